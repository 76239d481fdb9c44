// What every page's layout (Layout.tsx) draws around its header and footer:
// the link that skips to the main content, and the main content's element.
// The quote page draws its own frame of the same parts (src/quote/QuoteFrame.tsx).
import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { theme } from "../../theme";

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

export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" css={skipLinkStyles}>
      {label}
    </a>
  );
}

export function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} css={{ outline: "none" }}>
      {children}
    </main>
  );
}
