-- The shipper's quote page (issue 52): a booking request sent from it, and
-- the milestones of a booked shipment the team records from the console.
-- The old code never reads the two tables nor the new columns; see the note
-- on contact_notifications_one_of_each below for the one index it infers.

-- A lead's booking request, as last sent from its quote page (the function's
-- POST /quote/<reference>/booking; supabase/functions/_shared/booking/): the
-- service, the day the cargo is ready (Hong Kong), the supplier in China and,
-- for door delivery, the consignee ({company, contact, phone, address}), the
-- shipper's notes, and how many times it was sent (a correction replaces it;
-- five sends at most). It goes with its lead at retention.
create table public.lead_bookings (
  request_id uuid primary key references public.contact_requests (id) on delete cascade,
  service text not null constraint lead_bookings_service check (service in ('express', 'economy')),
  cargo_ready_date date not null,
  supplier jsonb not null constraint lead_bookings_supplier_form check (jsonb_typeof(supplier) = 'object'),
  consignee jsonb constraint lead_bookings_consignee_form check (jsonb_typeof(consignee) = 'object'),
  notes text constraint lead_bookings_notes_length check (char_length(notes) between 1 and 2000),
  sends integer not null constraint lead_bookings_sends check (sends between 1 and 5),
  first_requested_at timestamptz not null,
  requested_at timestamptz not null,
  constraint lead_bookings_times check (requested_at >= first_requested_at)
);

comment on table public.lead_bookings is
  'The booking request a shipper last sent from their quote page, one per lead; sends counts them (at most 5).';
comment on column public.lead_bookings.supplier is 'The supplier in China: {company, contact, phone, address}.';
comment on column public.lead_bookings.consignee is
  'The consignee at the destination, {company, contact, phone, address}; null when not given (airport delivery).';
comment on column public.lead_bookings.requested_at is 'When the booking request was last sent.';

-- The milestones of a booked shipment, recorded by a member of the team from
-- the console (POST /team/leads/<reference>/milestones), each once and in
-- the order of supabase/functions/_shared/quotePage.ts's MILESTONES; the
-- flight is named when it departed. It goes with its lead at retention.
create table public.lead_milestones (
  request_id uuid not null references public.contact_requests (id) on delete cascade,
  milestone text not null constraint lead_milestones_milestone_known
    check (milestone in ('collected', 'in-hong-kong', 'departed', 'arrived', 'delivered')),
  at timestamptz not null,
  flight text constraint lead_milestones_flight_form check (char_length(flight) between 1 and 20 and flight !~ '[\r\n]'),
  member text not null constraint lead_milestones_member_form check (char_length(member) between 3 and 254),
  primary key (request_id, milestone),
  constraint lead_milestones_flight_when_departed check ((milestone = 'departed') = (flight is not null))
);

comment on table public.lead_milestones is
  'The milestones of a booked shipment (collected, in-hong-kong, departed, arrived, delivered), each once, by whom.';
comment on column public.lead_milestones.flight is 'The flight the shipment departed on; only on departed.';

alter table public.lead_bookings enable row level security;
alter table public.lead_milestones enable row level security;

revoke all on table public.lead_bookings from anon, authenticated;
revoke all on table public.lead_milestones from anon, authenticated;
grant select, insert, update, delete on table public.lead_bookings to service_role;
grant select, insert, update, delete on table public.lead_milestones to service_role;

-- Two more e-mails of a lead. Each send of a booking request is one e-mail
-- to the team, in the lead's thread: kind 'booking_request', numbered by the
-- send it tells (1 to 5: `booking_number`), with the client's salted hash for
-- the per-client limit as a choice has. Each milestone is one e-mail to the
-- shipper: kind 'milestone', with the milestone it tells. A lead's other
-- e-mails stay one of each kind.
alter table public.contact_notifications
  add column booking_number integer
    constraint contact_notifications_booking_number check (booking_number between 1 and 5),
  add column milestone text
    constraint contact_notifications_milestone_known
      check (milestone in ('collected', 'in-hong-kong', 'departed', 'arrived', 'delivered'));

comment on column public.contact_notifications.booking_number is
  'A booking request''s e-mail to the team: which send of the booking request it tells (1 to 5).';
comment on column public.contact_notifications.milestone is
  'A milestone''s e-mail to the shipper: the milestone it tells.';

alter table public.contact_notifications drop constraint contact_notifications_kind_check;
alter table public.contact_notifications add constraint contact_notifications_kind_check
  check (kind in ('team', 'visitor_confirmation', 'volume_notice', 'weekly_summary', 'choice', 'answer_reminder',
                  'booking', 'booking_request', 'milestone'));
alter table public.contact_notifications add constraint contact_notifications_booking_request
  check ((kind = 'booking_request') = (booking_number is not null));
alter table public.contact_notifications add constraint contact_notifications_milestone
  check ((kind = 'milestone') = (milestone is not null));

-- One of each kind, but for the kinds that are many to a lead. Not additive
-- for one statement of the code before it: its `on conflict (request_id,
-- kind) where kind <> 'choice'` (team/progressStore.ts, marking a lead and
-- queueing reminders) no longer finds this index until the function that
-- names the new predicate is deployed; the leads' e-mails are unaffected.
drop index public.contact_notifications_one_of_each;
create unique index contact_notifications_one_of_each on public.contact_notifications (request_id, kind)
  where kind not in ('choice', 'booking_request', 'milestone');
create unique index contact_notifications_one_a_booking_request
  on public.contact_notifications (request_id, booking_number)
  where kind = 'booking_request';
create unique index contact_notifications_one_a_milestone on public.contact_notifications (request_id, milestone)
  where kind = 'milestone';

create index contact_notifications_booking_requests_by_client
  on public.contact_notifications (client_hash, created_at)
  where kind = 'booking_request';
