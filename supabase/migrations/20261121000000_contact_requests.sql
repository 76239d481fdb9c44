-- Quote requests sent through the website's contact form, and the e-mails
-- each one triggers. Only the send-contact-email function touches these
-- tables (through SUPABASE_DB_URL, as the table owner): row level security is
-- on with no policies, and anon/authenticated lose every privilege that
-- Supabase's default privileges would otherwise grant them.

create table public.contact_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- The contract's bounds (supabase/functions/_shared/contactRequest.ts),
  -- repeated here so no other writer can store what the form would refuse.
  -- The country is checked against the list by the contract only: editors
  -- change that list, and a schema change must not be needed for it.
  name text not null
    check (char_length(name) between 1 and 100 and name !~ '[\r\n]'),
  email text not null
    check (char_length(email) between 3 and 254 and email ~ '^[^@[:space:],<>"]+@[^@[:space:],<>"]+$'),
  phone text not null default ''
    check (char_length(phone) <= 40 and phone !~ '[\r\n]'),
  shipping_country text not null
    check (char_length(shipping_country) between 1 and 100),
  shipping_details text not null default ''
    check (char_length(shipping_details) <= 500),
  message text not null
    check (char_length(message) between 1 and 5000),
  -- HMAC of the client address with a secret salt: enough to rate-limit,
  -- never the address itself.
  client_hash text not null check (char_length(client_hash) = 64),
  -- The browser's Idempotency-Key: a retried submit returns the first answer.
  idempotency_key text unique check (char_length(idempotency_key) between 1 and 255)
);

comment on table public.contact_requests is
  'Quote requests from the website contact form (the leads). Written only by the send-contact-email function.';

-- The rate-limit look-ups: requests per client and per e-mail address in the last hour.
create index contact_requests_client_recent_idx on public.contact_requests (client_hash, created_at);
create index contact_requests_email_recent_idx on public.contact_requests (lower(email), created_at);

-- One row per e-mail to send for a request. A row is written in the same
-- transaction as its request, so a notification is never lost, and it keeps
-- its delivery state so a failed one is retried until sent.
create table public.contact_notifications (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.contact_requests (id) on delete cascade,
  kind text not null check (kind in ('team', 'visitor_confirmation')),
  status text not null default 'pending'
    check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  next_attempt_at timestamptz not null default now(),
  -- While 'sending': when another worker may take the row over (a crashed send).
  locked_until timestamptz,
  sent_at timestamptz,
  provider_message_id text,
  created_at timestamptz not null default now(),
  unique (request_id, kind)
);

comment on table public.contact_notifications is
  'E-mails triggered by contact requests and their delivery state (status, attempts, last_error).';

-- The retry job's look-up: what is due next.
create index contact_notifications_due_idx on public.contact_notifications (next_attempt_at)
  where status <> 'sent';

alter table public.contact_requests enable row level security;
alter table public.contact_notifications enable row level security;

revoke all on table public.contact_requests from anon, authenticated;
revoke all on table public.contact_notifications from anon, authenticated;
grant select, insert, update, delete on table public.contact_requests to service_role;
grant select, insert, update, delete on table public.contact_notifications to service_role;
