-- Where each lead came from (supabase/functions/_shared/leadSource.ts): the
-- campaign of the visitor's landing address, whether an ad's click id came
-- with it (never its value), the referring site's host, the landing page's
-- path. All null for a request sent without JavaScript. Bounded and on one
-- line, as the function trims them.
alter table public.contact_requests
  add column source_utm_source text
    constraint contact_requests_source_utm_source_line
      check (char_length(source_utm_source) between 1 and 100 and source_utm_source !~ '[\r\n]'),
  add column source_utm_medium text
    constraint contact_requests_source_utm_medium_line
      check (char_length(source_utm_medium) between 1 and 100 and source_utm_medium !~ '[\r\n]'),
  add column source_utm_campaign text
    constraint contact_requests_source_utm_campaign_line
      check (char_length(source_utm_campaign) between 1 and 100 and source_utm_campaign !~ '[\r\n]'),
  add column source_gclid boolean,
  add column source_fbclid boolean,
  add column source_referrer_host text
    constraint contact_requests_source_referrer_host_form
      check (char_length(source_referrer_host) <= 253 and source_referrer_host ~ '^[a-z0-9.-]+(:[0-9]{1,5})?$'),
  add column source_landing_path text
    constraint contact_requests_source_landing_path_form
      check (char_length(source_landing_path) <= 200 and source_landing_path ~ '^/' and source_landing_path !~ '[\r\n]');

comment on column public.contact_requests.source_gclid is
  'A Google Ads click id came with the landing address (its value is never kept); null: no source recorded (no JavaScript).';

-- The week's figures are counted by when the requests came.
create index contact_requests_created_at_idx on public.contact_requests (created_at);

-- The weekly summary to the team: one e-mail per week, Monday 00:00 to
-- Monday 00:00 Hong Kong time, sent on the Monday morning after. One row per
-- week, whichever run or instance queues it: the unique index is what keeps it
-- to one e-mail once Resend has forgotten its key (24 hours).
alter table public.contact_notifications add column summary_week_start timestamptz;

alter table public.contact_notifications drop constraint contact_notifications_kind_check;
alter table public.contact_notifications add constraint contact_notifications_kind_check
  check (kind in ('team', 'visitor_confirmation', 'volume_notice', 'weekly_summary'));
alter table public.contact_notifications drop constraint contact_notifications_request_kind;
alter table public.contact_notifications add constraint contact_notifications_request_kind
  check ((request_id is null) = (kind in ('volume_notice', 'weekly_summary')));
alter table public.contact_notifications add constraint contact_notifications_summary_week
  check ((summary_week_start is not null) = (kind = 'weekly_summary'));

create unique index contact_notifications_one_summary_a_week on public.contact_notifications (summary_week_start)
  where kind = 'weekly_summary';
