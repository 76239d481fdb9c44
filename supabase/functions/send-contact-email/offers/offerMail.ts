// The e-mails of the firm offers, and their kinds in the outbox:
//   - the shipper's e-mail of each offer (kind 'offer', payload {number}): in
//     their language and direction (_shared/emails/offerEmail.tsx), to the
//     lead's address, answered to the team, in the thread of their
//     confirmation (threading.ts), with the link to their quote page
//     (lead/quoteKey.ts); one per offer under its own provider key, made from
//     the offer as stored, so every attempt is the same e-mail. It counts
//     against the visitors' hourly ceiling, and an offer replaced before its
//     e-mail went out is never sent (the later one's is);
//   - the team's e-mail of a renewal (kind 'renewal', payload {number, offer,
//     validUntil}), in the lead's thread, against the team's hourly ceiling.
import { emailSiteFrom, type LeadFacts } from "../../_shared/emails/site.ts";
import type { OfferWords } from "../../_shared/emails/offerEmail.tsx";
import type { LeadLink } from "../../_shared/leadActions.ts";
import { pickupAsked } from "../../_shared/price/visitorPrice.ts";
import { bookingWordsFor } from "../../_shared/replies/formReplies.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import { offerOptionsOf, type OfferRow } from "../lead/leadOffers.ts";
import { quotePageOf } from "../lead/quoteKey.ts";
import { type EmailKind, keyOf, leadOf, payloadField } from "../outbox/emailKinds.ts";
import {
  type EmailAddresses,
  type EmailContext,
  type LeadMail,
  outgoing,
  type OutgoingEmail,
  toTeamInThread,
  toVisitor,
} from "../outbox/outgoing.ts";
import { inConfirmationThread, replySubject } from "../outbox/threading.ts";
import type { OfferStore } from "./offerStore.ts";

/** The provider key of a lead's offer e-mail. */
export const offerEmailKey = (reference: string, number: number, possibleRepeat = false): string =>
  keyOf(`quote-request/${reference}/offer-${number}`, possibleRepeat);

/** The shipper's e-mail of the lead's `offer`, in the lead's language. */
export async function offerMail(
  request: LeadFacts & { createdAt: Date },
  offer: OfferRow,
  addresses: EmailAddresses,
  context: EmailContext,
  possibleRepeat = false,
): Promise<OutgoingEmail> {
  const { replies } = context;
  // The lead's language (the site's default when it has no such language).
  const { confirmation, thankYou, direction, code } = bookingWordsFor(replies, request.language);
  const { offerEmail, price } = replies.languages[code];
  const words: OfferWords = { offerEmail, price, thankYou, direction, code };
  const facts = {
    reference: request.reference,
    number: offer.number,
    validUntil: offer.valid_until,
    options: offerOptionsOf(offer),
    note: offer.note,
    chargeableKg: offer.chargeable_kg === null ? null : Number(offer.chargeable_kg),
    pickupCity: pickupAsked(request.pickupCity, request.pricing)?.named ?? null,
    quotePage: await quotePageOf(request, code, context),
  };
  const site = emailSiteFrom(replies, context.origin);
  // The confirmation's subject, in the lead's language: what Gmail threads on beside the headers.
  const thread = replySubject(fillTemplate(confirmation.subject, { reference: request.reference }));
  const compose = async () => (await import("../../_shared/emails/offerEmail.tsx")).offerEmail(words, site, facts);
  return await outgoing(compose, {
    ...toVisitor(request, addresses, offerEmailKey(request.reference, offer.number, possibleRepeat)),
    headers: inConfirmationThread(request.reference, addresses.fromAddress),
  }, () => thread);
}

/** The team's e-mail of a renewal, in the lead's thread (one per renewal, its own key). */
export function renewalMail(
  request: LeadFacts,
  renewal: { number: number; offer: number; validUntil: string },
  addresses: EmailAddresses,
  links: LeadLink,
  context: EmailContext,
  possibleRepeat = false,
): Promise<OutgoingEmail> {
  const site = emailSiteFrom(context.replies, context.origin);
  const key = keyOf(`quote-request/${request.reference}/renewal-${renewal.number}`, possibleRepeat);
  const { envelope, subject } = toTeamInThread(request, addresses, key);
  const compose = async () =>
    (await import("../../_shared/emails/leadThreadEmails.tsx")).renewalEmail(
      request,
      renewal,
      site,
      links,
      possibleRepeat,
    );
  return outgoing(compose, envelope, subject);
}

/** The kinds of the offers' e-mails: each offer's to the shipper, each renewal's to the team. */
export function offerEmailKinds(store: Pick<OfferStore, "offer">, mail: LeadMail): EmailKind[] {
  const { addresses, context } = mail;
  return [
    {
      kind: "offer",
      ceiling: "visitors",
      stillWanted: {
        sql: `not exists (select 1 from public.lead_offers o
                           where o.request_id = r.id and o.number > (n.payload->>'number')::int)`,
        because: "not sent: a later offer replaced it before it went out",
      },
      compose: async (email) => {
        const lead = leadOf(email);
        const number = payloadField(email, "number", "number");
        const offer = await store.offer(lead.id, number);
        if (offer === null) throw new Error(`offer ${number} of ${lead.reference} is not stored`);
        return await offerMail(lead, offer, addresses, context, email.possibleRepeat);
      },
    },
    {
      kind: "renewal",
      ceiling: "team",
      compose: async (email) => {
        const lead = leadOf(email);
        const renewal = {
          number: payloadField(email, "number", "number"),
          offer: payloadField(email, "offer", "number"),
          validUntil: payloadField(email, "validUntil", "string"),
        };
        const links = await mail.leadLink(lead.reference);
        return await renewalMail(lead, renewal, addresses, links, context, email.possibleRepeat);
      },
    },
  ];
}
