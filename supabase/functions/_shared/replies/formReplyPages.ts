// The pages a visitor sees when the site's plain HTML form (no JavaScript)
// posts to the function and the request cannot be accepted, in the language
// of the page it was sent from, with that language's words (the function's
// words, written from content/ at deploy; see formReplies.ts). They replace the site's page in
// the visitor's tab, so they stand alone: inline styles only, every value
// escaped, and a way back to the form. The CMS previews them with this code.
// Plain TypeScript with no imports but its neighbours: the function and the
// site's CMS build both use it.
import type { AirWaybillProblem } from "../airWaybill.ts";
import { CONTACT_ERROR, CONTACT_FIELDS, type ContactField } from "../contactFields.ts";
import type { ContactErrors, LinesErrors } from "../contactRequest.ts";
import { fieldErrorText, formatNumber as formatNumberIn } from "../words/fieldWords.ts";
import type { FormReplies, LanguageReplies } from "./formReplies.ts";
import { escapeHtml, fillHtml, fillHtmlWith, leftToRight } from "../html.ts";
import { inMinutes } from "../words/template.ts";

/** Why a form post was refused, with what the page needs to say about it. */
export type FormProblem =
  | {
    kind: "invalidFields";
    /** Error code per field, as validateContactRequest returns them (the lines': a code, or each line's). */
    errors: ContactErrors;
    /** What the visitor sent, to show back where it helps (the e-mail address). */
    values: Record<string, unknown>;
  }
  | { kind: "rateLimited"; retryAfterSeconds: number }
  /** The database could not take it just now: send it again a little later. */
  | { kind: "unavailable"; retryAfterSeconds: number }
  | { kind: "tooLarge"; maxBytes: number }
  /** Not readable as a form: wrong charset, not UTF-8, wrong method. */
  | { kind: "unreadable" }
  | { kind: "originNotAllowed" }
  | { kind: "internalError"; reference: string };

/** A language's words for the pages and the e-mails, and its code (the page's lang). */
export type PageWords = Omit<LanguageReplies, "booking"> & { code: string };

/** Said to a request that did not come from the site's own form: never in the site's words, it is not the site's page. */
const NOT_ALLOWED = {
  code: "en",
  direction: "ltr" as const,
  title: "This form cannot be sent from here",
  text:
    "We accept quote requests only from the contact form on our own website, and this request did not come from it. " +
    "Nothing has been sent. If you used the form on our website, go back with your browser’s Back button and try again, " +
    "or contact us by e-mail or WhatsApp.",
};

/** The longest visitor value shown back on a page. */
const ECHO_MAX_LENGTH = 80;

/** "You typed “…”." after an address the visitor mistyped, so the typo is easy to spot. */
function echo(words: PageWords, field: ContactField, code: string, values: Record<string, unknown>): string {
  const value = values[field];
  if (field !== "email" || code !== CONTACT_ERROR.email || typeof value !== "string") return "";
  const shown = value.length > ECHO_MAX_LENGTH ? `${value.slice(0, ECHO_MAX_LENGTH - 1)}…` : value;
  return ` ${fillHtml(words.page.youTyped, { value: shown })}`;
}

const STYLE = "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;" +
  "line-height:1.5;color:#1a202c;background:#f7fafc}" +
  "main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}" +
  "h1{font-size:1.5rem;line-height:1.25;margin-top:0}li{margin:.5rem 0}a{color:#1d4ed8}bdi{unicode-bidi:isolate}";

function page(words: PageWords, title: string, body: string[], formUrl: string | null): string {
  return standalonePage(words, title, body, formUrl === null ? null : { href: formUrl, text: words.page.formLink });
}

/**
 * A page the function answers with, standing alone in the visitor's tab:
 * its language and direction, a title, paragraphs of HTML (already escaped),
 * and a link back where there is one to trust. Inline styles only.
 */
export function standalonePage(
  language: { code: string; direction: "ltr" | "rtl" },
  title: string,
  body: string[],
  back: { href: string; text: string } | null,
): string {
  const link = back === null ? "" : `\n<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.text)}</a></p>`;
  return `<!doctype html>
<html lang="${escapeHtml(language.code)}" dir="${language.direction === "rtl" ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body.join("\n")}${link}
</main>
</body>
</html>
`;
}

const paragraph = (html: string) => `<p>${html}</p>`;

/** Each line's field as the single size's field (its bounds, its label), or its own label's key. */
const LINE_FIELD_WORDS = {
  pieces: "cargoPieces",
  lengthCm: "cargoLengthCm",
  widthCm: "cargoWidthCm",
  heightCm: "cargoHeightCm",
  weightKg: "cargoWeightKg",
  weightPer: "cargoWeightKg",
  stackable: "cargoLines",
} as const;

/** The items of the lines' errors: one for them all, or one per field of each line, named by the line's number. */
function lineItems(words: PageWords, errors: LinesErrors): string[] {
  const item = (label: string, field: ContactField, code: string) =>
    `<li><strong>${label}:</strong> ${escapeHtml(fieldErrorText(words.errors, field, code, words.code))}</li>`;
  if (typeof errors === "string") return [item(escapeHtml(words.labels.cargoLines), "cargoLines", errors)];
  return errors.flatMap((lineErrors, place) =>
    Object.entries(lineErrors ?? {}).map(([key, code]) => {
      const field = LINE_FIELD_WORDS[key as keyof typeof LINE_FIELD_WORDS];
      const label = key === "weightKg" || key === "weightPer"
        ? words.lines.lineWeight
        : key === "stackable"
        ? words.lines.lineStackable
        : words.labels[field];
      const line = fillHtml(words.lines.lineLegend, { number: formatNumberIn(place + 1, words.code) });
      return item(`${line} · ${escapeHtml(label)}`, field, code!);
    })
  );
}

/**
 * The page for a refused form post, in `words`' language. `siteOrigin` is the
 * allowed origin the form was posted from, for the link back; null when there
 * is none to trust.
 */
export function renderFormProblemPage(problem: FormProblem, words: PageWords, siteOrigin: string | null): string {
  const formUrl = siteOrigin === null ? null : `${siteOrigin}${words.formPath}`;
  const back = paragraph(escapeHtml(words.page.backHint));
  switch (problem.kind) {
    case "invalidFields": {
      const items = CONTACT_FIELDS.filter((field) => field in problem.errors).flatMap((field) => {
        if (field === "cargoLines") return lineItems(words, problem.errors.cargoLines!);
        const code = problem.errors[field]!;
        const message = escapeHtml(fieldErrorText(words.errors, field, code, words.code));
        return `<li><strong>${escapeHtml(words.labels[field])}:</strong> ${message}${
          echo(words, field, code, problem.values)
        }</li>`;
      });
      return page(words, words.page.checkTitle, [
        paragraph(escapeHtml(words.page.checkText)),
        `<ul>\n${items.join("\n")}\n</ul>`,
        back,
      ], formUrl);
    }
    case "rateLimited": {
      const time = inMinutes(words.code, problem.retryAfterSeconds, "auto");
      return page(
        words,
        words.page.rateLimitedTitle,
        [paragraph(fillHtml(words.page.rateLimitedText, { time })), back],
        formUrl,
      );
    }
    case "unavailable": {
      // "in 1 minute": the sentence already says to go back, so no second hint.
      const time = inMinutes(words.code, problem.retryAfterSeconds, "always");
      return page(
        words,
        words.page.unavailableTitle,
        [paragraph(fillHtml(words.page.unavailableText, { time }))],
        formUrl,
      );
    }
    case "tooLarge": {
      const size = new Intl.NumberFormat(words.code, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 })
        .format(
          Math.floor(problem.maxBytes / 1024),
        );
      return page(
        words,
        words.page.tooLargeTitle,
        [paragraph(fillHtml(words.page.tooLargeText, { size })), back],
        formUrl,
      );
    }
    case "unreadable":
      return page(words, words.page.unreadableTitle, [paragraph(escapeHtml(words.page.unreadableText)), back], formUrl);
    case "originNotAllowed":
      return standalonePage(NOT_ALLOWED, NOT_ALLOWED.title, [paragraph(escapeHtml(NOT_ALLOWED.text))], null);
    case "internalError":
      return page(words, words.page.errorTitle, [
        paragraph(escapeHtml(words.page.errorText)),
        back,
        paragraph(fillHtml(words.page.errorReference, { reference: problem.reference })),
      ], formUrl);
  }
}

/** What the tracking page's plain form gets back instead of the airline's page: what is wrong with the number, the digits it was read as, and what was typed. */
export type TrackProblem = { kind: "mistake"; problem: AirWaybillProblem; digits: string; typed: string };

/** The longest number shown back on the tracking answer. */
const TRACK_ECHO_MAX_LENGTH = 40;

/**
 * The tracking form's answer page for a wrong number, in `words`' language;
 * the link back to the site's tracking page when `siteOrigin` is one to trust.
 */
export function renderTrackProblemPage(problem: TrackProblem, words: PageWords, siteOrigin: string | null): string {
  const { track } = words;
  const back = siteOrigin === null ? null : { href: `${siteOrigin}${words.trackPath}`, text: track.backLink };
  const { typed } = problem;
  const shown = typed.length > TRACK_ECHO_MAX_LENGTH ? `${typed.slice(0, TRACK_ECHO_MAX_LENGTH - 1)}…` : typed;
  return standalonePage(words, track.checkTitle, [
    paragraph(fillHtml(track.problems[problem.problem], { prefix: problem.digits.slice(0, 3) })),
    // What was typed keeps its order in a right-to-left page (Arabic would turn 160-1234 round).
    ...(typed.trim() ? [paragraph(fillHtmlWith(track.youTyped, { value: leftToRight(shown) }))] : []),
  ], back);
}

/**
 * A language's words for the pages and the e-mails: the site's for `code`, or
 * for its default language when `code` is not one of its languages.
 */
export function wordsFor(replies: FormReplies, code: string | null): PageWords {
  const chosen = code !== null && Object.hasOwn(replies.languages, code) ? code : replies.defaultLanguage;
  return { ...replies.languages[chosen], code: chosen };
}
