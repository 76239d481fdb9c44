-- The packing list: up to ten lines of pieces of one size each, for a shipment
-- of pallets and cartons (supabase/functions/_shared/contactFields.ts,
-- cargoLines; cargoLines.ts). Each line as the contract gives it back:
-- {"pieces", "lengthCm", "widthCm", "heightCm", "weightKg" (the line's gross
-- weight), "stackable"}. Code from before the lines writes no lines: the
-- default, none. The contract refuses lines beside the single size, the total
-- volume or the total weight; the table says the same.
alter table public.contact_requests
  add column cargo_lines jsonb not null default '[]'::jsonb
    constraint contact_requests_cargo_lines_list check (
      jsonb_typeof(cargo_lines) = 'array' and jsonb_array_length(cargo_lines) <= 10
    ),
  add constraint contact_requests_cargo_lines_or_size check (
    jsonb_array_length(cargo_lines) = 0
    or (
      cargo_pieces is null and cargo_length_cm is null and cargo_width_cm is null and cargo_height_cm is null
      and cargo_volume_m3 is null and cargo_weight_kg is null
    )
  );

comment on column public.contact_requests.cargo_lines is
  'The packing list''s lines as the visitor declared them: pieces, one piece''s sides in cm, the line''s gross weight in kg, stackable.';
