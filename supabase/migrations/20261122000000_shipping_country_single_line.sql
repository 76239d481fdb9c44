-- The country is no longer checked against a list (editors change the list in
-- content/countries.yaml, which the function cannot read). The contract takes
-- any one-line name of at most 100 characters; the table says the same.
alter table public.contact_requests
  add constraint contact_requests_shipping_country_single_line
  check (shipping_country !~ '[\r\n]');
