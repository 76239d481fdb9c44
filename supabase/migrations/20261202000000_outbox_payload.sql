-- Each e-mail of the outbox as its kind and a JSON payload: what its composer
-- reads beside the lead it is about, in the shape its kind's capability gives
-- it (send-contact-email/<capability>/, registered in outbox/emailKinds.ts),
-- instead of a column of its own per kind. A new kind of e-mail then needs no
-- column, and the outbox reads none of a kind's. The payloads:
--   choice               {"service": "economy", "number": 2}      which change of the lead's choice it tells
--   booking_request_<n>  {"number": n, "booking": {...}}          the send, and its booking as that send had it
--   booking              {"awb": "16012345675"}                   the air waybill it was queued for
--   milestone_<m>        {"milestone": m, "at": "...", "flight": "CX 880" or null}   as recorded
--   weekly_summary       {"weekStart": "2026-11-15T16:00:00.000Z"}   the week's Monday 00:00 in Hong Kong
--   the others (team, visitor_confirmation, answer_reminder, volume_notice): {}
-- `kind` stays what makes a row one of its kind for its lead (two sends of a
-- booking request are booking_request_1 and booking_request_2), and `family`
-- the kind the function dispatches on (booking_request).
--
-- The columns the payload replaces (choice_number, chosen_service,
-- booking_number, booking, booking_awb, milestone, summary_week_start) are
-- kept, with their constraints and indexes, until no deployed code writes
-- them: migrations are applied before the code, and the instances of the code
-- before this one keep running for a few minutes after, writing and reading
-- those columns. Meanwhile a trigger keeps both in step, whoever writes: a row
-- written with the old columns gets its payload from them (so this code sends
-- it), and a row written with a payload gets the old columns from it (so the
-- code before it, and its constraints and indexes, read it right). A later
-- migration drops the trigger, its function and the columns.
alter table public.contact_notifications
  add column payload jsonb not null default '{}'::jsonb
    constraint contact_notifications_payload_object check (jsonb_typeof(payload) = 'object');

comment on column public.contact_notifications.payload is
  'What the e-mail is made from beside its lead, in the shape its kind''s composer reads ({} for none).';

-- An instant as the function writes one in JSON (Date.toISOString): UTC, milliseconds, Z.
create function public.contact_notifications_instant(at timestamptz) returns text
  language sql stable parallel safe
  return to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');

-- A row's payload from the columns the code before it wrote (the milestone's
-- time and flight from lead_milestones, written in the same transaction).
create function public.contact_notifications_payload_of(n public.contact_notifications) returns jsonb
  language sql stable
  return case when n.choice_number is not null
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
           else '{}'::jsonb end;

-- The e-mails already queued: their payload from their columns. Their status,
-- attempts and times are untouched, so every e-mail due is still due.
update public.contact_notifications n
   set payload = public.contact_notifications_payload_of(n)
 where n.choice_number is not null or n.booking_number is not null or n.booking_awb is not null
    or n.milestone is not null or n.summary_week_start is not null;

-- Both ways while the code before this one may run (see above): an insert
-- naming old columns, or an update changing the booking's air waybill (the
-- booking e-mail queued again), is the code before it's; any other insert, or
-- an update changing the payload, this code's.
create function public.contact_notifications_payload_mirror() returns trigger
  language plpgsql
as $$
begin
  if (tg_op = 'INSERT' and (new.choice_number is not null or new.chosen_service is not null
                            or new.booking_number is not null or new.booking is not null
                            or new.booking_awb is not null or new.milestone is not null
                            or new.summary_week_start is not null))
     or (tg_op = 'UPDATE' and new.booking_awb is distinct from old.booking_awb) then
    new.payload := public.contact_notifications_payload_of(new);
  elsif tg_op = 'INSERT' or new.payload is distinct from old.payload then
    new.choice_number := case when new.kind = 'choice' then (new.payload->>'number')::smallint end;
    new.chosen_service := case when new.kind = 'choice' then new.payload->>'service' end;
    new.booking_number := case when starts_with(new.kind, 'booking_request_') then (new.payload->>'number')::int end;
    new.booking := case when starts_with(new.kind, 'booking_request_') then new.payload->'booking' end;
    new.booking_awb := case when new.kind = 'booking' then new.payload->>'awb' end;
    new.milestone := case when starts_with(new.kind, 'milestone_') then new.payload->>'milestone' end;
    new.summary_week_start :=
      case when new.kind = 'weekly_summary' then (new.payload->>'weekStart')::timestamptz end;
  end if;
  return new;
end
$$;

create trigger contact_notifications_payload_mirror
  before insert or update on public.contact_notifications
  for each row execute function public.contact_notifications_payload_mirror();

-- One e-mail a week and one a change of the choice, read from the payload:
-- what the function names in its conflicts (the old columns' indexes go with them).
create unique index contact_notifications_one_summary_a_week_by_payload
  on public.contact_notifications ((payload->>'weekStart'))
  where kind = 'weekly_summary';
create unique index contact_notifications_one_a_choice_by_payload
  on public.contact_notifications (request_id, (payload->>'number'))
  where kind = 'choice';
