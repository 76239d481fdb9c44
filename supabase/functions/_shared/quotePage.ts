// The shipper's own quote page on the site: `<site>[/<language>]/quote/?ref=<reference>#key=<key>`.
// The key (send-contact-email/shipper/quoteKey.ts) is in the fragment, so it
// never reaches a server's logs or a Referer; the page reads it and sends it
// to the function as `Authorization: Bearer <key>`. The function links to the
// page from the confirmation and the milestone e-mails, and sends a plain
// form's post there (303); the site makes its thank-you page's link with it too.
// Plain code with no imports: the site and the function share it.

/** The milestones of a booked shipment, in the order they happen (the team records them so). */
export const MILESTONES = ["collected", "in-hong-kong", "departed", "arrived", "delivered"] as const;

export type Milestone = (typeof MILESTONES)[number];

/** The path before /quote/ in a language: "" in the site's default language, "/de" in German. */
export const quoteLanguagePath = (code: string, defaultCode: string): string => code === defaultCode ? "" : `/${code}`;

/**
 * The address of a lead's quote page: `siteUrl` (its origin, a trailing slash
 * allowed), the language's path ("" or "/de", quoteLanguagePath), the lead's
 * reference and its key.
 */
export function quotePageUrl(siteUrl: string, languagePath: string, reference: string, key: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return `${origin}${languagePath}/quote/?ref=${encodeURIComponent(reference)}#key=${encodeURIComponent(key)}`;
}
