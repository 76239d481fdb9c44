import type { ReactNode } from "react";

type SeoProps = {
  site: Queries.SiteDetailsFragment;
  title: string;
  description: string;
  /** Path of the page, e.g. "/" or "/thank-you"; none for a page with no address of its own (not found). */
  path?: string;
  /** Pages a search engine should not list (thank-you, not found). */
  noindex?: boolean;
  children?: ReactNode;
};

/** The <head> of a page, for Gatsby's Head API. */
export function Seo({ site, title, description, path, noindex = false, children }: SeoProps) {
  const url = path === undefined ? undefined : `${site.siteUrl}${path}`;
  const image = `${site.siteUrl}/og-image.png`;
  return (
    <>
      <html lang="en" />
      <title>{title}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta name="theme-color" content={site.themeColor} />
      <link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.companyName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:alt" content={site.socialImageAlt} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content="en_GB" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={site.socialImageAlt} />
      {children}
    </>
  );
}

const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((day) => `https://schema.org/${day}`);

/** schema.org description of the business, with its contact point, for search engines. */
export function OrganizationJsonLd({ site }: { site: Queries.SiteDetailsFragment }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.companyName,
    url: site.siteUrl,
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
        availableLanguage: ["English"],
        // Round the clock, every day: the 24/7 support the copy promises.
        hoursAvailable: { "@type": "OpeningHoursSpecification", dayOfWeek: EVERY_DAY, opens: "00:00", closes: "23:59" },
      },
    ],
  };
  // JSON.stringify cannot close the script tag early once "<" is escaped.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
