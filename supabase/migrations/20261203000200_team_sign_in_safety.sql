-- The console's sign-in is limited per client, not per address, so nobody who
-- merely knows a member's address can lock them out: each call to
-- /team/sign-in and /team/session is kept with the salted hash of the client's
-- address that made it (never the address, never the e-mail typed) and whether
-- it was a wrong code. A client may make TEAM_SIGN_IN_PER_CLIENT_PER_HOUR calls
-- an hour, and after 15 wrong codes in a day its codes are refused, whatever
-- the address; the scheduled run deletes the calls a day old.
--
-- And signing out ends a member's sessions on the server: a session issued
-- before the member's not_before time is refused on every console call, so
-- one sign-out ends them in every tab.
--
-- Additive: the code deployed before it never reads these tables.
create table public.team_sign_in_calls (
  id uuid primary key default gen_random_uuid(),
  client_hash text not null constraint team_sign_in_calls_client_hash_form check (client_hash ~ '^[0-9a-f]{64}$'),
  at timestamptz not null,
  wrong_code boolean not null default false
);

create index team_sign_in_calls_by_client on public.team_sign_in_calls (client_hash, at);

create table public.team_member_sign_outs (
  email text primary key constraint team_member_sign_outs_email_form check (char_length(email) between 3 and 254),
  not_before timestamptz not null
);

alter table public.team_sign_in_calls enable row level security;
alter table public.team_member_sign_outs enable row level security;

revoke all on table public.team_sign_in_calls from anon, authenticated;
revoke all on table public.team_member_sign_outs from anon, authenticated;
grant select, insert, update, delete on table public.team_sign_in_calls to service_role;
grant select, insert, update, delete on table public.team_member_sign_outs to service_role;
