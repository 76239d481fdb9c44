// The e-mails a contact request triggers. Visitor-written values go only to
// the team's own address; every one is HTML-escaped in the HTML part and
// kept off header lines (subject) unless folded to one line first.
// The team's e-mail is in English (the team's language) and leads with what
// prices the job; the visitor's confirmation is in their language, with the
// site's words (../_shared/confirmationEmail.ts).
import { BILLING_STEP_KG, estimateChargeableWeight, VOLUMETRIC_DIVISOR } from "../_shared/chargeableWeight.ts";
import type { Airline } from "../_shared/airWaybill.ts";
import { type BookingWords, composeBooking } from "../_shared/bookingEmail.ts";
import { composeConfirmation, type ConfirmationWords } from "../_shared/confirmationEmail.ts";
import {
  CARGO_CONTENT_NAMES,
  type CargoContent,
  CONTACT_FIELD_SPECS,
  type ContactField,
  type ContactRequest,
} from "../_shared/contactFields.ts";
import { declaresCargo } from "../_shared/contactRequest.ts";
import type { FormReplies } from "../_shared/formReplies.ts";
import { escapeHtml } from "../_shared/html.ts";
import type { LeadSource } from "../_shared/leadSource.ts";
import type {
  Covers,
  PriceLimit,
  PriceLine,
  PriceOption,
  Pricing,
  ServiceName,
  WeightBreak,
} from "../_shared/pricing.ts";
import { toHex } from "./clientAddress.ts";
import type { DatabaseFailure } from "./database.ts";
import { answeredPrice } from "./leadPricing.ts";
import { COVERS_NOTHING } from "../_shared/visitorPrice.ts";
import type { LeadAction } from "./teamLinks.ts";
import { inLeadThread, leadMessageId, replySubject } from "./threading.ts";
import type { ClaimedNotification, RequestNotificationKind, StoredContactRequest } from "./store.ts";

export type OutgoingEmail = {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Same key for every attempt of one e-mail, so the provider sends it once. */
  idempotencyKey: string;
  /** Headers of its own: the lead's thread (threading.ts). */
  headers?: Record<string, string>;
};

export type EmailAddresses = { teamAddress: string; fromAddress: string };

/**
 * Makes a value safe for a header line: no CR/LF (header injection), no other
 * controls, and no Unicode format characters (category Cf: the right-to-left
 * override U+202E that makes a subject read backwards, zero-width spaces and
 * joiners, the byte order mark), which would let visitor text disguise itself.
 */
export function toHeaderValue(value: string, maxLength = 200): string {
  const oneLine = value
    .replace(/\p{Cf}+/gu, "")
    // deno-lint-ignore no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  // Cut between characters, never inside a surrogate pair (an emoji).
  const characters = Array.from(oneLine);
  return characters.length > maxLength ? `${characters.slice(0, maxLength - 1).join("")}…` : oneLine;
}

/**
 * The provider key of a request's e-mail: made from its reference, which is
 * made from the request's idempotency key (reference.ts), so every instance
 * that sends it, from the database or directly while the database cannot take
 * the request, sends the same e-mail under the same key, and the provider
 * sends it once. The e-mail itself is made only from the request (never from
 * its row id or the moment an instance got it), so the payloads are the same too.
 */
export function emailKey(reference: string, kind: RequestNotificationKind, possibleRepeat = false): string {
  return `quote-request/${reference}/${kind}${possibleRepeat ? "/possible-repeat" : ""}`;
}

/**
 * Said first in an e-mail sent again after the provider's idempotency window:
 * an earlier attempt may have reached the inbox without this being recorded.
 */
const POSSIBLE_REPEAT_TEXT =
  "You may have received this quote request before: an earlier e-mail about it could not be confirmed as sent " +
  "within the e-mail provider's 24-hour window, so it is sent once more. If you already have it, ignore this one.";

/** "Spanish (es)": the language of the visitor's page, in English for the team, so the reply can be written in it. */
export function languageLine(code: string | null): string {
  if (code === null) return "not known";
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }).of(code);
  } catch {
    name = undefined;
  }
  return name ? `${name} (${code})` : code;
}

/** What each declared content needs before it can fly from Hong Kong, for the team's warning. */
export const DANGEROUS_GOODS_DOCUMENTS: Record<CargoContent, string> = {
  batteries: "a safety data sheet (MSDS/SDS), a UN38.3 test summary and a lithium battery declaration",
  liquids: "a safety data sheet (MSDS/SDS)",
  powders: "a safety data sheet (MSDS/SDS)",
  magnets: "a magnetic field test report",
};

const kg = (value: number) => `${new Intl.NumberFormat("en", { maximumFractionDigits: 2 }).format(value)} kg`;
const plain = (value: number, fractionDigits = 2) =>
  new Intl.NumberFormat("en", { maximumFractionDigits: fractionDigits }).format(value);

/**
 * A wa.me link to the visitor's phone, when it is written with its country
 * code (+44 ..., 0044 ...): WhatsApp needs the full international number.
 */
export function whatsappLink(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^(\+|00)/.test(trimmed)) return null;
  const digits = trimmed.replace(/^00/, "").replace(/\D/g, "");
  return digits.length >= 8 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}

/** The rows that price the job, first in the team's e-mail: route, pieces, size, weights, contents, pickup. */
function pricingRows(request: ContactRequest): [string, string][] {
  const label = (field: ContactField) => CONTACT_FIELD_SPECS[field].team;
  const rows: [string, string][] = [["Route", `Hong Kong to ${request.shippingCountry}`]];
  if (!declaresCargo(request)) return [...rows, ["Cargo details", "not given"]];
  const { cargoPieces, cargoLengthCm, cargoWidthCm, cargoHeightCm, cargoVolumeM3, cargoWeightKg, cargoContents } =
    request;
  if (cargoPieces !== null) rows.push([label("cargoPieces"), plain(cargoPieces)]);
  const sides = [cargoLengthCm, cargoWidthCm, cargoHeightCm];
  if (sides.some((side) => side !== null)) {
    rows.push([
      "Size of one piece",
      `${sides.map((side) => (side === null ? "?" : plain(side))).join(" x ")} cm (length x width x height)`,
    ]);
  }
  if (cargoVolumeM3 !== null) {
    rows.push([label("cargoVolumeM3"), `${plain(cargoVolumeM3, 3)} m3 (all pieces, for pieces of different sizes)`]);
  }
  if (cargoWeightKg !== null) rows.push([label("cargoWeightKg"), kg(cargoWeightKg)]);
  const estimate = estimateChargeableWeight(request);
  if (estimate) {
    const volume = estimate.basis === "volume"
      ? `${plain(cargoVolumeM3!, 3)} m3 x 1,000,000`
      : `${plain(cargoPieces!)} x ${sides.map((side) => plain(side!)).join(" x ")} cm`;
    rows.push(
      ["Volumetric weight", `${kg(estimate.volumetricKg)} (${volume} / ${plain(VOLUMETRIC_DIVISOR)} cm3/kg)`],
      [
        "Chargeable weight",
        `${kg(estimate.chargeableKg)} (the greater of gross and volumetric, rounded up to ${BILLING_STEP_KG} kg; ` +
        "an estimate until measured at the warehouse)",
      ],
    );
  } else {
    rows.push([
      "Chargeable weight",
      "not computed (needs the gross weight, and the pieces and all three sides or the total volume)",
    ]);
  }
  rows.push([
    label("cargoContents"),
    cargoContents.length > 0
      ? cargoContents.map((content) => CARGO_CONTENT_NAMES[content]).join(", ")
      : "none declared",
  ]);
  if (request.pickupCity) rows.push([label("pickupCity"), request.pickupCity]);
  if (request.deliverTo === "door") {
    rows.push([
      label("deliverTo"),
      `the door${request.deliveryPostcode ? `, postcode ${request.deliveryPostcode}` : " (no postcode given)"}`,
    ]);
  }
  if (request.insure) {
    rows.push([label("insure"), `asked, on goods worth ${plain(request.goodsValue ?? 0)} (the card's currency)`]);
  }
  return rows;
}

const BREAK_NAMES: Record<WeightBreak, string> = {
  under45: "under 45 kg",
  from45: "+45 kg",
  from100: "+100 kg",
  from300: "+300 kg",
  from500: "+500 kg",
  from1000: "+1000 kg",
};

const LIMIT_NAMES: Record<PriceLimit, string> = {
  longestSideCm: "a side of a piece is longer than the card's longest side",
  heightCm: "a piece is higher than the card's height",
  averagePieceKg: "the pieces weigh more on average than the card's average piece",
  pieceVolume: "the pieces are larger on average than any piece within the card's longest side and height",
  chargeableKg: "the chargeable weight is more than the card's",
};

/** Why a request got no instant price, in English for the team. */
function noPriceReason(pricing: Extract<Pricing, { kind: "noPrice" }>, request: ContactRequest): string {
  switch (pricing.reason) {
    case "off":
      return "instant prices are off (no rate card is deployed, or it has no zones)";
    case "expired":
      return `the rate card expired on ${pricing.validUntil ?? "its last day"}`;
    case "noChargeableWeight":
      return "the chargeable weight is not known";
    case "noZone":
      return `no zone of the rate card covers ${request.shippingCountry}`;
    case "dangerousGoods":
      return "dangerous goods are declared: priced by hand";
    case "noPieces":
      return "the number of pieces is not given (the limits are per piece)";
    case "beyondLimits":
      return `beyond the rate card's limits: ${pricing.limit ? LIMIT_NAMES[pricing.limit] : "a limit is passed"}`;
  }
}

/**
 * The indicative price, option by option and line by line as an invoice adds
 * it up, for the team to confirm or correct one in a reply; or why there is none.
 */
function priceRows(pricing: Pricing | null, request: ContactRequest): [string, string][] {
  if (pricing === null) return [];
  if (pricing.kind === "noPrice") return [["Instant price", `none: ${noPriceReason(pricing, request)}`]];
  const { price } = pricing;
  const money = (minor: number) =>
    `${
      new Intl.NumberFormat("en", {
        minimumFractionDigits: price.minorDigits,
        maximumFractionDigits: price.minorDigits,
      }).format(minor / 10 ** price.minorDigits)
    } ${price.currency}`;
  const perKg = (line: PriceLine, on: string) => `${plain(line.perKg!, 3)}/kg x ${kg(line.weightKg!)}${on}`;
  const withMinimum = (line: PriceLine, on: string) =>
    line.minimumApplied
      ? `the line's minimum = ${money(line.amountMinor)}`
      : `${perKg(line, on)} = ${money(line.amountMinor)}`;
  // A price stored before options is its express option, airport to airport.
  const options: PriceOption[] = price.options ??
    [{ ...price, service: "express", transitDays: price.zone.transitDays } as PriceOption];
  const covers = price.covers ?? COVERS_NOTHING;
  const rows: [string, string][] = [[
    "Indicative price",
    `${price.zone.name}; ${
      whatItCovers(request, covers, price.pickupZone ?? null)
    }; rate card valid until ${price.validUntil}`,
  ]];
  for (const option of options) {
    const freight = option.minimumApplied
      ? `the service's minimum charge = ${money(option.freight.amountMinor)}`
      : `${BREAK_NAMES[option.breakUsed]} rate, ${perKg(option.freight, "")}${
        option.weightChargedKg !== estimateChargeableWeight(request)?.chargeableKg
          ? " (the heavier break's lowest weight: cheaper than the chargeable weight at its own rate)"
          : ""
      } = ${money(option.freight.amountMinor)}`;
    const insurance = option.insurance;
    rows.push(
      [`${SERVICE_NAMES[option.service]} option`, `${option.transitDays} days, all in for what was asked`],
      ...(option.pickup ? [[option.pickup.name, withMinimum(option.pickup, " chargeable")] as [string, string]] : []),
      [option.freight.name, freight],
      ...option.surcharges.map((line): [string, string] => [
        line.name,
        `${perKg(line, ` ${line.basis === "gross" ? "gross" : "chargeable"}`)} = ${money(line.amountMinor)}`,
      ]),
      ...option.fees.map((line): [string, string] => [line.name, money(line.amountMinor)]),
      ...(option.clearance ? [[option.clearance.name, money(option.clearance.amountMinor)] as [string, string]] : []),
      ...(option.delivery
        ? [[option.delivery.name, withMinimum(option.delivery, " chargeable")] as [string, string]]
        : []),
      ...(insurance
        ? [[
          insurance.name,
          insurance.minimumApplied
            ? `the line's minimum = ${money(insurance.amountMinor)}`
            : `${plain(insurance.percent!, 3)} % of ${
              money(insurance.insuredMinor!)
            } (110 % of the goods' value and the lines above) = ${money(insurance.amountMinor)}`,
        ] as [string, string]]
        : []),
      [`${SERVICE_NAMES[option.service]} total`, money(option.totalMinor)],
      [
        "The visitor saw",
        `${price.currency} ${plain(option.low)} to ${plain(option.high)}: confirm or correct it in your reply`,
      ],
    );
  }
  return rows;
}

/** What the options include of what the visitor asked, and what the team quotes by hand. */
function whatItCovers(request: ContactRequest, covers: Covers, pickupZone: string | null): string {
  return [
    request.pickupCity
      ? covers.pickup
        ? `pickup from ${request.pickupCity} (${pickupZone ?? "on the card"})`
        : `pickup from ${request.pickupCity} not on the card: quote it`
      : "from Hong Kong airport",
    request.deliverTo === "door"
      ? covers.door ? "to the door" : "to the door not on the card: quote it"
      : "to the destination airport",
    ...(request.insure ? [covers.insurance ? "insured" : "insurance not on the card: quote it"] : []),
  ].join(", ");
}

/**
 * Where the lead came from (leadSource.ts), for the marketer reading the
 * team's e-mail: the campaign, an ad's click, the referring site, the landing page.
 */
export function sourceRows(source: LeadSource | null): [string, string][] {
  if (source === null) return [["Source", "not recorded (sent without JavaScript)"]];
  const clicks = [source.gclid ? "a Google Ads click" : "", source.fbclid ? "a Facebook or Instagram ad click" : ""]
    .filter(Boolean);
  const campaign = source.utmSource
    ? [source.utmSource, source.utmMedium].filter(Boolean).join(" / ")
    : source.referrerHost
    ? `referred by ${source.referrerHost}`
    : "direct (no campaign, no referring site)";
  return [
    ["Source", `${campaign}${clicks.length > 0 ? ` (${clicks.join(" and ")})` : ""}`],
    ["Campaign", source.utmCampaign ?? "—"],
    ["Referring site", source.referrerHost ?? "none"],
    ["Landing page", source.landingPath ?? "—"],
  ];
}

/** The plain warning when dangerous goods are declared: what the visitor must provide before it can fly. */
function dangerousGoodsWarning(contents: readonly CargoContent[]): string | null {
  if (contents.length === 0) return null;
  const needs = contents.map((content) =>
    `${CARGO_CONTENT_NAMES[content].toLowerCase()}: ${DANGEROUS_GOODS_DOCUMENTS[content]}`
  );
  return `Dangerous goods declared. It cannot fly without these documents; ask the visitor for them: ${
    needs.join("; ")
  }.`;
}

/**
 * A lead's Answered, Booked and Lost links (teamLinks.ts), made from its
 * reference alone, so every attempt and every path sends the same e-mail;
 * null when they cannot be made (TEAM_LINK_SECRET or the function's address
 * missing: /health names it).
 */
export type LeadLinks = Record<LeadAction, string> | null;

const LINK_NAMES: Record<LeadAction, string> = { answered: "Answered", booked: "Booked", lost: "Lost" };
const LINKS_MISSING = "No Answered, Booked and Lost links: TEAM_LINK_SECRET or the function's address is not set " +
  '(supabase/README.md, "The team\'s links").';

/** The links as the text part ends: one a line, each opening the lead's page for it (nothing acts until its form is sent). */
function linksText(links: LeadLinks): string[] {
  if (links === null) return [LINKS_MISSING];
  return [
    "Mark this lead (each link opens a page; nothing changes until you send its form):",
    ...Object.entries(LINK_NAMES).map(([action, name]) => `${name}: ${links[action as LeadAction]}`),
  ];
}

/** The links as the HTML part ends: three buttons (bordered links, which every mail client shows alike). */
function linksHtml(links: LeadLinks): string {
  if (links === null) return `<p style="color:#c53030">${escapeHtml(LINKS_MISSING)}</p>\n`;
  const button = "display:inline-block;margin:0 8px 8px 0;padding:8px 14px;border:2px solid #1a4f8b;" +
    "color:#1a4f8b;font-weight:bold;text-decoration:none";
  return `<p style="margin:16px 0 8px">Mark this lead (each link opens a page; nothing changes until you send its form):</p>
<p>${
    Object.entries(LINK_NAMES).map(([action, name]) =>
      `<a href="${escapeHtml(links[action as LeadAction])}" style="${button}">${escapeHtml(name)}</a>`
    ).join("\n")
  }</p>
`;
}

/** What the team's e-mail says of a request: the visitor's fields, its reference, when it came and in which language. */
export type TeamEmailRequest = Omit<StoredContactRequest, "id" | "createdAt">;

/**
 * The team's e-mail of a request, the same from every instance and every path
 * (see emailKey); a marked possible repeat (see delivery.ts) is its own e-mail
 * under its own key.
 */
export function teamEmail(
  request: TeamEmailRequest,
  addresses: EmailAddresses,
  links: LeadLinks,
  possibleRepeat = false,
): OutgoingEmail {
  const pricing = [...pricingRows(request), ...priceRows(request.pricing, request)];
  const whatsapp = whatsappLink(request.phone);
  const contactRows: [string, string][] = [
    ["Name", request.name],
    ["E-mail", request.email],
    ["Phone", request.phone ? `${request.phone}${whatsapp ? ` (WhatsApp: ${whatsapp})` : ""}` : "—"],
    ["Language", languageLine(request.language)],
    ["What to ship", request.shippingDetails || "—"],
    ...sourceRows(request.source),
  ];
  const warning = dangerousGoodsWarning(request.cargoContents);
  const footer = `Reference ${request.reference}. Reply to this e-mail to answer the visitor.`;
  const text = [
    ...(possibleRepeat ? [POSSIBLE_REPEAT_TEXT, ""] : []),
    `New quote request ${request.reference} from the website.`,
    "",
    ...pricing.map(([label, value]) => `${label}: ${value}`),
    ...(warning ? ["", `WARNING: ${warning}`] : []),
    "",
    ...contactRows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    request.message,
    "",
    ...linksText(links),
    "",
    footer,
  ].join("\n");
  const cell = "padding:4px 12px 4px 0;vertical-align:top";
  const table = (rows: [string, string][]) =>
    `<table style="border-collapse:collapse">\n${
      rows.map(([label, value]) =>
        `<tr><th style="${cell};text-align:left">${escapeHtml(label)}</th><td style="${cell}">${
          escapeHtml(value)
        }</td></tr>`
      ).join("\n")
    }\n</table>`;
  const whatsappHtml = whatsapp ? `<p><a href="${escapeHtml(whatsapp)}">Message the visitor on WhatsApp</a></p>\n` : "";
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>New quote request ${escapeHtml(request.reference)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c">
${
    possibleRepeat
      ? `<p><strong>${escapeHtml(POSSIBLE_REPEAT_TEXT)}</strong></p>\n`
      : ""
  }<h1 style="font-size:20px">New quote request ${escapeHtml(request.reference)}</h1>
${table(pricing)}
${
    warning
      ? `<p style="padding:8px 12px;border-left:4px solid #c53030;background:#fff5f5"><strong>${
        escapeHtml(warning)
      }</strong></p>\n`
      : ""
  }<h2 style="font-size:16px">Visitor</h2>
${table(contactRows)}
${whatsappHtml}<h2 style="font-size:16px">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(request.message)}</p>
${linksHtml(links)}<p style="color:#718096;font-size:12px">${escapeHtml(footer)}</p>
</body></html>
`;
  const thread = leadMessageId(request.reference, addresses.fromAddress);
  return {
    to: addresses.teamAddress,
    from: addresses.fromAddress,
    replyTo: toHeaderValue(request.email, 254),
    subject: toHeaderValue(`${possibleRepeat ? "Possibly a repeat: " : ""}${teamSubject(request)}`),
    text,
    html,
    idempotencyKey: emailKey(request.reference, "team", possibleRepeat),
    // The lead's thread starts here; a possible repeat is another message of it.
    headers: possibleRepeat
      ? { "Message-ID": thread.replace("<quote-request.", "<quote-request.repeat."), References: thread }
      : { "Message-ID": thread },
  };
}

/** The team e-mail's subject: the reference, the route, the weight and the visitor's name. */
function teamSubject(request: TeamEmailRequest): string {
  const estimate = estimateChargeableWeight(request);
  const summary = `Hong Kong to ${request.shippingCountry}${
    estimate ? `, ${kg(estimate.chargeableKg)} chargeable` : ""
  }${request.cargoContents.length > 0 ? ", dangerous goods" : ""}`;
  return `Quote request ${request.reference}: ${summary} (${request.name})`;
}

/**
 * A short e-mail to the team in a lead's thread (threading.ts): the team
 * e-mail's subject after "Re: ", its lines as paragraphs, then the lead's links.
 */
function threadReply(
  request: TeamEmailRequest,
  addresses: EmailAddresses,
  links: LeadLinks,
  email: { title: string; lines: string[]; idempotencyKey: string },
): OutgoingEmail {
  return {
    to: addresses.teamAddress,
    from: addresses.fromAddress,
    replyTo: toHeaderValue(request.email, 254),
    subject: toHeaderValue(replySubject(teamSubject(request))),
    text: [...email.lines, "", ...linksText(links)].join("\n"),
    html: `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(email.title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c">
${email.lines.filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
${linksHtml(links)}</body></html>
`,
    idempotencyKey: email.idempotencyKey,
    headers: inLeadThread(request.reference, addresses.fromAddress),
  };
}

/** Each service as the team reads it. */
const SERVICE_NAMES: Record<ServiceName, string> = { express: "Express", economy: "Economy" };

/**
 * The team's short e-mail when the shipper chooses an option on the thank-you
 * page, in the lead's thread: who chose what, at what range, and what it
 * covers. One per change, under its own key.
 */
export function choiceEmail(
  request: TeamEmailRequest,
  choice: { service: ServiceName; number: number },
  addresses: EmailAddresses,
  links: LeadLinks,
): OutgoingEmail {
  const price = request.pricing?.kind === "priced" ? request.pricing.price : null;
  const option = price?.options?.find((candidate) => candidate.service === choice.service);
  const range = price && option
    ? `${price.currency} ${plain(option.low, 0)} to ${plain(option.high, 0)}, ${option.transitDays} days`
    : "no range on record";
  const asked = whatItCovers(
    request,
    price?.covers ?? COVERS_NOTHING,
    price?.pickupZone ?? null,
  );
  const lines = [
    `${request.name} chose ${SERVICE_NAMES[choice.service]} for quote request ${request.reference}: ${range}.`,
    "",
    `All in for what they asked: ${asked}. The option's lines are in the first e-mail of this thread.`,
    "",
    `Choice ${choice.number} of at most 5 for this request. Reply to this e-mail to answer the visitor.`,
  ];
  return threadReply(request, addresses, links, {
    title: `${SERVICE_NAMES[choice.service]} chosen for ${request.reference}`,
    lines,
    idempotencyKey: `quote-request/${request.reference}/choice-${choice.number}`,
  });
}

/** "20 hours", "1 hour", "90 minutes": how long a lead has waited, as the reminder says it. */
function waited(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
}

/**
 * The team's one reminder of a lead still new ANSWER_REMINDER_AFTER_MINUTES
 * after it arrived, in the lead's thread (threading.ts), with its links: when
 * its 24 hours run out, in Hong Kong time. Made from the lead and the setting
 * alone, so every attempt is the same e-mail under the same key.
 */
export function answerReminderEmail(
  request: TeamEmailRequest & { createdAt: Date },
  addresses: EmailAddresses,
  links: LeadLinks,
  afterMs: number,
  possibleRepeat = false,
): OutgoingEmail {
  const due = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Hong_Kong",
  }).format(new Date(request.createdAt.getTime() + 24 * 60 * 60 * 1000));
  const lines = [
    ...(possibleRepeat ? [POSSIBLE_REPEAT_TEXT, ""] : []),
    `Quote request ${request.reference} from ${request.name} has not been marked answered ${
      waited(afterMs)
    } after it arrived.`,
    "",
    `We promise a reply within 24 hours: until ${due} Hong Kong time. Reply to this e-mail to answer the visitor, ` +
    "then mark the lead below; a lead already answered by another way only needs marking.",
  ];
  return threadReply(request, addresses, links, {
    title: `Not answered yet: ${request.reference}`,
    lines,
    idempotencyKey: `quote-request/${request.reference}/answer_reminder${possibleRepeat ? "/possible-repeat" : ""}`,
  });
}

/** An e-mail of the site's words to the visitor's address, answered to the team. */
function toVisitor(
  request: TeamEmailRequest,
  addresses: EmailAddresses,
  { subject, text, html }: { subject: string; text: string; html: string },
  idempotencyKey: string,
): OutgoingEmail {
  return {
    to: toHeaderValue(request.email, 254),
    from: addresses.fromAddress,
    replyTo: addresses.teamAddress,
    subject: toHeaderValue(subject),
    text,
    html,
    idempotencyKey,
  };
}

/** The confirmation's words in the visitor's language, and the company's contacts (null when the site could not be read). */
export type ConfirmationContext = { words: ConfirmationWords; contact: FormReplies["contact"] | null };

// The site's words only (editors' content), the reference and the numbers and
// contents declared, never anything the visitor wrote, not even their name:
// the address was typed by the visitor, and the form must not become a relay
// for spam to any address.
export function visitorConfirmation(
  request: TeamEmailRequest,
  addresses: EmailAddresses,
  possibleRepeat: boolean,
  { words, contact }: ConfirmationContext,
): OutgoingEmail {
  const { subject, text, html } = composeConfirmation(words, contact, {
    reference: request.reference,
    cargo: request,
    price: answeredPrice(request.pricing, request),
  });
  return toVisitor(
    request,
    addresses,
    { subject, text, html },
    emailKey(request.reference, "visitor_confirmation", possibleRepeat),
  );
}

/**
 * What the volume notice says: the ceiling. Nothing that changes between
 * attempts (such as how many e-mails wait), so every attempt under its
 * idempotency key has the same body and Resend recognises a retry.
 */
export type VolumeNoticeFacts = { teamEmailsPerHour: number };

/**
 * The one e-mail the team gets while the hourly ceiling holds e-mails back:
 * nothing visitor-written, so a flood cannot put words in it.
 */
function volumeNotice(
  notification: ClaimedNotification,
  addresses: EmailAddresses,
  facts: VolumeNoticeFacts,
): OutgoingEmail {
  const since = notification.createdAt.toISOString();
  const text = [
    "Unusual volume of quote requests: their e-mails are being held.",
    "",
    `Since ${since}, more quote requests have arrived than the ${facts.teamEmailsPerHour} team e-mails an hour ` +
    "the website sends (TEAM_EMAILS_PER_HOUR). Every request is stored. The e-mails of the others wait and go out " +
    `at most ${facts.teamEmailsPerHour} an hour, oldest first. The function's log line "team e-mails held back ` +
    'by the hourly ceiling" says how many are waiting.',
    "",
    "If they look like spam, they can be deleted in the contact_requests table (supabase/README.md, " +
    '"Where the leads are"). You get this e-mail once each time e-mails start being held.',
  ].join("\n");
  return {
    to: addresses.teamAddress,
    from: addresses.fromAddress,
    subject: "Unusual volume: quote request e-mails are being held",
    text,
    html: `<!doctype html>
<html><head><meta charset="utf-8"><title>Quote request e-mails are being held</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c">
${text.split("\n\n").map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
</body></html>
`,
    idempotencyKey: `contact-volume-notice/${notification.id}${notification.possibleRepeat ? "/possible-repeat" : ""}`,
  };
}

/** The booking e-mail's words in the visitor's language, the company's contacts, and the airlines (read from the site). */
export type BookingContext = { words: BookingWords; contact: FormReplies["contact"]; airlines: readonly Airline[] };

/**
 * The visitor's e-mail of their shipment booked under `awb`, in their
 * language: the airline, the number, the button to the airline's tracking
 * page. One per number the lead is booked under, under its own key.
 */
export function bookingEmail(
  request: TeamEmailRequest,
  awb: string,
  addresses: EmailAddresses,
  possibleRepeat: boolean,
  { words, contact, airlines }: BookingContext,
): OutgoingEmail {
  const airline = airlines.find((candidate) => candidate.prefix === awb.slice(0, 3));
  // The team's form checked the prefix against the same list; an editor may have removed the airline since.
  if (!airline) throw new Error(`no airline of content/airlines.yaml has the prefix ${awb.slice(0, 3)}`);
  const { subject, text, html } = composeBooking(words, contact, { reference: request.reference, airline, awb });
  const key = `quote-request/${request.reference}/booking/${awb}${possibleRepeat ? "/possible-repeat" : ""}`;
  return toVisitor(request, addresses, { subject, text, html }, key);
}

/** What composing a notification's e-mail may need beyond the notification: each only for its kinds. */
export type EmailContext = {
  facts: VolumeNoticeFacts;
  /** The lead's links: for the team's e-mails about a lead (team, choice, reminder). */
  links?: LeadLinks;
  /** ANSWER_REMINDER_AFTER_MINUTES, in milliseconds: for the reminder. */
  answerReminderAfterMs?: number;
  /** The visitor's confirmation in their language: for that kind. */
  confirmation?: ConfirmationContext;
  /** The booking e-mail's words and airlines: for that kind. */
  booking?: BookingContext;
};

/** The e-mail of a claimed notification (the weekly summary excepted: weeklySummary.ts composes it from its figures). */
export function composeEmail(
  notification: ClaimedNotification,
  addresses: EmailAddresses,
  context: EmailContext,
): OutgoingEmail {
  const { kind, request, possibleRepeat } = notification;
  if (kind === "volume_notice") return volumeNotice(notification, addresses, context.facts);
  if (kind === "weekly_summary") throw new Error("the weekly summary is composed from its figures (weeklySummary.ts)");
  if (request === null) throw new Error(`notification ${notification.id} (${kind}) has no request`);
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`notification ${notification.id} (${kind}) needs ${what}`);
    return value;
  };
  switch (kind) {
    case "team":
      return teamEmail(request, addresses, need(context.links, "its links"), possibleRepeat);
    case "choice":
      return choiceEmail(request, notification.choice!, addresses, need(context.links, "its links"));
    case "answer_reminder":
      return answerReminderEmail(
        request,
        addresses,
        need(context.links, "its links"),
        need(context.answerReminderAfterMs, "the reminder's delay"),
        possibleRepeat,
      );
    case "booking":
      return bookingEmail(
        request,
        notification.bookingAwb!,
        addresses,
        possibleRepeat,
        need(context.booking, "its words"),
      );
    case "visitor_confirmation":
      return visitorConfirmation(request, addresses, possibleRepeat, need(context.confirmation, "its words"));
  }
}

/**
 * The team's notice that the database cannot store leads, once an hour for
 * each cause: nothing a visitor wrote, and nothing that differs between
 * instances (the cause is the kind, and for a refusal the database's code and
 * message; the hour it started in), so every instance sends the same e-mail
 * under the same key and the provider sends it once.
 */
export async function databaseProblemNotice(
  failure: DatabaseFailure,
  hourStart: Date,
  addresses: EmailAddresses,
): Promise<OutgoingEmail> {
  const cause = failure.kind === "away"
    ? "the database does not answer (it refuses connections, does not answer in time, or is restarting)"
    : failure.sqlstate === null
    ? `storing a lead failed in the function's own code (${failure.name}: ${failure.message})`
    : `the database refuses what the function writes: SQLSTATE ${failure.sqlstate}: ${failure.message}`;
  const todo = failure.kind === "away"
    ? "Check the database in the Supabase dashboard (Database, and the project's status)."
    : failure.sqlstate === null
    ? "This is a fault of the function, not of the database: the logs name it. Leads that the database " +
      "takes are stored as usual."
    : "A column or table missing usually means a migration was not applied: run `supabase db push` " +
      '(supabase/README.md, "Deploying"). A constraint refusing leads means the table and the function disagree.';
  const hour = hourStart.toISOString();
  const text = [
    "Quote requests are not being stored in the database.",
    "",
    `Since the hour starting ${hour}, ${cause}.`,
    "",
    "No lead is lost: each one is e-mailed to you directly as it arrives, and the function keeps it and writes " +
    "it to the database once it can. Keep those e-mails until the database is back: a lead the function " +
    "could not write before it restarted exists only there.",
    "",
    `${todo} The health route (.../send-contact-email/health) answers 503 naming "database" until it is fixed.`,
    "",
    "You get this e-mail at most once an hour for each cause.",
  ].join("\n");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${failure.kind}\u0000${cause}`));
  const causeKey = toHex(digest.slice(0, 8));
  return {
    to: addresses.teamAddress,
    from: addresses.fromAddress,
    subject: toHeaderValue(
      failure.kind === "away"
        ? "Quote requests not stored: the database does not answer"
        : `Quote requests not stored: the database refuses them (${failure.sqlstate ?? failure.name})`,
    ),
    text,
    html: `<!doctype html>
<html><head><meta charset="utf-8"><title>Quote requests not stored</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c">
${text.split("\n\n").map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
</body></html>
`,
    idempotencyKey: `database-problem/${hour}/${causeKey}`,
  };
}
