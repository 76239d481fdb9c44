-- The shipment's total volume, for pieces that are not all one size: read
-- off the packing list, in cubic metres, instead of the size of one piece
-- (supabase/functions/_shared/contactFields.ts, cargoVolumeM3). The contract
-- refuses both together; the table says the same.
alter table public.contact_requests
  add column cargo_volume_m3 numeric
    constraint contact_requests_cargo_volume_range check (cargo_volume_m3 between 0.001 and 1000),
  add constraint contact_requests_cargo_volume_or_size check (
    cargo_volume_m3 is null
    or (cargo_length_cm is null and cargo_width_cm is null and cargo_height_cm is null)
  );

comment on column public.contact_requests.cargo_volume_m3 is
  'Total volume of all pieces, in m3, as the visitor declared it (pieces of different sizes), instead of one piece''s size.';

-- The indicative price the function gave the request from its rate card
-- (content/rates.yaml), as the visitor was shown it and the team's e-mail
-- breaks it down: supabase/functions/_shared/pricing.ts's Pricing, either
-- {"kind":"priced","price":{...}} or {"kind":"noPrice","reason":...}. Null for
-- requests stored before prices existed. The columns after it are read from it,
-- for queries: why there was no price, and what the visitor saw.
alter table public.contact_requests
  add column pricing jsonb
    constraint contact_requests_pricing_kind check (pricing is null or pricing->>'kind' in ('priced', 'noPrice')),
  add column no_price_reason text generated always as (pricing->>'reason') stored
    constraint contact_requests_no_price_reason check (
      no_price_reason in ('off', 'expired', 'noChargeableWeight', 'noZone', 'dangerousGoods', 'beyondLimits')
    ),
  add column price_currency text generated always as (pricing->'price'->>'currency') stored,
  add column price_low integer generated always as ((pricing->'price'->>'low')::integer) stored,
  add column price_high integer generated always as ((pricing->'price'->>'high')::integer) stored,
  add column price_total numeric generated always as (
    (pricing->'price'->>'totalMinor')::numeric / (10::numeric ^ (pricing->'price'->>'minorDigits')::integer)
  ) stored,
  -- The rate card's last day (YYYY-MM-DD; text, since a cast to date is not immutable enough for a generated column).
  add column price_valid_until text generated always as (pricing->'price'->>'validUntil') stored;

comment on column public.contact_requests.pricing is
  'The indicative price given from the rate card (the breakdown the team''s e-mail shows), or why there was none.';
comment on column public.contact_requests.price_low is
  'The range the visitor saw, in whole units of price_currency: price_low to price_high.';
