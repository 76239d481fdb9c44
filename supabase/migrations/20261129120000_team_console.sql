-- The team's console (the site's /team/ page, the function's /team/ routes):
-- a member signs in with a one-time code sent to their address, and every
-- change of a lead's status made there is recorded with who made it. Additive:
-- the code deployed before it never reads these tables.

-- One-time sign-in codes: only the code's salted SHA-256 is kept, with when it
-- stops working, how many wrong codes were tried against it (five kill it)
-- and when it was used (once). Codes are counted per address for the limit of
-- five an hour; the scheduled run deletes them a day after they expire.
create table public.team_sign_in_codes (
  id uuid primary key default gen_random_uuid(),
  email text not null constraint team_sign_in_codes_email_form check (char_length(email) between 3 and 254),
  code_hash text not null constraint team_sign_in_codes_code_hash_form check (code_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  attempts integer not null default 0 constraint team_sign_in_codes_attempts_range check (attempts >= 0),
  used_at timestamptz
);

create index team_sign_in_codes_by_email on public.team_sign_in_codes (email, created_at);

-- Every change of a lead's status from the console: when, by which member,
-- from what to what, and the air waybill or the reason it was given. It goes
-- with its lead at retention.
create table public.lead_history (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.contact_requests (id) on delete cascade,
  at timestamptz not null,
  member text not null constraint lead_history_member_form check (char_length(member) between 3 and 254),
  from_status text not null
    constraint lead_history_from_known check (from_status in ('new', 'answered', 'booked', 'lost')),
  to_status text not null
    constraint lead_history_to_known check (to_status in ('answered', 'booked', 'lost')),
  awb text constraint lead_history_awb_form check (awb ~ '^[0-9]{11}$'),
  lost_reason text
    constraint lead_history_lost_reason_known check (lost_reason in ('price', 'transitTime', 'noReply', 'other'))
);

create index lead_history_by_request on public.lead_history (request_id, at);

alter table public.team_sign_in_codes enable row level security;
alter table public.lead_history enable row level security;

revoke all on table public.team_sign_in_codes from anon, authenticated;
revoke all on table public.lead_history from anon, authenticated;
grant select, insert, update, delete on table public.team_sign_in_codes to service_role;
grant select, insert, update, delete on table public.lead_history to service_role;
