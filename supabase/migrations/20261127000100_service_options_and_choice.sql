-- The service we sell, as a request asks for it (supabase/functions/_shared/
-- contactFields.ts): delivered to the airport or the door (with the
-- postcode there, for the team), insured on request on the goods' value. The
-- pickup city was already stored. Every option the rate card priced, with its
-- lines, is in `pricing` (its `price.options`); which one the shipper chose on
-- the thank-you page, and when, is stored beside it (the function's /choice
-- route), with how many times it was changed (at most five).
alter table public.contact_requests
  add column deliver_to text not null default 'airport'
    constraint contact_requests_deliver_to check (deliver_to in ('airport', 'door')),
  add column delivery_postcode text not null default ''
    constraint contact_requests_delivery_postcode_length check (char_length(delivery_postcode) <= 20),
  add column insure boolean not null default false,
  add column goods_value numeric
    constraint contact_requests_goods_value_range check (goods_value between 1 and 100000000),
  add column chosen_service text
    constraint contact_requests_chosen_service check (chosen_service in ('express', 'economy')),
  add column chosen_at timestamptz,
  add column choice_changes integer not null default 0
    constraint contact_requests_choice_changes check (choice_changes between 0 and 5);

comment on column public.contact_requests.deliver_to is
  'Where the shipment is delivered at its destination: the airport, or the door (import clearance and delivery).';
comment on column public.contact_requests.goods_value is
  'The goods'' value the visitor gave, in the rate card''s currency, for insurance (insure).';
comment on column public.contact_requests.chosen_service is
  'The option the shipper chose on the thank-you page (express or economy), null until they choose.';

-- Each change of the choice is one short e-mail to the team, in the lead's
-- thread: a notification of kind 'choice', numbered by the change it tells
-- (1 to 5: `choice_number`), with the service chosen. A lead's other
-- e-mails stay one of each kind.
alter table public.contact_notifications
  add column choice_number smallint
    constraint contact_notifications_choice_number check (choice_number between 1 and 5),
  add column chosen_service text
    constraint contact_notifications_chosen_service check (chosen_service in ('express', 'economy'));

alter table public.contact_notifications drop constraint contact_notifications_kind_check;
alter table public.contact_notifications add constraint contact_notifications_kind_check
  check (kind in ('team', 'visitor_confirmation', 'volume_notice', 'weekly_summary', 'choice'));
alter table public.contact_notifications add constraint contact_notifications_choice
  check ((kind = 'choice') = (choice_number is not null and chosen_service is not null));

alter table public.contact_notifications drop constraint contact_notifications_request_id_kind_key;
create unique index contact_notifications_one_of_each on public.contact_notifications (request_id, kind)
  where kind <> 'choice';
create unique index contact_notifications_one_a_choice on public.contact_notifications (request_id, choice_number)
  where kind = 'choice';
