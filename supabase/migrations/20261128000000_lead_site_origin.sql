-- The site a lead was sent from: the request's Origin, when ALLOWED_ORIGINS
-- lists it by name (the live site, a deploy preview, `npm run serve` on port
-- 9000). Every e-mail about the lead, sent later, reads its words and its
-- logo from this site; without one (null: not listed, no Origin, or stored
-- before origins were) from SITE_URL. A scheme and a host (and a port), as
-- browsers send an Origin: never a path, a space or a line break.
alter table public.contact_requests
  add column site_origin text
    constraint contact_requests_site_origin_form
      check (char_length(site_origin) <= 255 and site_origin ~ '^https?://[^[:space:]/?#]+$');

comment on column public.contact_requests.site_origin is
  'The origin of the site the request was sent from, when allowed by name; its e-mails read their words from it (else SITE_URL).';
