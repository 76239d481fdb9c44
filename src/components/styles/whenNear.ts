// Parts of a page the browser lays out and paints only when they come near
// the screen (content-visibility: auto), each counted meanwhile at about its
// height (contain-intrinsic-block-size; `auto`: its real height once it has
// been laid out). The phone then does not style and lay out the whole page
// in one long task when the page's stylesheet arrives after the first paint
// (docs/performance.md, "25 November 2026: every page in its first round
// trip"). What is skipped is still in the page: found by find-in-page, read
// by screen readers, reached by Tab.
// Only for what comes after the start of the last part an in-page link lands
// on (the home page's contact section, the footer): a smooth scroll to an
// anchor aims once, so a part it passed that was skipped, and then laid out
// at a height other than its estimate, would make it stop short (Chromium;
// __tests__/e2e/anchors.spec.ts).
import { css } from "@emotion/react";
import { theme } from "../../theme";

const { mq } = theme;

/** Heights the part is about, at 375, 768 and 1024 px and wider (in the site's languages). */
type Estimate = { phone: string; tablet: string; desktop: string };

export const whenNear = ({ phone, tablet, desktop }: Estimate) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${phone};
  ${mq.md} {
    contain-intrinsic-block-size: auto ${tablet};
  }
  ${mq.lg} {
    contain-intrinsic-block-size: auto ${desktop};
  }
`;
