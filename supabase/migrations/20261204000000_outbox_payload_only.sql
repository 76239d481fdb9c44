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

-- What those columns' checks held of each kind, held of its payload: an e-mail
-- is never queued without what its composer reads (a value missing is a
-- refusal, not a null that passes). Checked on the rows written from now on
-- and on every update (not valid: the rows already queued were checked by the
-- columns they had, and their payloads, made from those columns, hold it too).
alter table public.contact_notifications add constraint contact_notifications_payload_of_kind check (
  coalesce(
    case
      when kind = 'choice' then payload->>'service' in ('express', 'economy') and (payload->>'number') ~ '^[1-5]$'
      when starts_with(kind, 'booking_request_') then
        kind = 'booking_request_' || (payload->>'number') and jsonb_typeof(payload->'booking') = 'object'
      when kind = 'booking' then (payload->>'awb') ~ '^[0-9]{11}$'
      when starts_with(kind, 'milestone_') then kind = 'milestone_' || (payload->>'milestone')
      when kind = 'weekly_summary' then jsonb_typeof(payload->'weekStart') = 'string'
      when starts_with(kind, 'offer_') then kind = 'offer_' || (payload->>'number')
      when starts_with(kind, 'renewal_') then kind = 'renewal_' || (payload->>'number')
      else true
    end,
    false
  )
) not valid;
