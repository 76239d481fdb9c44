// The quote page's frame (src/views/QuotePage.tsx): the band and the panel
// the quote sits in, its tools, the contacts at its foot, and how it prints.
import { css, keyframes } from "@emotion/react";
import { theme } from "../theme";
import { DRAWN_MARK, EARLY_OUTLINE_ATTRIBUTE, INCOMPLETE_MARK } from "./early/quoteHead";
import { QUOTE_PAGE_ID } from "./quotePath";

const { colors, space, radii, shadows, sizes, fontSizes, lineHeights, mq } = theme;

export const bandStyles = css`
  padding: ${space[10]} 0 ${space[16]};
  background: ${colors.surfaceAlt};
`;

/** Shown at the end: the contacts, if the quote has not come by then. */
const shownLate = keyframes`
  to {
    visibility: visible;
  }
`;

/** How long the contacts wait for the quote before they show anyway (a page whose script never came). */
const CONTACTS_WAIT = "6s";

export const panelStyles = css`
  max-width: ${sizes.panel};
  margin: 0 auto;
  padding: ${space[8]} ${space[5]};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.xl};
  box-shadow: ${shadows.lg};
  ${mq.md} {
    padding: ${space[10]} ${space[10]};
  }
  h1 {
    font-size: ${fontSizes["3xl"]};
    margin-top: ${space[4]};
  }
  /* An address without its reference or key (the head's script marks <html>) shows that state from the first
     paint, the state the page's script then draws in its place; any other, or without scripts, the request sent. */
  [data-quote-when="${INCOMPLETE_MARK}"],
  html[data-quote="${INCOMPLETE_MARK}"] & [data-quote-when="sent"] {
    display: none;
  }
  html[data-quote="${INCOMPLETE_MARK}"] & [data-quote-when="${INCOMPLETE_MARK}"] {
    display: block;
  }
  /* The quote's head as the head script draws it, before the page's script (early/quoteHead.ts, early/EarlyQuote.tsx): its
     elements in the panel as the page's script then draws them, in place of the request sent. */
  [${EARLY_OUTLINE_ATTRIBUTE}]:not([hidden]) {
    display: contents;
  }
  html[data-quote="${DRAWN_MARK}"] & [data-quote-when="sent"] {
    display: none;
  }
  /* Where the script draws the quote, the panel holds a screen's height from the first paint, so what
     follows it (the footer) does not jump down as the quote grows from the server's few lines. */
  @media screen and (scripting: enabled) {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
    /* What the served page says to a browser without scripts (the request received, the price needing them)
       is not said where the script is about to draw the quote: the quote, its price first, is the largest thing
       the page paints, so its largest paint says when the price showed (docs/performance.md). */
    [data-quote-when="sent"] > p {
      display: none;
    }
    /* The contacts at the panel's foot, below the first screen, as the quote grows above them. */
    > section[aria-labelledby="quote-contact"] {
      margin-top: auto;
    }
    /* Until the quote is drawn (the served page, then "loading"), they are not shown: on a phone their place at
       the first screen's foot is where the quote then pushes them from, a shift of what the visitor sees. They
       show with the quote, or after a few seconds whatever came of it. */
    html:not([data-quote="${INCOMPLETE_MARK}"])
      &:has([data-quote-when="sent"], [data-quote-when="loading"])
      > section[aria-labelledby="quote-contact"] {
      visibility: hidden;
      animation: ${shownLate} 0s ${CONTACTS_WAIT} forwards;
    }
    > :nth-last-child(2) {
      margin-bottom: ${space[8]};
    }
  }
`;

export const toolsStyles = css`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${space[4]};
`;

/** The direct contacts' place at the panel's foot. */
export const directStyles = css`
  margin-top: ${space[8]};
  padding-top: ${space[6]};
  h2 {
    margin-bottom: ${space[2]};
  }
`;

/**
 * Printed (or saved as a PDF): the quote alone on one A4 page, without the
 * site's header, menu and footer, buttons or forms; the company and the
 * reference are the document's own.
 */
export const printStyles = css`
  /* No page margin, the margin is the quote's own padding: a browser then has no room to print the page's
     address (with its #key) and the date in a header and footer, so the PDF a shipper files or forwards
     carries no key to their quote. */
  @page {
    size: A4;
    margin: 0;
  }
  @media print {
    body > div header,
    body > div footer,
    a[href="#main"],
    button,
    form,
    [data-screen-only] {
      display: none !important;
    }
    /* The theme's sizes are in rem: one root size makes the whole quote fit one A4 page, in proportion. */
    html {
      font-size: 12px;
    }
    body {
      background: ${colors.white};
      line-height: ${lineHeights.snug};
    }
    /* What the page said as it was used (a choice sent), not part of the quote. */
    #${QUOTE_PAGE_ID} section[aria-labelledby="price-options"] > p[role="status"] {
      display: none;
    }
    #${QUOTE_PAGE_ID} [data-facts] {
      grid-template-columns: repeat(5, 1fr);
    }
    #${QUOTE_PAGE_ID} {
      max-width: none;
      padding: 14mm;
      border: 0;
      box-shadow: none;
    }
    #${QUOTE_PAGE_ID} section + section {
      margin-top: ${space[3]};
    }
    #${QUOTE_PAGE_ID} h1 {
      font-size: ${fontSizes["2xl"]};
    }
    #${QUOTE_PAGE_ID} li,
    #${QUOTE_PAGE_ID} section {
      break-inside: avoid;
    }
  }
`;

export const printBandStyles = css`
  @media print {
    padding: 0;
    background: none;
  }
`;
