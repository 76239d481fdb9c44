-- Where the team stands with each lead, marked from the links of its e-mails
-- (supabase/functions/send-contact-email/teamLinks.ts, leadPages.ts): new
-- until marked; answered, booked (with the master air waybill) or lost (with
-- why). answered_at is the first time it left new, and never changes after;
-- status_at is when it was last marked. They are columns of the request, so
-- they go with it at retention.
alter table public.contact_requests
  add column status text not null default 'new'
    constraint contact_requests_status_known check (status in ('new', 'answered', 'booked', 'lost')),
  add column answered_at timestamptz,
  add column status_at timestamptz,
  -- 11 digits: the airline's 3-digit prefix and the 8-digit serial (supabase/functions/_shared/airWaybill.ts).
  add column awb text
    constraint contact_requests_awb_form check (awb ~ '^[0-9]{11}$'),
  add column lost_reason text
    constraint contact_requests_lost_reason_known check (lost_reason in ('price', 'transitTime', 'noReply', 'other')),
  add constraint contact_requests_progress check (
    (status = 'new') = (answered_at is null)
    and (status = 'new') = (status_at is null)
    and (status = 'booked') = (awb is not null)
    and (status = 'lost') = (lost_reason is not null)
    and status_at >= answered_at
  );

comment on column public.contact_requests.status is
  'new until the team marks the lead from its e-mail: answered, booked (awb) or lost (lost_reason).';
comment on column public.contact_requests.answered_at is 'The first time the lead left new: when it was first answered.';
comment on column public.contact_requests.status_at is 'When the lead was last marked.';
comment on column public.contact_requests.awb is 'The master air waybill of a booked lead, 11 digits.';

-- The scheduled run's look-up of the leads still new whose reminder is due.
create index contact_requests_new_idx on public.contact_requests (created_at) where status = 'new';
-- The weekly summary's: leads first answered, booked and lost in a week.
create index contact_requests_answered_at_idx on public.contact_requests (answered_at) where answered_at is not null;
create index contact_requests_status_at_idx on public.contact_requests (status_at) where status in ('booked', 'lost');

-- Two more e-mails of a request: the team's reminder of a lead still new
-- (one per lead: contact_notifications_one_of_each, the unique request and
-- kind of every kind but 'choice'), and the visitor's
-- e-mail of a booked shipment, for the air waybill it was queued for (one row
-- per lead, queued again when the team books it under another number).
alter table public.contact_notifications add column booking_awb text
  constraint contact_notifications_booking_awb_form check (booking_awb ~ '^[0-9]{11}$');

alter table public.contact_notifications drop constraint contact_notifications_kind_check;
alter table public.contact_notifications add constraint contact_notifications_kind_check
  check (kind in ('team', 'visitor_confirmation', 'volume_notice', 'weekly_summary', 'choice', 'answer_reminder',
                  'booking'));
alter table public.contact_notifications add constraint contact_notifications_booking_awb
  check ((booking_awb is not null) = (kind = 'booking'));

-- The leads already stored were never tracked: they get no reminder (a row
-- that is never sent stands for it, saying why), or the first scheduled run
-- would remind the team of every one of the last week's leads.
insert into public.contact_notifications (request_id, kind, status, last_error, next_attempt_at, created_at)
select id, 'answer_reminder', 'expired', 'not sent: the lead arrived before answers were tracked', now(), now()
  from public.contact_requests;
