-- A request without a number of pieces gets no instant price: the card's
-- limits are per piece (supabase/functions/_shared/pricing.ts, noPieces).
alter table public.contact_requests
  drop constraint contact_requests_no_price_reason,
  add constraint contact_requests_no_price_reason check (
    no_price_reason in ('off', 'expired', 'noChargeableWeight', 'noZone', 'dangerousGoods', 'noPieces', 'beyondLimits')
  );
