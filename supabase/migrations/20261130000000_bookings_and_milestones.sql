-- The shipper's quote page: a booking request sent from it, and
-- the milestones of a booked shipment the team records from the console.
-- Additive: the code before it never reads the two tables nor the new
-- columns, and its index on e-mails is unchanged (see below).

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
-- to the team, in the lead's thread: a kind 'booking_request_<n>' for the send
-- it tells (1 to 5, also in `booking_number`), with the client's salted hash
-- for the per-client limit as a choice has. Each milestone is one e-mail to the
-- shipper: a kind 'milestone_<milestone>' (the milestone also in `milestone`).
-- Additive: one kind per send and per milestone keeps every e-mail of a lead
-- one of its kind, so the index the code before it names
-- (contact_notifications_one_of_each, `on conflict (request_id, kind) where
-- kind <> 'choice'`) holds them unchanged. `family` is the kind without its
-- number or milestone, what the function counts and claims by.
alter table public.contact_notifications
  add column booking_number integer
    constraint contact_notifications_booking_number check (booking_number between 1 and 5),
  add column milestone text
    constraint contact_notifications_milestone_known
      check (milestone in ('collected', 'in-hong-kong', 'departed', 'arrived', 'delivered')),
  add column family text not null
    generated always as (regexp_replace(kind, '^(booking_request|milestone)_.*$', '\1')) stored;

comment on column public.contact_notifications.booking_number is
  'A booking request''s e-mail to the team: which send of the booking request it tells (1 to 5).';
comment on column public.contact_notifications.milestone is
  'A milestone''s e-mail to the shipper: the milestone it tells.';
comment on column public.contact_notifications.family is
  'The kind without its number or milestone (booking_request_2 is booking_request): what e-mails are counted by.';

alter table public.contact_notifications drop constraint contact_notifications_kind_check;
alter table public.contact_notifications add constraint contact_notifications_kind_check
  check (kind in ('team', 'visitor_confirmation', 'volume_notice', 'weekly_summary', 'choice', 'answer_reminder',
                  'booking', 'booking_request_1', 'booking_request_2', 'booking_request_3', 'booking_request_4',
                  'booking_request_5', 'milestone_collected', 'milestone_in-hong-kong', 'milestone_departed',
                  'milestone_arrived', 'milestone_delivered'));
alter table public.contact_notifications add constraint contact_notifications_booking_request
  check ((booking_number is not null) = starts_with(kind, 'booking_request_')
         and (booking_number is null or kind = 'booking_request_' || booking_number));
alter table public.contact_notifications add constraint contact_notifications_milestone
  check ((milestone is not null) = starts_with(kind, 'milestone_') and (milestone is null or kind = 'milestone_' || milestone));

create index contact_notifications_booking_requests_by_client
  on public.contact_notifications (client_hash, created_at)
  where family = 'booking_request';
