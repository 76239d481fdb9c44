// The team's console (/team): signing in with a code by e-mail, the open
// leads, one lead and what can be done with it.
import { type ContentFile, type Fields, object, text } from "../schemaDsl";
import { teamLeadFields } from "./teamLead";
import { GOODS_TEAM_NEEDS, GOODS_TEAM_WORDS, type GoodsTeamWords } from "../../../supabase/functions/_shared/price/goodsWords.ts";
import { withPlaceholders } from "../../../supabase/functions/_shared/content/commonFields.ts";

/** The classes of the declared goods, as the team's e-mail names them (goodsWords.ts), under their heading. */
const goodsFields = Object.fromEntries(
  (Object.keys(GOODS_TEAM_WORDS) as (keyof GoodsTeamWords)[]).map((key) => {
    const needs = GOODS_TEAM_NEEDS[key];
    return [key, text(GOODS_TEAM_WORDS[key], needs ? withPlaceholders(needs) : {})];
  }),
) as Record<keyof GoodsTeamWords, ReturnType<typeof text>>;

/** The team's console (/team): English only, so a shared file (never translated). */
const teamConsoleFields = {
  title: text("The browser tab's title; the page is never listed by search engines."),
  heading: text("Main heading."),
  needsJavaScript: text("The only sentence of the page without JavaScript: the console needs it.", { long: true }),
  working: text("Said while the console waits for the server."),
  networkError: text("Said when the server could not be reached or answered something unexpected."),
  signIn: object("Signing in: an e-mail address, then the 6-digit code sent to it.", {
    title: text("Heading of the sign-in form."),
    intro: text("Line under that heading.", { long: true }),
    emailLabel: text("Label of the e-mail address."),
    sendButton: text("Button that sends the code to that address."),
    sent: text("Said once the code is sent; {email} becomes the address.", { long: true, pattern: /\{email\}/, hint: "must contain {email}" }),
    codeLabel: text("Label of the code field."),
    codeHint: text("Under the code field, e.g. 6 digits, valid for a few minutes."),
    verifyButton: text("Button that signs in with the code."),
    otherEmailButton: text("Button that goes back to type another e-mail address."),
    invalidCode: text("Said when the code is wrong or has expired."),
    codeFormat: text("Said when the code typed is not 6 digits."),
    sessionEnded: text("Said when the session has ended and the team member must sign in again."),
    tooMany: text("Said when this connection has asked for codes or tried them too often; {minutes} becomes the minutes to wait.", {
      long: true,
      pattern: /\{minutes\}/,
      hint: "must contain {minutes}",
    }),
  }),
  signOutButton: text("Button that signs out (forgets the session in this tab)."),
  leads: object("The list of leads.", {
    title: text("Heading above the list."),
    caption: text("The table's caption (read by screen readers), e.g. Open leads, oldest first."),
    captionAll: text("The caption when every lead is shown."),
    showAll: text("Button that shows every lead, closed ones too."),
    showOpen: text("Button that shows the open leads only."),
    more: text("Button that loads the next leads."),
    empty: text("Said when there is no lead to show."),
    reference: text("Heading of the reference column."),
    received: text("Heading of the column of when the lead came in (Hong Kong time)."),
    age: text("Heading of the age column (against the 24-hour promise)."),
    country: text("Heading of the country column."),
    weight: text("Heading of the chargeable weight column."),
    chosen: text("Heading of the option chosen column."),
    status: text("Heading of the status column."),
    hours: text("A lead's age; {hours} becomes the hours.", { pattern: /\{hours\}/, hint: "must contain {hours}" }),
    late: text("Beside the age of a lead past 20 hours and not answered (not only the red colour says it)."),
    bookingRequested: text("Beside the status of a lead whose shipper has asked to book (not only the colour says it)."),
    kilograms: text("A chargeable weight; {kg} becomes the kilograms.", { pattern: /\{kg\}/, hint: "must contain {kg}" }),
    none: text("Shown where there is nothing (no weight, no option chosen)."),
  }),
  statuses: object("Where a lead stands, as the console says it.", {
    new: text("A new lead, not answered yet."),
    answered: text("Answered."),
    booked: text("Booked."),
    lost: text("Lost."),
  }),
  services: object("The options a shipper can choose, as the console names them.", {
    express: text("Express."),
    economy: text("Economy."),
  }),
  lostReasons: object("Why a lead was lost: the choices of the Lost form.", {
    price: text("The price."),
    transitTime: text("The transit time."),
    noReply: text("No reply from the shipper."),
    other: text("Another reason."),
  }),
  lead: object("One lead.", {
    back: text("Link back to the list of leads."),
    title: text("Heading of a lead's page; {reference} becomes its reference.", { pattern: /\{reference\}/, hint: "must contain {reference}" }),
    notFound: text("Said when there is no lead of that reference."),
    status: text("Label of where the lead stands."),
    received: text("Label of when it came in."),
    visitorLanguage: text("Label of the visitor's language."),
    awb: text("Label of its air waybill number (once booked)."),
    lostReason: text("Label of why it was lost."),
    requestTitle: text("Heading of what the visitor sent."),
    name: text("Label of the visitor's name."),
    email: text("Label of the visitor's e-mail address."),
    phone: text("Label of the visitor's phone number."),
    shippingCountry: text("Label of the destination country."),
    shippingDetails: text("Label of the shipping details."),
    message: text("Label of the visitor's message."),
    deliverTo: text("Label of where the visitor asked the goods delivered."),
    deliverToAirport: text("Delivered to the destination airport."),
    deliverToDoor: text("Delivered to the door."),
    insure: text("Label of whether the visitor asked for insurance."),
    yes: text("Yes (insurance asked for)."),
    no: text("No (insurance not asked for)."),
    priceTitle: text("Heading of the indicative price."),
    noPrice: text("Said when the lead got no indicative price."),
    chosen: text("Label of the option the shipper chose."),
    historyTitle: text("Heading of the lead's history."),
    historyEntry: text("One change of the history; {member}, {at}, {from} and {to} become who, when, and the statuses.", {
      pattern: /\{to\}/,
      hint: "must contain {to}",
    }),
    noHistory: text("Said when nothing has been done with the lead yet."),
  }),
  goods: object("The batteries, magnets, liquids and powders a lead declared, classified as airlines classify them.", {
    title: text("Heading of the declared goods, on a lead's page."),
    ...goodsFields,
  }),
  contents: object("What each declared content is called, beside its class on a lead's page.", {
    batteries: text("Lithium batteries."),
    liquids: text("Liquids."),
    powders: text("Powders."),
    magnets: text("Magnets."),
  }),
  booking: object("The shipper's booking request, on a lead's page.", {
    title: text("Heading of the booking request."),
    service: text("Label of the option to book."),
    cargoReadyDate: text("Label of the day the cargo is ready."),
    supplier: text("Label of the supplier in China (where to collect)."),
    consignee: text("Label of the consignee (door delivery)."),
    notes: text("Label of the shipper's notes."),
    requestedAt: text("Label of when the shipper sent it (Hong Kong time)."),
    changesLeft: text("Label of how many more times the shipper may correct it."),
    party: text("A supplier or consignee; {company}, {contact}, {phone} and {address} become theirs.", {
      pattern: /\{company\}/,
      hint: "must contain {company}",
    }),
  }),
  milestones: object("The shipment's milestones once booked: the list and the form that records the next one.", {
    title: text("Heading of the milestones."),
    none: text("Said when no milestone is recorded yet."),
    entry: text("One milestone; {milestone} and {at} become which and when (Hong Kong time).", {
      pattern: /\{milestone\}/,
      hint: "must contain {milestone}",
    }),
    flight: text("After a milestone with a flight; {flight} becomes its number.", { pattern: /\{flight\}/, hint: "must contain {flight}" }),
    collected: text("Collected from the supplier."),
    inHongKong: text("Received in Hong Kong."),
    departed: text("Departed (on a flight)."),
    arrived: text("Arrived at the destination airport."),
    delivered: text("Delivered (to the door, or ready for collection at the airport)."),
    formTitle: text("Heading of the form that records the next milestone."),
    record: text("Button that records the next milestone; {milestone} becomes it.", {
      pattern: /\{milestone\}/,
      hint: "must contain {milestone}",
    }),
    flightLabel: text("Label of the flight number (asked when the shipment departs)."),
    flightHint: text("Under that field, e.g. CX 170."),
    done: text("Said once a milestone is recorded; {milestone} becomes it.", { pattern: /\{milestone\}/, hint: "must contain {milestone}" }),
    outOfOrder: text("Said when that milestone, or a later one, is already recorded; {milestone} becomes the last one recorded.", {
      pattern: /\{milestone\}/,
      hint: "must contain {milestone}",
    }),
  }),
  actions: object("What can be done with a lead: its forms.", {
    title: text("Heading above the actions."),
    answered: text("Button that marks the lead answered."),
    booked: text("Button that marks the lead booked with the air waybill number."),
    correct: text("Button that corrects the air waybill number of a booked lead."),
    awbLabel: text("Label of the air waybill number."),
    awbHint: text("Under that field, e.g. 11 digits."),
    lost: text("Button that marks the lead lost with the reason."),
    reasonLabel: text("Label of the reason."),
    reasonChoose: text("The reason's first choice, before one is chosen."),
    done: text("Said once the lead is marked; {status} becomes where it stands now.", { pattern: /\{status\}/, hint: "must contain {status}" }),
    conflict: text("Said when someone has already moved the lead; {status} becomes where it stands.", {
      pattern: /\{status\}/,
      hint: "must contain {status}",
    }),
  }),
  ...teamLeadFields,
} satisfies Fields;

export const TEAM_CONSOLE_FILE = {
  name: "team-console",
  translated: false,
  typeName: "TeamConsoleYaml",
  label: "Team console",
  description:
    "The team's console (/team): signing in with a code by e-mail, the open leads, one lead and what can be done with it; in English only, the team's language",
  fields: teamConsoleFields,
} as const satisfies ContentFile;
