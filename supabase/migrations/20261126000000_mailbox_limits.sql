-- Limits that a mailbox cannot dodge.
--
-- The per-address rate limit counts one mailbox once: victim+q1@example.com
-- and VICTIM+r2@Example.com reach the same inbox as victim@example.com, so
-- they count together. The function's mailboxOf() (clientAddress.ts) says the
-- same for its in-memory limits and its locks.
create function public.contact_mailbox(address text) returns text
  language sql immutable parallel safe
  return regexp_replace(lower(address), '\+[^@]*@', '@');

comment on function public.contact_mailbox(text) is
  'The mailbox an e-mail address reaches, letter case and a +tag aside: what the per-address rate limit counts.';

alter table public.contact_requests
  add column mailbox text generated always as (public.contact_mailbox(email)) stored;

create index contact_requests_mailbox_recent_idx on public.contact_requests (mailbox, created_at);
drop index public.contact_requests_email_recent_idx;

-- 'expired': a visitor confirmation that the hourly ceiling on confirmations
-- (VISITOR_CONFIRMATIONS_PER_HOUR) held back, or that kept failing, for a day:
-- it is never sent.
alter table public.contact_notifications drop constraint contact_notifications_status_check;
alter table public.contact_notifications add constraint contact_notifications_status_check
  check (status in ('pending', 'sending', 'sent', 'failed', 'unconfirmed', 'expired'));

-- The confirmations' ceiling counts those sent in the last hour.
create index contact_notifications_confirmation_sent_idx on public.contact_notifications (sent_at)
  where kind = 'visitor_confirmation' and status = 'sent';
