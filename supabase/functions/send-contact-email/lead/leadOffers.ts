// A lead's firm offers and the renewals its shipper asked for, as the console,
// the quote page, the booking and the offer's e-mail read them: the SQL that
// reads them with the lead, the rows it gives, the shapes both APIs answer
// (_shared/api/offers.ts), and the window a new offer may take. Amounts are
// kept in the currency's minor units and answered in its major ones.
import {
  MAX_OFFER_DAYS,
  type OfferOption,
  type OfferRenewal,
  type OfferWindow,
  type QuoteOffer,
  type SentOffer,
} from "../../_shared/api/offers.ts";
import {
  cardExpired,
  dayPlus,
  hongKongDay,
  isCardOff,
  minorDigitsOf,
  type Pricing,
  type ServiceName,
} from "../../_shared/price/pricing.ts";
import type { RateCard } from "../../_shared/price/rateCardSchema.ts";

/** The currency of an offer when neither the lead's price nor a card names one (no card is deployed). */
export const FALLBACK_OFFER_CURRENCY = "USD";

/** SQL: a lead's offers (r: its row), oldest first, each with its options in the order sent. */
export const OFFERS_SQL = `coalesce((
  select jsonb_agg(jsonb_build_object(
           'number', o.number, 'sent_at', o.sent_at, 'valid_until', to_char(o.valid_until, 'YYYY-MM-DD'),
           'currency', o.currency, 'minor_digits', o.minor_digits, 'chargeable_kg', o.chargeable_kg,
           'note', o.note, 'member', o.member,
           'options', (select jsonb_agg(jsonb_build_object(
                                'service', p.service, 'amount_minor', p.amount_minor, 'transit_days', p.transit_days,
                                'pickup', p.pickup, 'door', p.door, 'insurance', p.insurance) order by p.position)
                         from public.lead_offer_options p where p.request_id = o.request_id and p.number = o.number))
         order by o.number)
    from public.lead_offers o where o.request_id = r.id), '[]'::jsonb)`;

/** SQL: a lead's last renewal (r: its row), or null. */
export const RENEWAL_SQL = `(
  select jsonb_build_object('number', w.number, 'offer_number', w.offer_number, 'requested_at', w.requested_at)
    from public.lead_renewals w where w.request_id = r.id order by w.number desc limit 1)`;

/** An option as stored (lead_offer_options), as OFFERS_SQL reads it. */
export type OfferOptionRow = {
  service: ServiceName;
  amount_minor: number;
  transit_days: string;
  pickup: boolean;
  door: boolean;
  insurance: boolean;
};

/** An offer as stored (lead_offers), as OFFERS_SQL reads it (jsonb: its instant and day as text). */
export type OfferRow = {
  number: number;
  sent_at: string;
  valid_until: string;
  currency: string;
  minor_digits: number;
  chargeable_kg: number | null;
  note: string | null;
  member: string;
  options: OfferOptionRow[];
};

/** A renewal as stored (lead_renewals), as RENEWAL_SQL reads it. */
export type RenewalRow = { number: number; offer_number: number; requested_at: string };

/** An amount in the currency's minor units, in its major ones (70250 cents: 702.5). */
export const majorOf = (minor: number, digits: number): number => Number((minor / 10 ** digits).toFixed(digits));

/** An amount in major units with at most `digits` decimals, in minor ones (702.5: 70250 cents). */
export const minorOf = (amount: number, digits: number): number => Math.round(amount * 10 ** digits);

/** The latest of a lead's offers (the one it may be booked at), or null. */
export const latestOffer = (offers: readonly OfferRow[]): OfferRow | null => offers.at(-1) ?? null;

/** The offer has expired at `now`: its last day (Hong Kong) is past. */
export const offerExpired = (offer: Pick<OfferRow, "valid_until">, now: Date): boolean =>
  hongKongDay(now) > offer.valid_until;

export const offerOptionsOf = (offer: OfferRow): OfferOption[] =>
  offer.options.map((option) => ({
    service: option.service,
    amount: majorOf(Number(option.amount_minor), offer.minor_digits),
    transitDays: option.transit_days,
    covers: { pickup: option.pickup, door: option.door, insurance: option.insurance },
    currency: offer.currency,
  }));

const chargeableOf = (offer: OfferRow) => offer.chargeable_kg === null ? null : Number(offer.chargeable_kg);

/** An offer as the console lists it. */
export const sentOfferOf = (offer: OfferRow): SentOffer => ({
  number: offer.number,
  sentAt: new Date(offer.sent_at).toISOString(),
  validUntil: offer.valid_until,
  options: offerOptionsOf(offer),
  note: offer.note,
  member: offer.member,
  chargeableKg: chargeableOf(offer),
});

/** The latest offer as the quote page shows it at `now` (nothing only the team sees), or null. */
export function quoteOfferOf(offers: readonly OfferRow[], now: Date): QuoteOffer | null {
  const offer = latestOffer(offers);
  if (offer === null) return null;
  return {
    number: offer.number,
    sentAt: new Date(offer.sent_at).toISOString(),
    validUntil: offer.valid_until,
    expired: offerExpired(offer, now),
    options: offerOptionsOf(offer),
    note: offer.note,
    chargeableKg: chargeableOf(offer),
  };
}

/** The renewal asked for since the latest offer, or null. */
export function renewalOf(offers: readonly OfferRow[], renewal: RenewalRow | null): OfferRenewal | null {
  const offer = latestOffer(offers);
  if (offer === null || renewal === null || renewal.offer_number !== offer.number) return null;
  return { requestedAt: new Date(renewal.requested_at).toISOString() };
}

/** The services a lead's price offers, express first; none for a lead without a price. */
export function servicesPriced(pricing: Pricing | null): ServiceName[] {
  if (pricing?.kind !== "priced") return [];
  // A price stored before options had express alone.
  return pricing.price.options?.map((option) => option.service) ?? ["express"];
}

/**
 * What a lead may be chosen and booked at: its latest offer's services until
 * the offer's last day, which replaces the estimate's; without an offer, its
 * price's services until the price's last day (null: no price).
 */
export function termsOf(lead: { pricing: Pricing | null; offers: readonly OfferRow[] }): {
  offer: OfferRow | null;
  services: ServiceName[];
  validUntil: string | null;
} {
  const offer = latestOffer(lead.offers);
  if (offer !== null) {
    return { offer, services: offer.options.map((option) => option.service), validUntil: offer.valid_until };
  }
  const validUntil = lead.pricing?.kind === "priced" ? lead.pricing.price.validUntil : null;
  return { offer: null, services: servicesPriced(lead.pricing), validUntil };
}

/**
 * What a new offer may be at `now`: its last day from today to MAX_OFFER_DAYS
 * ahead (Hong Kong) and, while the deployed card holds, not past the card's
 * last day; its amounts in the lead's price's currency, else the card's, else
 * FALLBACK_OFFER_CURRENCY.
 */
export function offerWindowOf(card: RateCard | null, pricing: Pricing | null, now: Date): OfferWindow {
  const from = hongKongDay(now);
  const ahead = dayPlus(from, MAX_OFFER_DAYS);
  const cardHolds = card !== null && !isCardOff(card) && !cardExpired(card, now);
  const to = cardHolds && card.validUntil < ahead ? card.validUntil : ahead;
  if (pricing?.kind === "priced") {
    return { from, to, currency: pricing.price.currency, minorDigits: pricing.price.minorDigits };
  }
  const currency = card?.currency ?? FALLBACK_OFFER_CURRENCY;
  return { from, to, currency, minorDigits: minorDigitsOf(currency) };
}
