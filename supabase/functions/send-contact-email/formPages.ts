// The pages a visitor sees when the site's plain HTML form (no JavaScript)
// posts to the function and the request is refused. They replace the site's
// page in the visitor's tab, so they must stand alone: English copy written
// here (the function cannot read the site's content files), every visitor
// value escaped, and a way back to the form.
import { CONTACT_ERROR, CONTACT_FIELDS, CONTACT_LIMITS, type ContactField } from "../_shared/contactRequest.ts";
import { escapeHtml } from "./emails.ts";

/** Why a form post was refused, with what the page needs to say about it. */
export type FormProblem =
  | {
    kind: "invalidFields";
    /** Error code per field, as validateContactRequest returns them. */
    errors: Record<string, string>;
    /** What the visitor sent, to show back where it helps (the e-mail address). */
    values: Record<string, unknown>;
  }
  | { kind: "rateLimited"; retryAfterSeconds: number }
  | { kind: "tooLarge"; maxBytes: number }
  /** Not readable as a form: wrong charset, not UTF-8, wrong method. */
  | { kind: "unreadable" }
  | { kind: "originNotAllowed" }
  | { kind: "internalError"; reference: string };

/**
 * Headers of every page: inline CSS is the only thing it may load, it cannot
 * be framed or post anywhere, and it is never cached (it can echo what the
 * visitor typed).
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; " +
    "frame-ancestors 'none'",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

/** How each field is named to the visitor (the form's own labels, in a sentence). */
const FIELD_NAMES: Record<ContactField, string> = {
  name: "Your name",
  email: "Your e-mail address",
  phone: "Your phone number",
  shippingCountry: "Shipping country",
  shippingDetails: "What you are shipping",
  message: "Your message",
};

/** What to do when a required field is empty, per field. */
const REQUIRED_HINTS: Record<ContactField, string> = {
  name: "enter your full name",
  email: "enter the address we should reply to, like name@company.com",
  phone: "enter your phone number",
  shippingCountry: "choose the country you are shipping to",
  shippingDetails: "tell us what you are shipping",
  message: "tell us about your shipment",
};

/** The longest visitor value shown back on a page. */
const ECHO_MAX_LENGTH = 80;

function fieldHint(field: ContactField, code: string): string {
  switch (code) {
    case CONTACT_ERROR.required:
      return REQUIRED_HINTS[field];
    case CONTACT_ERROR.email:
      return "enter one valid address like name@company.com";
    case CONTACT_ERROR.tooLong:
      return `use at most ${CONTACT_LIMITS[field]} characters`;
    case CONTACT_ERROR.lineBreak:
      return "keep it on one line";
    case CONTACT_ERROR.invalidCharacter:
      return "remove the invisible control character in it (it often comes from pasting text from another program)";
    default:
      return "enter it again as plain text";
  }
}

/** "You typed “…”." for an address the visitor mistyped, so the typo is easy to spot. */
function echo(field: ContactField, code: string, values: Record<string, unknown>): string {
  const value = values[field];
  if (field !== "email" || code !== CONTACT_ERROR.email || typeof value !== "string") return "";
  const shown = value.length > ECHO_MAX_LENGTH ? `${value.slice(0, ECHO_MAX_LENGTH - 1)}…` : value;
  return ` You typed “${escapeHtml(shown)}”.`;
}

const STYLE = "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;" +
  "line-height:1.5;color:#1a202c;background:#f7fafc}" +
  "main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}" +
  "h1{font-size:1.5rem;line-height:1.25;margin-top:0}li{margin:.5rem 0}a{color:#1d4ed8}";

const BACK_BUTTON = "<p>Your browser’s <strong>Back</strong> button returns to the form with what you typed.</p>";

function page(title: string, body: string[], siteOrigin: string | null): string {
  const link = siteOrigin === null
    ? ""
    : `\n<p><a href="${escapeHtml(siteOrigin)}/#contact">Open the contact form again</a> (it starts empty).</p>`;
  return `<!doctype html>
<html lang="en">
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

/**
 * The page for a refused form post. `siteOrigin` is the allowed origin the
 * form was posted from, for the link back; null when there is none to trust.
 */
export function renderFormProblemPage(problem: FormProblem, siteOrigin: string | null): string {
  switch (problem.kind) {
    case "invalidFields": {
      const items = CONTACT_FIELDS.filter((field) => field in problem.errors).map((field) => {
        const code = problem.errors[field];
        return `<li><strong>${FIELD_NAMES[field]}:</strong> ${fieldHint(field, code)}.${
          echo(field, code, problem.values)
        }</li>`;
      });
      return page("Please check your quote request", [
        "<p>Your request has not been sent yet. Please change:</p>",
        `<ul>\n${items.join("\n")}\n</ul>`,
        BACK_BUTTON,
      ], siteOrigin);
    }
    case "rateLimited": {
      const minutes = Math.max(1, Math.ceil(problem.retryAfterSeconds / 60));
      return page("Please wait a little", [
        "<p>We have received several quote requests from your connection or for your e-mail address " +
        "in the last hour, so this one has not been sent.</p>",
        `<p>Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.</p>`,
        BACK_BUTTON,
      ], siteOrigin);
    }
    case "tooLarge":
      return page("Your request is too long", [
        `<p>What you sent is larger than the form accepts (${
          Math.floor(problem.maxBytes / 1024)
        } KB), so it has not been sent. Please shorten your message and send it again.</p>`,
        BACK_BUTTON,
      ], siteOrigin);
    case "unreadable":
      return page("Your request could not be read", [
        "<p>Your browser sent the form in a way we cannot read, so it has not been sent. " +
        "Please send it again; if it keeps happening, contact us by e-mail or WhatsApp instead.</p>",
        BACK_BUTTON,
      ], siteOrigin);
    case "originNotAllowed":
      return page("This form cannot be sent from here", [
        "<p>We accept quote requests only from the contact form on our own website, " +
        "and this request did not come from it. Nothing has been sent.</p>",
        "<p>If you used the form on our website, go back with your browser’s <strong>Back</strong> button " +
        "and try again, or contact us by e-mail or WhatsApp.</p>",
      ], null);
    case "internalError":
      return page("Something went wrong on our side", [
        "<p>Your request could not be saved. Please try again in a few minutes, " +
        "or contact us by e-mail or WhatsApp.</p>",
        BACK_BUTTON,
        `<p>If you contact us about this error, please mention the reference ${escapeHtml(problem.reference)}.</p>`,
      ], siteOrigin);
  }
}

/** A refusal page as a response; `headers` (CORS, Retry-After) are kept. */
export function formProblemResponse(
  status: number,
  problem: FormProblem,
  siteOrigin: string | null,
  headers: Headers,
): Response {
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) headers.set(name, value);
  return new Response(renderFormProblemPage(problem, siteOrigin), { status, headers });
}
