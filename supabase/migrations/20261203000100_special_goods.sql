-- Declared goods asked as airlines classify them
-- (supabase/functions/_shared/contactFields.ts, CONTENT_QUESTIONS;
-- _shared/price/specialGoods.ts): under Lithium batteries, their kind, how
-- they are packed and whether any is over Section II's limits; under Magnets,
-- whether they are loose; under Liquids, whether any is flammable. Each is
-- null when unanswered (code from before the questions writes none); a yes
-- or no is kept as its text ('true', 'false', 'unknown'). The contract refuses
-- an answer to a content not ticked, and the batteries' packing or size
-- without their kind; the table says the same.
alter table public.contact_requests
  add column battery_type text
    constraint contact_requests_battery_type check (battery_type in ('lithiumIon', 'lithiumMetal', 'unknown')),
  add column battery_packing text
    constraint contact_requests_battery_packing check (battery_packing in ('inEquipment', 'withEquipment', 'alone')),
  add column battery_large text
    constraint contact_requests_battery_large check (battery_large in ('true', 'false')),
  add column magnets_loose text
    constraint contact_requests_magnets_loose check (magnets_loose in ('true', 'false', 'unknown')),
  add column liquids_flammable text
    constraint contact_requests_liquids_flammable check (liquids_flammable in ('true', 'false', 'unknown')),
  add constraint contact_requests_goods_answers check (
    ((battery_type is null and battery_packing is null and battery_large is null)
      or ('batteries' = any (cargo_contents) and battery_type is not null))
    and (magnets_loose is null or 'magnets' = any (cargo_contents))
    and (liquids_flammable is null or 'liquids' = any (cargo_contents))
  ),
  -- Declared goods get a reason of their own when they get no instant price
  -- (pricing.ts): dangerousGoods stays for Section II batteries on a card
  -- without its handling line, and for the leads stored before.
  drop constraint contact_requests_no_price_reason,
  add constraint contact_requests_no_price_reason check (
    no_price_reason in (
      'off', 'expired', 'noChargeableWeight', 'noZone',
      'batteriesAlone', 'largeBatteries', 'looseMagnets', 'flammableLiquids', 'specialGoodsUnknown',
      'dangerousGoods', 'noPieces', 'beyondLimits'
    )
  );

comment on column public.contact_requests.battery_type is
  'Under Lithium batteries: lithiumIon (rechargeable), lithiumMetal (single use) or unknown; null unanswered.';
comment on column public.contact_requests.battery_packing is
  'Under Lithium batteries: inEquipment, withEquipment (same box, not fitted) or alone; null unanswered.';
comment on column public.contact_requests.battery_large is
  'Under Lithium batteries: true when any is over 100 Wh (a cell over 20 Wh) or 2 g of lithium (a cell 1 g); null unanswered.';
comment on column public.contact_requests.magnets_loose is
  'Under Magnets: false inside products, true loose magnets or magnetic material, or unknown; null unanswered.';
comment on column public.contact_requests.liquids_flammable is
  'Under Liquids: true when any is flammable (perfume, nail polish, paints, alcohol-based), false, or unknown; null unanswered.';
