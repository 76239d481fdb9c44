// The services a zone may have, on their own: what the contracts and the
// visitor's price read of them, without the rate card's schema and its
// editors' descriptions, which the pricing (pricing.ts) brings with it and the
// quote page, which loads the contracts at once, does not need.

/** The services a zone may have, in the order they are offered: express first. */
export const SERVICES = ["express", "economy"] as const;
export type ServiceName = (typeof SERVICES)[number];
