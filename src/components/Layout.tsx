import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { theme } from "../theme";

/** What every page's query asks for its header, footer and company details. */
export const query = graphql`
  fragment LayoutContent on Query {
    siteYaml {
      ...SiteDetails
    }
    headerYaml {
      ...HeaderContent
    }
    footerYaml {
      ...FooterContent
    }
  }
`;

export type LayoutContent = {
  site: Queries.SiteDetailsFragment;
  header: Queries.HeaderContentFragment;
  footer: Queries.FooterContentFragment;
};

const { colors, space, radii, fontWeights, zIndices } = theme;

const skipLinkStyles = css`
  position: absolute;
  left: ${space[4]};
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
        {content.site.skipLinkLabel}
      </a>
      <Header content={content.header} companyName={content.site.companyName} />
      <main id="main" tabIndex={-1} css={{ outline: "none" }}>
        {children}
      </main>
      <Footer content={content.footer} site={content.site} />
    </>
  );
}
