-- Each booking request e-mail to the team tells the send it was queued for,
-- as it was sent, whatever later corrections change in lead_bookings (which
-- keeps only the last): a copy of that send's booking in its notification
-- ({service, cargoReadyDate, supplier, consignee, notes}), so every attempt
-- of the e-mail is the same e-mail under its key. Additive: only rows of the kinds
-- 'booking_request_<n>' (20261130000000) have it.
alter table public.contact_notifications
  add column booking jsonb
    constraint contact_notifications_booking_form check (jsonb_typeof(booking) = 'object'),
  add constraint contact_notifications_booking_copy check (starts_with(kind, 'booking_request_') = (booking is not null));

comment on column public.contact_notifications.booking is
  'A booking request''s e-mail: the booking as that send had it (service, cargoReadyDate, supplier, consignee, notes).';
