-- What keeps the team's e-mails safe when things go wrong: no duplicate after
-- the provider's idempotency window, a ceiling on team e-mails per hour, and
-- one notice to the team while that ceiling holds e-mails back.

-- The start of the earliest attempt of this e-mail whose outcome is unknown
-- (no answer, or the provider accepted it but marking it sent failed). Resend
-- keeps an idempotency key for 24 hours, so the same e-mail may be sent again
-- under its key only within that time of this moment.
alter table public.contact_notifications add column uncertain_since timestamptz;

-- Set when that time passed without a confirmation: the e-mail is then sent
-- once more under a new key, marked as possibly repeating an earlier one, and
-- never again after that.
alter table public.contact_notifications add column possible_repeat boolean not null default false;

-- 'unconfirmed': even the marked e-mail could not be confirmed within the
-- window; it is not sent again (see supabase/README.md).
alter table public.contact_notifications drop constraint contact_notifications_status_check;
alter table public.contact_notifications add constraint contact_notifications_status_check
  check (status in ('pending', 'sending', 'sent', 'failed', 'unconfirmed'));

-- 'volume_notice': the one e-mail telling the team that unusual volume is
-- being held back. It belongs to no request.
alter table public.contact_notifications drop constraint contact_notifications_kind_check;
alter table public.contact_notifications add constraint contact_notifications_kind_check
  check (kind in ('team', 'visitor_confirmation', 'volume_notice'));
alter table public.contact_notifications alter column request_id drop not null;
alter table public.contact_notifications add constraint contact_notifications_request_kind
  check ((request_id is null) = (kind = 'volume_notice'));

-- The hourly ceiling counts the team e-mails sent in the last hour.
create index contact_notifications_team_sent_idx on public.contact_notifications (sent_at)
  where kind = 'team' and status = 'sent';

-- A stretch of time during which the ceiling held team e-mails back. At most
-- one is open (ended_at null); its start is when the team's notice was queued.
create table public.contact_mail_holds (
  id uuid primary key default gen_random_uuid(),
  started_at timestamptz not null,
  ended_at timestamptz
);

comment on table public.contact_mail_holds is
  'Times when TEAM_EMAILS_PER_HOUR held team e-mails back; the team is told once per hold.';

create unique index contact_mail_holds_one_open on public.contact_mail_holds ((ended_at is null))
  where ended_at is null;

alter table public.contact_mail_holds enable row level security;
revoke all on table public.contact_mail_holds from anon, authenticated;
grant select, insert, update, delete on table public.contact_mail_holds to service_role;
