import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { graphql } from "gatsby";
import type { LayoutContent } from "../../content/queryData";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { theme } from "../../theme";

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

const { colors, space, radii, fontWeights, zIndices } = theme;

const skipLinkStyles = css`
  position: absolute;
  inset-inline-start: ${space[4]};
  top: -100px;
  z-index: ${zIndices.menu};
  padding: ${space[3]} ${space[4]};
  background: ${colors.ink};
  color: ${colors.white};
  border-radius: ${radii.md};
  font-weight: ${fontWeights.semibold};
  &:focus {
    top: ${space[2]};
  }
`;

/** Header, the page's main content, footer. */
export function Layout({ content, children }: { content: LayoutContent; children: ReactNode }) {
  return (
    <>
      <a href="#main" css={skipLinkStyles}>
        {content.common.skipLinkLabel}
      </a>
      <Header content={content.header} companyName={content.site.companyName} i18n={content.i18n} />
      <main id="main" tabIndex={-1} css={{ outline: "none" }}>
        {children}
      </main>
      <Footer content={content.footer} site={content.site} i18n={content.i18n} />
    </>
  );
}
