-- The outbox as each e-mail's kind and payload alone. The migration that
-- brought the payload (20261202000000_outbox_payload.sql) kept the columns it
-- replaced, and a trigger writing both, while the instances of the code before
-- it still ran; every code deployed since writes and reads the payload only,
-- so the trigger, its functions and those columns go, their checks and indexes
-- with them (the indexes by payload it made stay).
drop trigger contact_notifications_payload_mirror on public.contact_notifications;
drop function public.contact_notifications_payload_mirror();
drop function public.contact_notifications_payload_of(public.contact_notifications);
drop function public.contact_notifications_instant(timestamptz);

alter table public.contact_notifications
  drop column choice_number,
  drop column chosen_service,
  drop column booking_number,
  drop column booking,
  drop column booking_awb,
  drop column milestone,
  drop column summary_week_start;

-- What those columns' checks held of each kind, held of its payload, with
-- what its composer reads of it and of which JSON type (outbox/emailKinds.ts,
-- payloadField): an e-mail is never queued without it (a value missing is a
-- refusal, not a null that passes). Validated at once: the rows already queued
-- had their payloads made from checked columns, and a row that did not hold
-- it would stop the claim's update of every row due with it; a deploy that
-- fails here names the row's kind instead.
alter table public.contact_notifications add constraint contact_notifications_payload_of_kind check (
  coalesce(
    case
      when kind = 'choice' then payload->>'service' in ('express', 'economy')
        and jsonb_typeof(payload->'number') = 'number' and (payload->>'number') ~ '^[1-5]$'
      when starts_with(kind, 'booking_request_') then jsonb_typeof(payload->'number') = 'number'
        and kind = 'booking_request_' || (payload->>'number') and jsonb_typeof(payload->'booking') = 'object'
      when kind = 'booking' then jsonb_typeof(payload->'awb') = 'string' and (payload->>'awb') ~ '^[0-9]{11}$'
      when starts_with(kind, 'milestone_') then jsonb_typeof(payload->'milestone') = 'string'
        and kind = 'milestone_' || (payload->>'milestone') and jsonb_typeof(payload->'at') = 'string'
      when kind = 'weekly_summary' then jsonb_typeof(payload->'weekStart') = 'string'
      when starts_with(kind, 'offer_') then jsonb_typeof(payload->'number') = 'number'
        and kind = 'offer_' || (payload->>'number')
      when starts_with(kind, 'renewal_') then jsonb_typeof(payload->'number') = 'number'
        and kind = 'renewal_' || (payload->>'number') and jsonb_typeof(payload->'offer') = 'number'
        and jsonb_typeof(payload->'validUntil') = 'string'
      else true
    end,
    false
  )
);
