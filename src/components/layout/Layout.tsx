import type { ReactNode } from "react";
import { graphql } from "gatsby";
import type { LayoutContent } from "../../content/queryData";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { Main, SkipLink } from "./LayoutParts";

/** What every page's query asks for its header, footer, company details and search texts, in its language. */
export const query = graphql`
  fragment LayoutContent on Query {
    siteYaml {
      ...SiteDetails
    }
    commonYaml(language: { eq: $language }) {
      ...CommonContent
    }
    sharing: commonYaml(language: { eq: $language }) {
      socialImage {
        ...SocialImage
      }
    }
    headerYaml(language: { eq: $language }) {
      ...HeaderContent
    }
    footerYaml(language: { eq: $language }) {
      ...FooterContent
    }
  }
  fragment SiteDetails on SiteYaml {
    companyName
    siteUrl
    phone
    email
    address {
      locality
      countryCode
    }
    copyrightYear
    themeColor
  }
  fragment CommonContent on CommonYaml {
    seo {
      title
      description
    }
    socialImageAlt
    skipLinkLabel
  }
`;

/** Header, the page's main content, footer. */
export function Layout({ content, children }: { content: LayoutContent; children: ReactNode }) {
  return (
    <>
      <SkipLink label={content.common.skipLinkLabel} />
      <Header content={content.header} companyName={content.site.companyName} i18n={content.i18n} />
      <Main>{children}</Main>
      <Footer content={content.footer} site={content.site} i18n={content.i18n} markAbove />
    </>
  );
}
