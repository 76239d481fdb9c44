/** @jest-environment node */
// Each e-mail's rendered HTML and plain text as snapshots, so a change to an
// e-mail is seen in review: every kind, the visitor's in English and in the
// right-to-left language, made by the function's own components from the
// fixture site's words (__tests__/fixtures/content.ts, never content/) and
// the CMS's sample requests. The HTML is pretty-printed for the diff
// (@react-email/render's `pretty`); what is sent is the same markup on one line.
import { pretty } from "@react-email/render";
import { confirmationEmail } from "../../supabase/functions/_shared/emails/confirmationEmail.tsx";
import { databaseNoticeEmail, volumeNoticeEmail } from "../../supabase/functions/_shared/emails/notices.tsx";
import { renderEmail } from "../../supabase/functions/_shared/emails/render.ts";
import { signInCodeEmail } from "../../supabase/functions/_shared/emails/signInCodeEmail.tsx";
import { emailSiteFrom } from "../../supabase/functions/_shared/emails/site.ts";
import { type ComposedEmail, teamLeadEmail } from "../../supabase/functions/_shared/emails/team/teamEmail.tsx";
import { weeklySummaryEmail } from "../../supabase/functions/_shared/emails/weeklySummaryEmail.tsx";
import { bookingEmail } from "../../supabase/functions/_shared/emails/bookingEmail.tsx";
import { type MilestoneFacts, milestoneEmail } from "../../supabase/functions/_shared/emails/milestoneEmail.tsx";
import { bookingWordsFor } from "../../supabase/functions/_shared/replies/formReplies.ts";
import {
  answerReminderEmail,
  bookingRequestEmail,
  choiceEmail,
  renewalEmail,
} from "../../supabase/functions/_shared/emails/leadThreadEmails.tsx";
import { offerEmail } from "../../supabase/functions/_shared/emails/offerEmail.tsx";
import { wordsFor } from "../../supabase/functions/_shared/replies/formReplyPages.ts";
import {
  SAMPLE_DANGEROUS_LEAD,
  SAMPLE_LINES_LEAD,
  SAMPLE_BOOKING_REQUEST,
  SAMPLE_LEAD,
  SAMPLE_LINKS,
  SAMPLE_MOMENT,
  SAMPLE_OFFER,
  SAMPLE_OFFER_BOOKING_REQUEST,
  SAMPLE_QUOTE_PAGE,
  SAMPLE_RENEWAL,
  SAMPLE_REFERENCE,
  SAMPLE_REQUEST,
  SAMPLE_SIGN_IN,
  SAMPLE_WEEK,
} from "../../src/cms/emails/emailSamples";
import { buildFormReplies } from "../../src/content/formReplies";
import { fixtureSite } from "../fixtures/content";

const replies = buildFormReplies(fixtureSite);
const site = emailSiteFrom(replies, fixtureSite.shared.site.siteUrl);
const rtl = fixtureSite.shared.languages.languages.find((language) => language.direction === "rtl")!.code;

const airline = replies.airlines[0];
const awb = `${airline.prefix}12345675`;

/** The milestone e-mail's words in `code`: the booking e-mail's with the milestones'. */
const milestoneWords = (code: string) => ({ ...bookingWordsFor(replies, code), milestone: replies.languages[code].milestone });
const shipment = (facts: Pick<MilestoneFacts, "milestone" | "flight" | "deliverTo">): MilestoneFacts => ({
  reference: SAMPLE_REFERENCE,
  at: SAMPLE_MOMENT,
  tracking: { airline, awb },
  quotePage: SAMPLE_QUOTE_PAGE,
  ...facts,
});

/** The offer e-mail's words in `code`: its own, the price's, the contacts'. */
const offerWords = (code: string) => {
  const { offerEmail: said, price, thankYou, direction } = replies.languages[code];
  return { offerEmail: said, price, thankYou, direction, code };
};

const EMAILS: [string, ComposedEmail][] = [
  ["the team's e-mail of a priced request", teamLeadEmail(SAMPLE_LEAD, site, SAMPLE_LINKS)],
  ["the team's e-mail of a request declaring dangerous goods", teamLeadEmail(SAMPLE_DANGEROUS_LEAD, site, SAMPLE_LINKS)],
  ["the team's e-mail of a packing list", teamLeadEmail(SAMPLE_LINES_LEAD, site, SAMPLE_LINKS)],
  ["the team's e-mail sent again as a possible repeat, without its links", teamLeadEmail(SAMPLE_LEAD, site, null, true)],
  ["the team's e-mail of a choice", choiceEmail(SAMPLE_LEAD, { service: "economy", number: 2 }, site, SAMPLE_LINKS)],
  ["the team's e-mail of a booking request", bookingRequestEmail(SAMPLE_LEAD, SAMPLE_BOOKING_REQUEST, site, SAMPLE_LINKS)],
  [
    "the team's e-mail of a booking request at an offer",
    bookingRequestEmail(SAMPLE_LEAD, SAMPLE_OFFER_BOOKING_REQUEST, site, SAMPLE_LINKS),
  ],
  ["the team's e-mail of a renewal asked", renewalEmail(SAMPLE_LEAD, SAMPLE_RENEWAL, site, SAMPLE_LINKS)],
  ["the offer e-mail in English", offerEmail(offerWords("en"), site, SAMPLE_OFFER)],
  ["the offer e-mail right to left", offerEmail(offerWords(rtl), site, SAMPLE_OFFER)],
  [
    "the team's reminder of a lead not answered",
    answerReminderEmail({ ...SAMPLE_LEAD, createdAt: SAMPLE_MOMENT }, site, SAMPLE_LINKS, 20 * 60 * 60 * 1000),
  ],
  ["the booking e-mail in English", bookingEmail(bookingWordsFor(replies, "en"), site, { reference: SAMPLE_REFERENCE, airline, awb })],
  ["the booking e-mail right to left", bookingEmail(bookingWordsFor(replies, rtl), site, { reference: SAMPLE_REFERENCE, airline, awb })],
  [
    "the milestone e-mail in English: departed, with its flight",
    milestoneEmail(milestoneWords("en"), site, shipment({ milestone: "departed", flight: "CX 880", deliverTo: "door" })),
  ],
  [
    "the milestone e-mail right to left: delivered, ready at the airport",
    milestoneEmail(milestoneWords(rtl), site, shipment({ milestone: "delivered", flight: null, deliverTo: "airport" })),
  ],
  [
    "the milestone e-mail in English: delivered to the door",
    milestoneEmail(milestoneWords("en"), site, shipment({ milestone: "delivered", flight: null, deliverTo: "door" })),
  ],
  ["the confirmation in English, priced, dangerous goods declared", confirmationEmail(wordsFor(replies, "en"), site, SAMPLE_REQUEST)],
  ["the confirmation right to left, priced, dangerous goods declared", confirmationEmail(wordsFor(replies, rtl), site, SAMPLE_REQUEST)],
  [
    "the confirmation in English without a price",
    confirmationEmail(wordsFor(replies, "en"), site, { ...SAMPLE_REQUEST, price: { noPrice: "noZone" } }),
  ],
  ["the volume notice", volumeNoticeEmail({ since: SAMPLE_MOMENT, teamEmailsPerHour: 30 }, site)],
  ["the notice that the database does not answer", databaseNoticeEmail({ kind: "away" }, SAMPLE_MOMENT, site)],
  [
    "the notice that the database refuses leads",
    databaseNoticeEmail({ kind: "refused", code: "42703", message: 'column "x" does not exist' }, SAMPLE_MOMENT, site),
  ],
  [
    "the notice that storing leads fails in the function's code",
    databaseNoticeEmail({ kind: "fault", name: "TypeError", message: "x is undefined" }, SAMPLE_MOMENT, site),
  ],
  ["the weekly summary", weeklySummaryEmail(SAMPLE_WEEK, site)],
  ["the team member's sign-in code", signInCodeEmail(SAMPLE_SIGN_IN, site)],
];

it.each(EMAILS)("%s", async (_name, email) => {
  const { html, text } = await renderEmail(email.element);
  expect(`Subject: ${email.subject}\n\n${await pretty(html)}\n${text}\n`).toMatchSnapshot();
});

it("renders the same e-mail the same way every time (one provider key, one payload)", async () => {
  const [first, second] = await Promise.all([
    renderEmail(teamLeadEmail(SAMPLE_LEAD, site, SAMPLE_LINKS).element),
    renderEmail(teamLeadEmail(SAMPLE_LEAD, site, SAMPLE_LINKS).element),
  ]);
  expect(second).toEqual(first);
});
