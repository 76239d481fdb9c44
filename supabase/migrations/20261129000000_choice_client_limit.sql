-- The shipper's choice (the function's /choice route) is limited per client,
-- as a quote request is: each change's e-mail to the team (a notification of
-- kind 'choice') keeps the salted hash of the client's address that made it,
-- and a client may make RATE_LIMIT_PER_CLIENT_PER_HOUR changes an hour across
-- all leads. Additive: the code deployed before it never reads the column,
-- and rows it writes meanwhile have none (they count for no client).
alter table public.contact_notifications
  add column client_hash text
    constraint contact_notifications_client_hash_form check (client_hash ~ '^[0-9a-f]{64}$');

comment on column public.contact_notifications.client_hash is
  'A choice''s e-mail: the salted hash of the address of the client that made the change (its per-client limit).';

create index contact_notifications_choices_by_client on public.contact_notifications (client_hash, created_at)
  where kind = 'choice';
