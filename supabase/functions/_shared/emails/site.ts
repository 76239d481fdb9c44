// What every e-mail takes from the site: the company's name and logo, its
// contacts, the team's words and the visitor's. The function has them in its
// words (../replies/formReplies.ts, written from content/ at deploy) and the logo at
// SITE_URL; the CMS previews build the same from the content being edited.
import { withoutBidiControls } from "../words/bidiControls.ts";
import type { ContactRequest } from "../contactFields.ts";
import type { FormReplies } from "../replies/formReplies.ts";
import type { LeadSource } from "../leadSource.ts";
import type { Pricing } from "../price/pricing.ts";
import type { Company, Direction } from "./parts.tsx";
import type { TeamWords } from "../replies/teamWords.ts";

/** What an e-mail about a lead says of it: the visitor's fields, its reference, language, price and source. */
export type LeadFacts = ContactRequest & {
  reference: string;
  /** The language of the page it came from; null when not known. */
  language: string | null;
  /** Its indicative price, or why there was none; null for a request stored before prices. */
  pricing: Pricing | null;
  /** Where it came from; null when sent without JavaScript. */
  source: LeadSource | null;
};

export { withoutBidiControls };

/**
 * A lead as the team's e-mails show it: every value the visitor wrote (its
 * fields and where it came from) without bidirectional controls, so nothing a
 * visitor writes can reorder what the team reads into a spoofed reference or price.
 */
export function leadForTeam<Lead extends LeadFacts>(lead: Lead): Lead {
  const strip = <Values extends object>(values: Values): Values =>
    Object.fromEntries(
      Object.entries(values).map((
        [key, value],
      ) => [key, typeof value === "string" ? withoutBidiControls(value) : value]),
    ) as Values;
  return { ...strip(lead), source: lead.source && strip(lead.source) };
}

/** The team's language, its direction and its words. */
export type TeamSite = { code: string; dir: Direction; words: TeamWords };

/** The site's part of every e-mail. */
export type EmailSite = {
  company: Company;
  team: TeamSite;
  /** The company's phone (also its WhatsApp) and e-mail address. */
  contact: { phone: string; email: string };
};

/** The logo's path on every site (static/email/logo.png): a PNG, since Gmail shows no SVG. */
export const EMAIL_LOGO_PATH = "/email/logo.png";

/** The logo at `origin`, or none without one. */
export const logoUrlAt = (origin: string | null): string | null => (origin ? `${origin}${EMAIL_LOGO_PATH}` : null);

/** The site's part of the e-mails from the function's words, its logo at `origin`. */
export function emailSiteFrom(replies: FormReplies, origin: string | null): EmailSite {
  const { team } = replies;
  return {
    company: { name: replies.company.name, logoUrl: logoUrlAt(origin) },
    team: { code: team.code, dir: team.direction, words: team.words },
    contact: replies.contact,
  };
}

/**
 * A wa.me link to a phone written with its country code (+44 ..., 0044 ...):
 * WhatsApp needs the full international number. Null for any other.
 */
export function whatsappLink(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^(\+|00)/.test(trimmed)) return null;
  const digits = trimmed.replace(/^00/, "").replace(/\D/g, "");
  return digits.length >= 8 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}

/** A mailto: link to `address`, with a subject when given. */
export const mailtoLink = (address: string, subject?: string): string =>
  `mailto:${encodeURIComponent(address.trim()).replace(/%40/g, "@")}${
    subject ? `?subject=${encodeURIComponent(subject)}` : ""
  }`;

/** Items as `code` lists them without a conjunction ("a, b, c"; in Arabic "a، b، c"). */
export function formatList(code: string, items: readonly string[]): string {
  try {
    return new Intl.ListFormat(code, { type: "unit", style: "short" }).format(items);
  } catch {
    return new Intl.ListFormat("en", { type: "unit", style: "short" }).format(items);
  }
}

/** The company's contacts as the visitor's e-mails end (parts.tsx, CompanyContacts), in the thank-you page's words. */
export function companyContacts(
  contact: { phone: string; email: string },
  words: { directTitle: string; whatsappLabel: string; emailLabel: string },
) {
  const whatsapp = whatsappLink(contact.phone);
  return {
    title: words.directTitle,
    whatsapp: whatsapp ? { label: words.whatsappLabel, phone: contact.phone, href: whatsapp } : null,
    email: { label: words.emailLabel, address: contact.email, href: mailtoLink(contact.email) },
  };
}
