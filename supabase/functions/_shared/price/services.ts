// The services a rate card's zone may have, on their own: the readers of a
// price's answer (the quote page's, the offers', the shipment's) check an
// option's service against them without importing pricing.ts, whose import of
// the rate card's schema would otherwise ride into every page that reads a
// price (the quote page's script at load, docs/performance.md).

/** The services a zone may have, in the order they are offered: express first. */
export const SERVICES = ["express", "economy"] as const;
export type ServiceName = (typeof SERVICES)[number];
