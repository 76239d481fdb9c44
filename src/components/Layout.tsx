import type { ReactNode } from "react";
import styled from "@emotion/styled";
import { Header } from "./Header";
import { Footer } from "./Footer";

export type LayoutContent = {
  site: Queries.SiteDetailsFragment;
  header: Queries.HeaderContentFragment;
  footer: Queries.FooterContentFragment;
};

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[4]};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.menu};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus {
    top: ${({ theme }) => theme.space[2]};
  }
`;

/** Header, the page's main content, footer. */
export function Layout({ content, children }: { content: LayoutContent; children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main">{content.site.skipLinkLabel}</SkipLink>
      <Header content={content.header} companyName={content.site.companyName} />
      <main id="main" tabIndex={-1} css={{ outline: "none" }}>
        {children}
      </main>
      <Footer content={content.footer} site={content.site} />
    </>
  );
}
