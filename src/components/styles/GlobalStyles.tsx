import { Global, css } from "@emotion/react";
import { theme } from "../../theme";

const { colors, fonts, fontSizes, lineHeights, fontWeights, mq, sizes, space } = theme;

/** Base styles: a small reset, the type defaults and the focus ring. */
const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* Anchored sections land below the sticky header, not under it. */
    scroll-padding-top: calc(${sizes.headerHeight} + ${space[4]});
  }
  /*
   * Smooth scrolling for the links within the page (Get Free Quote, Learn
   * More, the menu), with CSS alone: only while a link is under the pointer,
   * as it is when it is clicked or tapped. A visitor who arrives from another
   * page at /#contact points at no link while the page opens, and is at the
   * section at once rather than gliding through the whole page. (Not
   * :focus-within: Chromium takes the focus off a clicked link before it
   * scrolls to the link's section.) Keyboard users and browsers without :has()
   * jump, as with reduced motion.
   */
  ${mq.motionAllowed} {
    html:has(a:hover) {
      scroll-behavior: smooth;
    }
  }
  ${mq.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: ${fontSizes.md};
    line-height: ${lineHeights.normal};
    color: ${colors.text};
    background: ${colors.surface};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    overflow-x: hidden;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${fonts.heading};
    color: ${colors.ink};
    line-height: ${lineHeights.tight};
    font-weight: ${fontWeights.bold};
    margin: 0;
    letter-spacing: -0.01em;
    text-wrap: balance;
  }
  p {
    margin: 0;
  }
  ul,
  ol {
    margin: 0;
    padding: 0;
  }
  a {
    color: inherit;
  }
  img,
  svg {
    display: block;
    max-width: 100%;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  /* Letters of cursive scripts (Arabic) must touch: no spacing between them. */
  [dir="rtl"] * {
    letter-spacing: normal !important;
  }
  ::selection {
    background: ${colors.accentSoft};
    color: ${colors.ink};
  }
`;

export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}
