// The pages the team's Answered, Booked and Lost links open (teamLinks.ts):
// the lead and where it stands, and a form whose button marks it (opening the
// page changes nothing); then what the mark did, or what is wrong. In the
// team's words and language (content/team-emails.yaml). Plain HTML with inline
// styles, every value escaped; it works without JavaScript (it has none).
import { AIR_WAYBILL_FIELD, type AirWaybillProblem, formatAirWaybill } from "../../_shared/airWaybill.ts";
import { standalonePage } from "../../_shared/words/formReplyPages.ts";
import { escapeHtml, fillHtml } from "../../_shared/html.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import type { TeamReplies } from "../../_shared/emails/teamWords.ts";
import type { LeadAction } from "./teamLinks.ts";
import { type LeadProgress, type LeadSummary, LOST_REASONS, type LostReason } from "./progressStore.ts";

/** The lost form's field. */
export const LOST_REASON_FIELD = "reason";

/** The words of the team's lead pages, and the team's language they are in. */
export type LeadPageWords = {
  language: { code: string; direction: "ltr" | "rtl" };
  /** Each action's name, as the links and the pages call it. */
  actions: Record<LeadAction, string>;
  title: string;
  lead: string;
  now: string;
  status: Record<"new" | "answered" | "booked" | "lost", string>;
  noChange: string;
  buttons: Record<LeadAction, string>;
  awbLabel: string;
  awbHint: string;
  awbProblems: Record<AirWaybillProblem, string>;
  reasonLegend: string;
  reasons: Record<LostReason, string>;
  reasonMissing: string;
  doneTitle: string;
  was: string;
  alreadyTitle: string;
  alreadyText: string;
  bookingEmail: string;
  forbiddenTitle: string;
  forbiddenText: string;
  notFoundTitle: string;
  notFoundText: string;
  unavailableTitle: string;
  unavailableText: string;
};

/** The lead pages' words from the team's (content/team-emails.yaml): the links' names are the actions'. */
export function leadPageWordsOf(team: TeamReplies): LeadPageWords {
  const { links, leadPage, leadStatus, leadButtons, leadReasons, awbProblems } = team.words;
  return {
    language: { code: team.code, direction: team.direction },
    actions: { answered: links.answered, booked: links.booked, lost: links.lost },
    ...leadPage,
    status: leadStatus,
    buttons: leadButtons,
    awbProblems,
    reasons: leadReasons,
  };
}

/** A moment as Hong Kong reads it: 26 November 2026, 10:00. */
export const hongKongTime = (instant: Date): string =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Asia/Hong_Kong",
  }).format(instant);

/** Where a lead stands, in a sentence's words (unescaped). */
export function statusText(words: LeadPageWords, progress: LeadProgress): string {
  const date = progress.statusAt ? hongKongTime(progress.statusAt) : "";
  const template = words.status[progress.status];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    ({
      date,
      awb: progress.awb ? formatAirWaybill(progress.awb) : "",
      reason: progress.lostReason ? words.reasons[progress.lostReason] : "",
    } as Record<string, string>)[name] ?? match);
}

const paragraph = (html: string) => `<p>${html}</p>`;

/** The lead's line: which lead, from whom, to where, when. */
const leadLine = (words: LeadPageWords, lead: LeadSummary) =>
  paragraph(fillHtml(words.lead, {
    reference: lead.reference,
    name: lead.name,
    country: lead.shippingCountry,
    received: hongKongTime(lead.createdAt),
  }));

/** What the form of an action was sent with, to show again beside what is wrong with it. */
export type LeadFormState = { awb?: string; problem?: string; reason?: string };

// No action: the form posts to the page's own address, its signature included.
function form(words: LeadPageWords, action: LeadAction, state: LeadFormState): string {
  const fields: string[] = [];
  const problem = state.problem ? `<p class="problem" id="problem">${escapeHtml(state.problem)}</p>` : "";
  if (action === "booked") {
    fields.push(
      `<label for="awb">${escapeHtml(words.awbLabel)}</label>`,
      `<input type="text" id="awb" name="${AIR_WAYBILL_FIELD}" inputmode="numeric" autocomplete="off" required ` +
        `value="${escapeHtml(state.awb ?? "")}" aria-describedby="awb-hint${problem ? " problem" : ""}"` +
        `${problem ? ' aria-invalid="true"' : ""}>`,
      `<p class="hint" id="awb-hint">${escapeHtml(words.awbHint)}</p>`,
      problem,
    );
  }
  if (action === "lost") {
    fields.push(
      `<fieldset${problem ? ' aria-describedby="problem"' : ""}>`,
      `<legend>${escapeHtml(words.reasonLegend)}</legend>`,
      ...LOST_REASONS.map((reason) =>
        `<label><input type="radio" name="${LOST_REASON_FIELD}" value="${reason}" required${
          state.reason === reason ? " checked" : ""
        }> ${escapeHtml(words.reasons[reason])}</label>`
      ),
      "</fieldset>",
      problem,
    );
  }
  return `<form method="post">\n${fields.filter(Boolean).join("\n")}\n<button type="submit">${
    escapeHtml(words.buttons[action])
  }</button>\n</form>`;
}

/** The page a link opens: the lead, where it stands, and the form of the action. */
export function leadFormPage(
  words: LeadPageWords,
  lead: LeadSummary,
  action: LeadAction,
  state: LeadFormState = {},
): string {
  const title = fillTemplate(words.title, { reference: lead.reference, action: words.actions[action] });
  return standalonePage(words.language, title, [
    leadLine(words, lead),
    paragraph(fillHtml(words.now, { status: statusText(words, lead.progress) })),
    paragraph(escapeHtml(words.noChange)),
    form(words, action, state),
  ], null);
}

/** What a mark did: the lead, what it is now and what it was, or that it was so already. */
export function leadMarkedPage(
  words: LeadPageWords,
  outcome: { lead: LeadSummary; before: LeadProgress; changed: boolean },
  action: LeadAction,
  /** The booking e-mail queued for the visitor by this mark, if one was. */
  booking: { airline: string; awb: string } | null,
): string {
  const values = { reference: outcome.lead.reference, action: words.actions[action] };
  if (!outcome.changed) {
    return standalonePage(words.language, fillTemplate(words.alreadyTitle, values), [
      leadLine(words, outcome.lead),
      paragraph(fillHtml(words.now, { status: statusText(words, outcome.lead.progress) })),
      paragraph(escapeHtml(words.alreadyText)),
    ], null);
  }
  return standalonePage(words.language, fillTemplate(words.doneTitle, values), [
    leadLine(words, outcome.lead),
    paragraph(fillHtml(words.now, { status: statusText(words, outcome.lead.progress) })),
    paragraph(fillHtml(words.was, { status: statusText(words, outcome.before) })),
    ...(booking
      ? [paragraph(fillHtml(words.bookingEmail, { airline: booking.airline, awb: formatAirWaybill(booking.awb) }))]
      : []),
  ], null);
}

/** A page that only says something: a refused link, a lead that is gone, a database away. */
export const leadNoticePage = (words: LeadPageWords, title: string, text: string): string =>
  standalonePage(words.language, title, [paragraph(escapeHtml(text))], null);
