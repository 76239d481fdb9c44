-- The language of the page a quote request was sent from, as a two-letter
-- code (es, ar): the team can reply in it, and the visitor's confirmation is
-- written in it. The function stores one of the site's languages, else the
-- site's default; null for requests stored before languages were recorded,
-- or when the site's languages could not be read and no code was sent.
alter table public.contact_requests
  add column language text
    constraint contact_requests_language_code check (language ~ '^[a-z]{2}$');

comment on column public.contact_requests.language is
  'Language of the page the request was sent from (ISO 639-1 code), for the reply; null if unknown.';
