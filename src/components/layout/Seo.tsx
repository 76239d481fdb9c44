import type { ReactNode } from "react";
import { graphql } from "gatsby";
import type { PageI18n } from "../../content/languages";

export const query = graphql`
  fragment SocialImage on File {
    childImageSharp {
      # The size link previews use (WhatsApp, LinkedIn, WeChat, Facebook): cut from the middle, as a JPEG every app reads.
      resize(width: 1200, height: 630, fit: COVER, cropFocus: CENTER, toFormat: JPG, jpegQuality: 82) {
        src
        width
        height
      }
    }
  }
`;

/** The link-preview picture as the build made it: its address on the site and its size. */
export type SocialImage = { src: string; width: number; height: number };

type SeoProps = {
  site: Queries.SiteDetailsFragment;
  common: Queries.CommonContentFragment;
  i18n: PageI18n;
  title: string;
  description: string;
  /** The picture link previews show (content/common.yaml, socialImage). */
  image: SocialImage;
  /** Pages a search engine should not list (thank-you, not found). */
  noindex?: boolean;
  children?: ReactNode;
};

/**
 * The <head> of a page, for Gatsby's Head API: its language and direction,
 * its address and its versions in the other languages (hreflang, with the
 * default language as x-default), and what link previews show.
 */
export function Seo({ site, common, i18n, title, description, image, noindex = false, children }: SeoProps) {
  const absolute = (path: string) => `${site.siteUrl}${path}`;
  const url = i18n.path === null ? undefined : absolute(i18n.path);
  const imageUrl = absolute(image.src);
  const fallback = i18n.alternates.find((alternate) => alternate.code === i18n.defaultLanguage);
  // The not-found page answers any unknown address: no canonical, no alternates.
  const alternates = url ? i18n.alternates : [];
  return (
    <>
      <html lang={i18n.language.code} dir={i18n.language.direction} />
      <title>{title}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {alternates.map((alternate) => (
        <link key={alternate.code} rel="alternate" hrefLang={alternate.code} href={absolute(alternate.path)} />
      ))}
      {alternates.length > 0 && fallback && <link rel="alternate" hrefLang="x-default" href={absolute(fallback.path)} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta name="theme-color" content={site.themeColor} />
      <link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.companyName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:alt" content={common.socialImageAlt} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:locale" content={i18n.language.locale} />
      {i18n.alternates
        .filter((alternate) => alternate.code !== i18n.language.code)
        .map((alternate) => (
          <meta key={alternate.code} property="og:locale:alternate" content={alternate.locale} />
        ))}
      {/* X reads the title, description and picture from og: when it has no twitter: of its own; not the picture's alt. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={common.socialImageAlt} />
      {children}
    </>
  );
}
