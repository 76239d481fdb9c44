// The e-mail previews, loaded when a preview shows an e-mail: React DOM's
// server renderer and React Email (with the code formatter @react-email/render
// brings) stay out of the CMS's first script, which every editor loads.
import { type ComponentProps, lazy, Suspense } from "react";

const Confirmation = lazy(() => import("./EmailPreviews").then((module) => ({ default: module.ConfirmationPreview })));
const Booking = lazy(() => import("./EmailPreviews").then((module) => ({ default: module.BookingPreview })));
const Offer = lazy(() => import("./EmailPreviews").then((module) => ({ default: module.OfferPreview })));
const Milestones = lazy(() => import("./EmailPreviews").then((module) => ({ default: module.MilestonePreviews })));
const Team = lazy(() => import("./EmailPreviews").then((module) => ({ default: module.TeamEmailsPreview })));

export const ConfirmationPreview = (props: ComponentProps<typeof Confirmation>) => (
  <Suspense fallback={null}>
    <Confirmation {...props} />
  </Suspense>
);

export const TeamEmailsPreview = (props: ComponentProps<typeof Team>) => (
  <Suspense fallback={null}>
    <Team {...props} />
  </Suspense>
);

export const BookingPreview = (props: ComponentProps<typeof Booking>) => (
  <Suspense fallback={null}>
    <Booking {...props} />
  </Suspense>
);

export const MilestonePreviews = (props: ComponentProps<typeof Milestones>) => (
  <Suspense fallback={null}>
    <Milestones {...props} />
  </Suspense>
);

export const OfferPreview = (props: ComponentProps<typeof Offer>) => (
  <Suspense fallback={null}>
    <Offer {...props} />
  </Suspense>
);
