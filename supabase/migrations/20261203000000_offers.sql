-- The team's firm offers: an exact amount per option that the shipper can book
-- at until the offer's last day, sent from the console
-- (POST /team/leads/<reference>/offers), e-mailed to the shipper in their
-- language, shown on their quote page; the shipper's asks for a new one once
-- it has expired (POST /quote/<reference>/renewal); the offer a booking request
-- was sent at. Everything goes with its lead at retention.
-- Additive for the code before it, which never reads the new tables and
-- columns; the one change it sees is `family`, generated again below with the
-- same value for every kind it writes.

-- A lead's offers, numbered from 1 (at most 5): the latest is the one the
-- shipper can book. Each is sent by a member, in the currency of the card
-- (with its minor digits), and rests on a chargeable weight (null when it
-- was not known: a lead sent without cargo details).
create table public.lead_offers (
  request_id uuid not null references public.contact_requests (id) on delete cascade,
  number smallint not null constraint lead_offers_number check (number between 1 and 5),
  sent_at timestamptz not null,
  valid_until date not null,
  currency text not null constraint lead_offers_currency check (currency ~ '^[A-Z]{3}$'),
  minor_digits smallint not null constraint lead_offers_minor_digits check (minor_digits between 0 and 4),
  chargeable_kg numeric(8, 1) constraint lead_offers_chargeable_kg check (chargeable_kg > 0),
  note text constraint lead_offers_note check (char_length(note) between 1 and 500),
  member text not null constraint lead_offers_member_form check (char_length(member) between 3 and 254),
  primary key (request_id, number)
);

comment on table public.lead_offers is
  'The team''s firm offers to a lead, numbered from 1 (at most 5); the latest is the one the shipper can book.';
comment on column public.lead_offers.valid_until is 'The offer''s last day, in Hong Kong.';
comment on column public.lead_offers.chargeable_kg is 'The chargeable weight the offer rests on; null when not known.';
comment on column public.lead_offers.member is 'The team member who sent it.';

-- An offer's options, one per service (at most 3), in the order sent: the
-- exact amount in the offer's currency's minor units, the transit days as the
-- card writes them ("4-6"), and what it covers of what the shipper asked.
create table public.lead_offer_options (
  request_id uuid not null,
  number smallint not null,
  position smallint not null constraint lead_offer_options_position check (position between 0 and 2),
  service text not null constraint lead_offer_options_service check (service in ('express', 'economy')),
  amount_minor bigint not null constraint lead_offer_options_amount check (amount_minor > 0),
  transit_days text not null constraint lead_offer_options_days check (transit_days ~ '^[0-9]{1,3}(-[0-9]{1,3})?$'),
  pickup boolean not null,
  door boolean not null,
  insurance boolean not null,
  primary key (request_id, number, position),
  constraint lead_offer_options_one_each unique (request_id, number, service),
  foreign key (request_id, number) references public.lead_offers (request_id, number) on delete cascade
);

comment on table public.lead_offer_options is
  'The options of a firm offer, one per service, each its exact amount in minor units and what it covers.';

-- A shipper's ask for a new offer once the latest has expired, from their
-- quote page: numbered from 1 (at most 2 a lead), naming the offer it renews.
create table public.lead_renewals (
  request_id uuid not null references public.contact_requests (id) on delete cascade,
  number smallint not null constraint lead_renewals_number check (number between 1 and 2),
  offer_number smallint not null,
  requested_at timestamptz not null,
  primary key (request_id, number),
  constraint lead_renewals_one_an_offer unique (request_id, offer_number),
  foreign key (request_id, offer_number) references public.lead_offers (request_id, number) on delete cascade
);

comment on table public.lead_renewals is
  'A shipper''s ask for a new offer once the latest expired (at most 2 a lead), naming the offer it renews.';

alter table public.lead_offers enable row level security;
alter table public.lead_offer_options enable row level security;
alter table public.lead_renewals enable row level security;

revoke all on table public.lead_offers from anon, authenticated;
revoke all on table public.lead_offer_options from anon, authenticated;
revoke all on table public.lead_renewals from anon, authenticated;
grant select, insert, update, delete on table public.lead_offers to service_role;
grant select, insert, update, delete on table public.lead_offer_options to service_role;
grant select, insert, update, delete on table public.lead_renewals to service_role;

-- The offer a booking request was sent at: its number, and the amount of the
-- option booked in the offer's currency (minor units), as they were then.
alter table public.lead_bookings
  add column offer_number smallint constraint lead_bookings_offer_number check (offer_number between 1 and 5),
  add column offer_amount_minor bigint constraint lead_bookings_offer_amount check (offer_amount_minor > 0),
  add column offer_currency text constraint lead_bookings_offer_currency check (offer_currency ~ '^[A-Z]{3}$'),
  add constraint lead_bookings_offer_whole check (
    (offer_number is null) = (offer_amount_minor is null) and (offer_number is null) = (offer_currency is null));

comment on column public.lead_bookings.offer_number is
  'The offer the booking request was sent at; null: at the instant estimate.';

-- Each offer is a line of the lead's history, with the member who sent it
-- (from and to the lead's status: new to answered for the first).
alter table public.lead_history
  add column offer_number smallint constraint lead_history_offer_number check (offer_number between 1 and 5);

comment on column public.lead_history.offer_number is 'The offer sent, when the line records one.';

-- Two more e-mails of a lead: each offer's to the shipper (kind 'offer_<n>',
-- payload {"number": n}), and each renewal's to the team (kind 'renewal_<n>',
-- payload {"number": n, "offer": the offer renewed}), one of each kind a lead
-- under the index the code before it names. `family` is what the function
-- counts, claims and dispatches by: generated again to name them, the same
-- value as before for every other kind. A generated column's expression
-- cannot be changed in PostgreSQL 15, so the column is made again, and the
-- index on it with it.
alter table public.contact_notifications drop constraint contact_notifications_kind_check;
alter table public.contact_notifications add constraint contact_notifications_kind_check
  check (kind in ('team', 'visitor_confirmation', 'volume_notice', 'weekly_summary', 'choice', 'answer_reminder',
                  'booking', 'booking_request_1', 'booking_request_2', 'booking_request_3', 'booking_request_4',
                  'booking_request_5', 'milestone_collected', 'milestone_in-hong-kong', 'milestone_departed',
                  'milestone_arrived', 'milestone_delivered', 'offer_1', 'offer_2', 'offer_3', 'offer_4', 'offer_5',
                  'renewal_1', 'renewal_2'));

-- The payload's function of 20261202000000_outbox_payload.sql takes the
-- table's row: written with a SQL-standard body, it depends on the row type,
-- and PostgreSQL 15.20 (15.18 did not) refuses to change a table's columns
-- under such a function. The same function, its body as text (checked as it is
-- made, no dependency kept), lets `family` be made again; it goes with
-- 20261204000000_outbox_payload_only.sql.
create or replace function public.contact_notifications_payload_of(n public.contact_notifications) returns jsonb
  language sql stable
as $$
  select case when n.choice_number is not null
           then jsonb_build_object('service', n.chosen_service, 'number', n.choice_number) else '{}'::jsonb end
      || case when n.booking_number is not null
           then jsonb_build_object('number', n.booking_number, 'booking', n.booking) else '{}'::jsonb end
      || case when n.booking_awb is not null then jsonb_build_object('awb', n.booking_awb) else '{}'::jsonb end
      || case when n.milestone is not null
           then coalesce(
             (select jsonb_build_object('milestone', m.milestone, 'at', public.contact_notifications_instant(m.at),
                                        'flight', m.flight)
                from public.lead_milestones m where m.request_id = n.request_id and m.milestone = n.milestone),
             jsonb_build_object('milestone', n.milestone))
           else '{}'::jsonb end
      || case when n.summary_week_start is not null
           then jsonb_build_object('weekStart', public.contact_notifications_instant(n.summary_week_start))
           else '{}'::jsonb end
$$;

drop index public.contact_notifications_booking_requests_by_client;
alter table public.contact_notifications drop column family;
alter table public.contact_notifications
  add column family text not null
    generated always as (regexp_replace(kind, '^(booking_request|milestone|offer|renewal)_.*$', '\1')) stored;

comment on column public.contact_notifications.family is
  'The kind without its number or milestone (booking_request_2 is booking_request, offer_3 offer): what e-mails are counted by.';

create index contact_notifications_booking_requests_by_client
  on public.contact_notifications (client_hash, created_at)
  where family = 'booking_request';
create index contact_notifications_renewals_by_client
  on public.contact_notifications (client_hash, created_at)
  where family = 'renewal';
