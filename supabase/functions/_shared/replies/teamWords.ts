// The words of the team's e-mails (the lead's e-mail, the notices, the weekly
// summary, a team member's sign-in code): content like every other word (content/team-emails.yaml, in the
// team's language, English unless an editor adds another and chooses it in
// content/languages.yaml, `team`). Each sentence is described once here: what
// it is for (the CMS's hint) and the placeholders it must keep.
// They reach the function in its words file, written from content/ at deploy
// (supabase/local/content/writeFunctionWords.ts).
import { CARGO_CONTENTS } from "../contactFields.ts";
import { type NoPriceReason, type PriceLimit, SERVICES } from "../price/pricing.ts";
import { WEIGHT_BREAKS } from "../price/rateCardSchema.ts";
import { LOST_REASONS } from "../leadActions.ts";
import { goodsTeamSpecs } from "../price/goodsWords.ts";

/** One sentence: what it is for, whether it is long, the placeholders it must keep and those it must not hold. */
export type WordSpec = { description: string; long?: boolean; needs?: readonly string[]; refuses?: readonly string[] };

const word = (description: string, options: Omit<WordSpec, "description"> = {}): WordSpec => ({
  description,
  ...options,
});

/** Why a request gets no instant price, each once (pricing.ts): every e-mail to the team and the weekly summary name them so. */
export const NO_PRICE_REASON_DESCRIPTIONS: Record<NoPriceReason, string> = {
  off: "Instant prices are off (no rate card, or it has no zones).",
  expired: "The rate card had expired.",
  noChargeableWeight: "The chargeable weight is not known (cargo details missing).",
  noZone: "No zone of the rate card covers the destination.",
  batteriesAlone: "Lithium batteries on their own were declared (cargo aircraft only).",
  largeBatteries: "Lithium batteries over Section II's limits were declared (Section I, fully regulated).",
  looseMagnets: "Loose magnets were declared (their field to be measured).",
  flammableLiquids: "Flammable liquids were declared (Class 3).",
  specialGoodsUnknown: "Batteries, magnets or liquids were declared without saying what they are.",
  dangerousGoods:
    "Dangerous goods were declared (since classes: Section II batteries, and the rate card has no battery handling line).",
  noPieces: "The number of pieces was not given (the limits are per piece).",
  beyondLimits: "Beyond the rate card's limits (a piece too long, high or heavy, or the shipment too heavy).",
};

const PRICE_LIMITS: readonly PriceLimit[] = [
  "longestSideCm",
  "heightCm",
  "averagePieceKg",
  "pieceVolume",
  "chargeableKg",
];

const keyed = <K extends string>(keys: readonly K[], describe: (key: K) => string): Record<K, WordSpec> =>
  Object.fromEntries(keys.map((key) => [key, word(describe(key))])) as Record<K, WordSpec>;

/** Every sentence of the team's e-mails, by group, in the order the CMS shows them. */
export const TEAM_WORD_SPECS = {
  common: {
    repeatSubject: word("Subject of an e-mail sent once more; {subject} becomes its usual subject.", {
      needs: ["subject"],
    }),
    repeatText: word("First line of such an e-mail: why it may repeat one already received.", { long: true }),
    languageName: word("A language as the team reads it; {name} and {code} become it, e.g. Spanish (es).", {
      needs: ["code"],
    }),
    unknownLanguage: word("When the visitor's language is not known."),
    hongKongTime: word("A moment in Hong Kong time; {time} becomes it, e.g. {time} (Hong Kong).", { needs: ["time"] }),
    empty: word("Shown for a field left empty, e.g. —."),
  },
  lead: {
    subject: word(
      "Subject of a quote request's e-mail; {reference}, {summary} and {name} become its reference, a summary and the visitor's name.",
      { needs: ["reference"] },
    ),
    summaryChargeable: word("The summary's weight; {weight} becomes the chargeable weight."),
    summaryDangerous: word("Added to the summary when dangerous goods are declared."),
    preview: word("The line inboxes show after the subject; {summary} and {name} as in the subject."),
    title: word("Heading of the e-mail."),
    intro: word("Line under it; {reference} becomes the reference."),
    referenceLabel: word("Label above the reference."),
    replyButton: word("Button that replies to the visitor by e-mail; {name} becomes the visitor's name."),
    whatsappButton: word("Button that opens WhatsApp with the visitor's number; {name} as above."),
    cargoTitle: word("Title above what prices the job (route, pieces, size, weights, contents)."),
    priceTitle: word("Title of the indicative price's panel."),
    warning: word(
      "When dangerous goods are declared: the warning, followed by the documents each content needs.",
      { long: true },
    ),
    visitorTitle: word("Title above the visitor's details."),
    messageTitle: word("Title above the visitor's message."),
    sourceTitle: word("Title above where the lead came from."),
    footer: word("Last line; {reference} becomes the reference.", { long: true }),
  },
  labels: {
    route: word("Label of the route."),
    cargoDetails: word("Label shown when no cargo details were given."),
    line: word("Label of a line of the packing list; {number} becomes its number, from 1.", { needs: ["number"] }),
    pieces: word("Label of the number of pieces (all lines' added up, for a packing list)."),
    size: word("Label of the size of one piece."),
    volume: word("Label of the total volume."),
    grossWeight: word("Label of the gross weight (all lines' added up, for a packing list)."),
    volumetricWeight: word("Label of the volumetric weight."),
    chargeableWeight: word("Label of the chargeable weight."),
    contents: word("Label of the declared contents."),
    pickupCity: word("Label of the pickup city in China."),
    deliverTo: word("Label of where it is delivered, when to the door."),
    insure: word("Label of the insurance, when asked."),
    name: word("Label of the visitor's name."),
    email: word("Label of the visitor's e-mail address."),
    phone: word("Label of the visitor's phone."),
    language: word("Label of the visitor's language."),
    shippingDetails: word("Label of what the visitor ships."),
    source: word("Label of the lead's source (campaign, or referring site)."),
    campaign: word("Label of the campaign."),
    referrer: word("Label of the referring site."),
    landingPage: word("Label of the landing page."),
    instantPrice: word("Label of the instant price when there is none."),
    zone: word("Label of the price's zone, transit and card."),
    total: word("Label of an option's total; {service} becomes the option's name.", { needs: ["service"] }),
    visitorSaw: word("Label of what the visitor was shown."),
  },
  values: {
    route: word("The route; {country} becomes the destination.", { needs: ["country"] }),
    notGiven: word("When no cargo details were given."),
    weight: word("A weight; {weight} becomes it, e.g. {weight} kg.", { needs: ["weight"] }),
    size: word("The size of one piece; {sides} becomes the three sides.", { needs: ["sides"] }),
    volume: word("The total volume; {volume} becomes it in cubic metres.", { needs: ["volume"] }),
    line: word(
      "A line of the packing list; {pieces}, {sides} (one piece's), {weight} (the line's gross weight), {stackable} and {volumetric} (its volume weight) become it.",
      { needs: ["pieces", "sides", "volumetric"] },
    ),
    stackable: word("A line whose pieces can be stacked."),
    notStackable: word("A line whose pieces cannot be stacked."),
    takenAt: word(
      "A line's volume weight taken at the rate card's height for pieces that cannot be stacked; {weight} and {height} become them.",
      { needs: ["weight", "height"] },
    ),
    ownHeight: word(
      "Under the packing list when a line cannot be stacked and the rate card sets no height for such pieces: they were priced at their own height.",
      { long: true },
    ),
    ownHeightNoPrice: word(
      "The same when the request got no instant price: the lines that cannot be stacked are taken at their own height.",
      { long: true },
    ),
    volumetric: word(
      "The volumetric weight and how it was worked out; {weight}, {formula} and {divisor} become it.",
      { needs: ["weight"] },
    ),
    chargeable: word("The chargeable weight and why; {weight} and {step} become it and 0.5.", {
      needs: ["weight"],
      long: true,
    }),
    notComputed: word("When the chargeable weight cannot be worked out.", { long: true }),
    noneDeclared: word("When no contents were declared."),
    door: word("Delivered to the door; {postcode} becomes the postcode given.", { needs: ["postcode"] }),
    doorNoPostcode: word("Delivered to the door, no postcode given."),
    insured: word("Insurance asked; {value} becomes the goods' value in the card's currency.", { needs: ["value"] }),
  },
  contents: keyed(CARGO_CONTENTS, (content) => `The name of ${content}.`),
  documents: keyed(CARGO_CONTENTS, (content) => `The documents ${content} need before they can fly.`),
  goods: goodsTeamSpecs(),
  price: {
    zone: word(
      "The price's zone, what it covers and until when the quote holds; {zone}, {covers} and {date} become them.",
    ),
    option: word("The heading of an option; {service} becomes its name.", { needs: ["service"] }),
    optionDays: word("What an option is; {days} becomes its transit time in days."),
    lineMinimum: word("A line charged at its minimum; {amount} becomes it.", { needs: ["amount"] }),
    perKg: word("A line charged by weight; {rate}, {weight} and {amount} become them.", { needs: ["amount"] }),
    insurance: word("The insurance; {percent}, {insured} and {amount} become them.", { needs: ["amount"] }),
    minimum: word("Freight at the service's minimum; {amount} becomes it.", { needs: ["amount"] }),
    freight: word("Freight at a break's rate; {break}, {rate}, {weight} and {amount} become them.", {
      needs: ["amount"],
    }),
    heavierBreak: word("Added when a heavier break's lowest weight was cheaper.", { long: true }),
    surcharge: word("A surcharge; {rate}, {weight}, {basis} and {amount} become them.", { needs: ["amount"] }),
    batteryHandling: word(
      "Lithium battery handling; {fixed}, {rate}, {weight} and {amount} become its amount per shipment, its rate per kg, the chargeable weight and the line.",
      { needs: ["amount"] },
    ),
    gross: word("The basis of a surcharge on the gross weight."),
    chargeable: word("The basis of a surcharge on the chargeable weight."),
    visitorSaw: word("What the visitor was shown; {range} becomes it.", { needs: ["range"] }),
    none: word("When there is no instant price; {reason} becomes why.", { needs: ["reason"] }),
    noneDetail: word("The same with more; {reason} and {detail} become them.", { needs: ["reason", "detail"] }),
    expiredDetail: word("The detail of an expired card; {date} becomes its last day.", { needs: ["date"] }),
  },
  covers: {
    pickup: word("Collected from the visitor's city; {city} and {area} become it and the card's area.", {
      needs: ["city"],
    }),
    pickupNotOnCard: word("A city not on the card; {city} becomes it.", { needs: ["city"] }),
    fromAirport: word("Nothing collected: from Hong Kong airport."),
    door: word("Delivered to the door."),
    doorNotOnCard: word("Delivery to the door, not on the card."),
    airport: word("To the destination airport."),
    insured: word("Insured."),
    insuranceNotOnCard: word("Insurance asked, not on the card."),
  },
  links: {
    title: word("Above the button to the lead in the team's console: where the lead is worked.", { long: true }),
    open: word("The button that opens the lead in the team's console (the team signs in there)."),
    missing: word("When the link cannot be made (the site's address, SITE_URL, is not set).", { long: true }),
  },
  choice: {
    title: word("Heading of the e-mail when a shipper chooses an option; {service} and {reference} become them.", {
      needs: ["service"],
    }),
    chose: word("What was chosen; {name}, {service}, {reference} and {range} become them.", { needs: ["service"] }),
    range: word("The option's range; {range} and {days} become it and its transit time."),
    noRange: word("When the option's range is not on record."),
    asked: word("What the option covers; {covers} becomes it.", { needs: ["covers"], long: true }),
    count: word("How many times it has been chosen; {number} and {most} become them.", { needs: ["number"] }),
  },
  bookingRequest: {
    title: word(
      "Heading of the e-mail when a shipper sends a booking request; {service} and {reference} become them.",
      {
        needs: ["reference"],
      },
    ),
    intro: word("What was sent; {name}, {service} and {reference} become them.", { needs: ["reference"], long: true }),
    cargoReady: word("The label of the day the cargo is ready."),
    supplier: word("The heading of the supplier in China (who hands the cargo over)."),
    consignee: word("The heading of the consignee at the destination."),
    noConsignee: word("When no consignee was given (delivered to the airport)."),
    company: word("The label of a party's company."),
    contact: word("The label of a party's contact person."),
    phone: word("The label of a party's phone."),
    address: word("The label of a party's address."),
    notes: word("The heading of the shipper's notes."),
    offer: word("The label of the firm offer the booking request was sent at."),
    atOffer: word(
      "The offer and the amount of the option booked; {reference}, {number} and {amount} become the reference, the offer's number and the amount.",
      { needs: ["number", "amount"] },
    ),
    count: word("Which send of the booking request this is; {number} and {most} become them.", {
      needs: ["number", "most"],
      long: true,
    }),
  },
  renewal: {
    title: word("Heading of the e-mail when a shipper asks for a new offer; {reference} becomes the reference."),
    text: word(
      "What was asked; {name}, {reference}, {number} and {date} become the shipper's name, the reference, the expired offer's number and its last day.",
      { needs: ["number"], long: true },
    ),
    count: word("Which ask of the lead this is; {number} and {most} become them.", {
      needs: ["number", "most"],
      long: true,
    }),
  },
  reminder: {
    title: word("Heading of the reminder of a lead not yet answered; {reference} becomes its reference."),
    text: word("What it says; {reference}, {name} and {waited} become them.", { needs: ["waited"], long: true }),
    promise: word("The promise, and what to do; {due} becomes when its 24 hours run out.", {
      needs: ["due"],
      long: true,
    }),
    hours: word("A wait in whole hours; {hours} becomes it.", { needs: ["hours"] }),
    minutes: word("A wait in minutes; {minutes} becomes it.", { needs: ["minutes"] }),
  },
  breaks: keyed(WEIGHT_BREAKS, (weightBreak) => `The weight break ${weightBreak}.`),
  noPrice: Object.fromEntries(
    Object.entries(NO_PRICE_REASON_DESCRIPTIONS).map(([reason, description]) => [reason, word(description)]),
  ) as Record<NoPriceReason, WordSpec>,
  lostReasons: keyed(LOST_REASONS, (reason) => `Why a lead was lost: ${reason}, as the weekly summary says it.`),
  limits: keyed(PRICE_LIMITS, (limit) => `The rate card's limit ${limit}, when a request is beyond it.`),
  services: keyed(SERVICES, (service) => `The ${service} service, as the team reads it.`),
  source: {
    notRecorded: word("When the lead was sent without JavaScript (no source)."),
    googleAds: word("A Google Ads click came with it."),
    metaAds: word("A Facebook or Instagram ad click came with it."),
    clicks: word("The ad clicks after the source; {clicks} becomes them.", { needs: ["clicks"] }),
    and: word("Between two ad clicks, e.g. and."),
    referredBy: word("A referring site without a campaign; {host} becomes it.", { needs: ["host"] }),
    direct: word("Neither a campaign nor a referring site."),
    none: word("No referring site."),
  },
  volumeNotice: {
    subject: word("Subject of the notice that e-mails are being held."),
    title: word("Its heading."),
    text: word(
      "Its paragraphs (separate them with an empty line); {since} and {ceiling} become when it started and TEAM_EMAILS_PER_HOUR.",
      { long: true, needs: ["ceiling"] },
    ),
  },
  databaseNotice: {
    subjectAway: word("Subject of the notice that the database does not answer."),
    subjectRefused: word("Subject of the notice that it refuses leads; {code} becomes its error code.", {
      needs: ["code"],
    }),
    subjectFault: word("Subject of the notice that the function's own code fails; {name} becomes the error's name.", {
      needs: ["name"],
    }),
    title: word("Its heading."),
    away: word("The cause when the database does not answer; {hour} becomes the hour it started.", { long: true }),
    refused: word(
      "The cause when it refuses; {hour}, {code} and {message} become the hour and the database's code and message.",
      { long: true, needs: ["code"] },
    ),
    fault: word(
      "The cause when the function's own code fails; {hour}, {name} and {message} become the hour and the error.",
      { long: true, needs: ["message"] },
    ),
    text: word("What happens to the leads meanwhile (paragraphs separated by an empty line).", { long: true }),
    todoAway: word("What to check when the database does not answer.", { long: true }),
    todoRefused: word("What to check when it refuses.", { long: true }),
    todoFault: word("What to do when the function's own code fails.", { long: true }),
    once: word("Its last line: how often it is sent.", { long: true }),
  },
  weekly: {
    subject: word("Subject of the weekly summary; {requests} and {week} become the requests and the week's Monday.", {
      needs: ["requests"],
    }),
    title: word("Its heading."),
    intro: word("Line under it; {first} and {last} become the week's first and last day.", { long: true }),
    figure: word("A figure against the week before; {count} and {last} become them.", { needs: ["count", "last"] }),
    requestsTitle: word("Title of the counts."),
    requests: word("Label of the requests."),
    withCargo: word("Label of those with cargo details."),
    priced: word("Label of those priced instantly."),
    dangerousGoods: word("Label of those declaring dangerous goods."),
    goodsTitle: word(
      "Title of the requests by the class of the batteries, magnets, liquids or powders declared (a request may count under several).",
    ),
    linesTitle: word("Title of the requests by how many cargo lines (sizes) their packing list has."),
    oneLine: word("Requests of one cargo line."),
    lines: word("Requests of more lines; {lines} becomes how many, e.g. {lines} lines.", { needs: ["lines"] }),
    noLines: word("Requests without lines: one size (the older form), a total volume, or no cargo details."),
    notPricedTitle: word("Title of why the others got no instant price."),
    notRecorded: word("The reason of a request stored before prices existed."),
    destinationsTitle: word("Title of the destinations."),
    languagesTitle: word("Title of the languages."),
    sourcesTitle: word("Title of the sources and campaigns."),
    campaign: word("A source with its campaign; {source} and {campaign} become them.", {
      needs: ["source", "campaign"],
    }),
    answeredTitle: word("Title of the 24-hour promise's figures."),
    answeredWithin24h: word("Label of the leads answered within 24 hours."),
    share: word("How many of how many; {answered}, {of}, {lastAnswered} and {lastOf} become them.", {
      needs: ["answered", "of"],
    }),
    medianToAnswer: word("Label of the median time to the first answer."),
    durationFigure: word("A time against the week before; {time} and {last} become them.", { needs: ["time"] }),
    noAnswer: word("When no lead was first answered in a week."),
    days: word("A time of days; {days} and {hours} become them.", { needs: ["days"] }),
    hours: word("A time of hours; {hours} and {minutes} become them.", { needs: ["hours"] }),
    minutes: word("A time of minutes; {minutes} becomes it.", { needs: ["minutes"] }),
    markedTitle: word("Title of the leads booked and lost."),
    booked: word("Label of the leads booked."),
    lost: word("Label of the leads lost."),
    chosenTitle: word("Title of the options chosen on the thank-you page."),
    noneChosen: word("The priced requests where no option was chosen."),
    bookedSourcesTitle: word("Title of the booked leads by source and campaign."),
    offersTitle: word("Title of the firm offers' figures, of all leads."),
    offeredWithin24h: word(
      "Label of the leads whose first offer went within 24 hours (of those whose 24 hours ran out).",
    ),
    medianToOffer: word("Label of the median time from a request to its first offer."),
    bookedAtOffer: word("Label of the leads booked in the week at an offer's price."),
    campaignOffersTitle: word("Title of the same figures for one campaign; {campaign} becomes its name.", {
      needs: ["campaign"],
    }),
    noCampaign: word("The name of the leads that came without a campaign, in the titles above."),
    notes: word("Its last paragraphs (separate them with an empty line).", { long: true }),
  },
  signIn: {
    subject: word(
      "Subject of the e-mail with a team member's sign-in code; never the code ({code}), which a locked phone would show.",
      { refuses: ["code"] },
    ),
    preview: word(
      "The line inboxes show after the subject, never the code ({code}); {minutes} becomes how long it works.",
      { refuses: ["code"] },
    ),
    title: word("Heading of the e-mail, above the code."),
    text: word("Under the code: where to type it, and that it works once; {minutes} becomes how long it works.", {
      needs: ["minutes"],
      long: true,
    }),
    ignore: word("Its last line: what to do with a code not asked for.", { long: true }),
  },
} as const satisfies Record<string, Record<string, WordSpec>>;

export type TeamWordGroup = keyof typeof TEAM_WORD_SPECS;

/** The team's words: every group of TEAM_WORD_SPECS, a sentence for each key. */
export type TeamWords = { [G in TeamWordGroup]: Record<keyof (typeof TEAM_WORD_SPECS)[G], string> };

/** The team's language and its words, as the function's words file carries them. */
export type TeamReplies = { code: string; direction: "ltr" | "rtl"; words: TeamWords };

/** True when `value` has a sentence, not empty, for every key of every group. */
export function isTeamWords(value: unknown): value is TeamWords {
  if (typeof value !== "object" || value === null) return false;
  return Object.entries(TEAM_WORD_SPECS).every(([group, specs]) => {
    const words = (value as Record<string, unknown>)[group];
    return typeof words === "object" && words !== null &&
      Object.keys(specs).every((key) => {
        const sentence = (words as Record<string, unknown>)[key];
        return typeof sentence === "string" && sentence !== "";
      });
  });
}
