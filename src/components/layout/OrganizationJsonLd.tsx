import type { PageI18n } from "../../content/languages";
import { scriptSafeJson } from "../scriptSafeJson";

const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((day) => `https://schema.org/${day}`);

/**
 * schema.org description of the business, with its contact point (in the
 * page's language, with the languages the team answers in: the site's), for search engines.
 */
export function OrganizationJsonLd({ site, i18n }: { site: Queries.SiteDetailsFragment; i18n: PageI18n }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.companyName,
    url: `${site.siteUrl}${i18n.paths.home}`,
    logo: `${site.siteUrl}/icons/icon-512.png`,
    email: site.email,
    telephone: site.phone,
    address: { "@type": "PostalAddress", addressLocality: site.address.locality, addressCountry: site.address.countryCode },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        telephone: site.phone,
        email: site.email,
        // As BCP 47 codes, which schema.org asks for (a Language object each was 50 bytes more of every page's first round trip).
        availableLanguage: i18n.alternates.map((alternate) => alternate.code),
        // Round the clock, every day: the 24/7 support the copy promises.
        hoursAvailable: { "@type": "OpeningHoursSpecification", dayOfWeek: EVERY_DAY, opens: "00:00", closes: "23:59" },
      },
    ],
  };
  // JSON.stringify cannot close the script tag early once "<" is escaped.
  const json = scriptSafeJson(data);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
