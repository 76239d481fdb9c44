-- What prices an airfreight job, and a reference both sides quote.
--
-- The cargo details the quote form asks for (all optional: a request may give
-- some, all or none of them), in columns of their own types. The bounds are
-- the contract's (supabase/functions/_shared/contactFields.ts), repeated here
-- so no other writer can store what the form would refuse. The chargeable
-- weight is not stored: the function computes it from these numbers.
alter table public.contact_requests
  add column cargo_pieces integer
    constraint contact_requests_cargo_pieces_range check (cargo_pieces between 1 and 9999),
  add column cargo_length_cm numeric
    constraint contact_requests_cargo_length_range check (cargo_length_cm between 1 and 400),
  add column cargo_width_cm numeric
    constraint contact_requests_cargo_width_range check (cargo_width_cm between 1 and 400),
  add column cargo_height_cm numeric
    constraint contact_requests_cargo_height_range check (cargo_height_cm between 1 and 400),
  add column cargo_weight_kg numeric
    constraint contact_requests_cargo_weight_range check (cargo_weight_kg between 0.1 and 100000),
  -- Declared dangerous goods; empty: none declared.
  add column cargo_contents text[] not null default '{}'
    constraint contact_requests_cargo_contents_known
      check (cargo_contents <@ array['batteries', 'liquids', 'powders', 'magnets']::text[]),
  -- Where to collect: the supplier's city in China.
  add column pickup_city text not null default ''
    constraint contact_requests_pickup_city_line check (char_length(pickup_city) <= 100 and pickup_city !~ '[\r\n]'),
  -- Eight characters in two groups (K7QM-4TXH), without 0, O, 1 and I; random (reference.ts).
  add column reference text
    constraint contact_requests_reference_format check (reference ~ '^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$');

comment on column public.contact_requests.cargo_weight_kg is 'Total gross weight of all pieces, in kg, as the visitor declared it.';
comment on column public.contact_requests.cargo_length_cm is 'Length of one piece, in cm (likewise width and height).';
comment on column public.contact_requests.reference is
  'The reference the visitor and the team quote: in the team e-mail''s subject, the thank-you page and the confirmation.';

-- Requests stored before references existed get one now, drawn the same way.
do $$
declare
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  request record;
  candidate text;
begin
  for request in select id from public.contact_requests where reference is null loop
    loop
      candidate := '';
      for i in 1..8 loop
        candidate := candidate || substr(alphabet, 1 + floor(random() * 32)::int, 1);
        if i = 4 then
          candidate := candidate || '-';
        end if;
      end loop;
      exit when not exists (select 1 from public.contact_requests where reference = candidate);
    end loop;
    update public.contact_requests set reference = candidate where id = request.id;
  end loop;
end
$$;

alter table public.contact_requests alter column reference set not null;
alter table public.contact_requests add constraint contact_requests_reference_key unique (reference);
