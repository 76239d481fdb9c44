// The quote's head before the page's runtime. The page as served holds an
// outline of it, hidden: the print button and the document's head (the
// letterhead, the title, the facts' terms with their values blank), as the
// page's script draws them (LiveQuote.tsx, QuoteFacts.tsx), the estimate
// (EarlyPrice.tsx), and a small script of its own. As soon as the quote's
// answer has come (the page's head script asked for it, quoteHead.ts), that
// script writes the values as QuoteFacts writes them (and the estimate's as
// PriceBlock does, or takes it out), shows the outline in place of the
// request's "received", and marks <html data-quote="drawn">: on a phone the quote shows
// seconds before the runtime has started (docs/performance.md, "The quote's
// head before the runtime"). The page's script then draws the same elements
// in its place, in one frame; a test holds the two drawings together
// (__tests__/views/quoteEarly.test.tsx).
//
// The build's alone (src/views/QuotePage.tsx keeps this module out of the
// browser's bundle): React takes the outline over as an empty shell
// (KeepsServerHtml.tsx) and never draws into it, so what the outline's
// script wrote stays until React draws the quote. That is the one thing
// KeepsServerHtml is never to hold (what differs in the browser), on
// purpose: here a script of the page's own, not React, writes the browser's
// values.
import { KeepsServerHtml } from "../../components/KeepsServerHtml";
import { scriptSafeJson } from "../../components/scriptSafeJson";
import { QuoteTools, documentStyles } from "../document/QuoteDocument";
import { FactsView, statusWordsOf } from "../document/QuoteFacts";
import { DRAWN_MARK, EARLY_OUTLINE_ATTRIBUTE, EARLY_QUOTE_GLOBAL } from "./quoteHead";
import { EarlyPriceBlock, type EarlyPriceWords, earlyPriceScript, earlyPriceWords } from "./EarlyPrice";
import type { QuotePageWords, QuotePriceWords } from "../words";

/** The facts blank: the outline's script writes them (a destination's row it takes out where none was asked). */
const BLANK = { reference: "", asked: "", validUntil: "", status: "", destination: "" };

/**
 * What the outline's script writes the values with: the page's language (the
 * dates' format), each status's words, the expired quote's, the words for a
 * quote without a last day, and the destinations' names in the page's language
 * where they differ from the English name sent.
 */
export type EarlyWords = {
  language: string;
  statuses: Record<string, string>;
  expired: string;
  noValidity: string;
  countries: Record<string, string>;
  /** The estimate's words (EarlyPrice.tsx). */
  p: EarlyPriceWords;
};

export type EarlyQuoteProps = {
  page: QuotePageWords;
  /** The price's sentences, as the page's script writes the estimate with them. */
  priceWords: QuotePriceWords;
  companyName: string;
  /** The page's language, as the page's script formats the dates in it. */
  language: string;
  /** The destinations in the page's language. */
  countries: Queries.CountriesContentFragment;
};

export function earlyWords({ page, priceWords, language, countries }: Omit<EarlyQuoteProps, "companyName">): EarlyWords {
  const named = [...countries.primary, ...countries.secondary].filter((country) => country.label !== country.name);
  return {
    language,
    statuses: statusWordsOf(page),
    expired: page.expired.title,
    noValidity: page.document.noValidity,
    countries: Object.fromEntries(named.map((country) => [country.name, country.label])),
    p: earlyPriceWords(priceWords, page),
  };
}

/**
 * The outline's script: a classic inline script at the outline's end (hashed
 * into the page's policy with the others). It gives the head script the
 * drawing (`draw`) and draws at once if the answer is already in. The drawing
 * (`b` the answer's body): nothing unless the page's script has not taken the
 * answer yet, the answer is a quote and the outline not yet drawn; the facts
 * as QuoteFacts.tsx writes them (a quote with the team's offer holds to the
 * offer's last day; a booking sent is requested until booked), the
 * destination's row taken out without a destination, the print button
 * asking the page's script to print the quote once it has drawn it whole
 * (with its prices). Anything unexpected draws nothing: the page's script draws the
 * quote then. While the answer is on its way, the dates' format is readied.
 */
export const earlyDrawScript = (words: EarlyWords): string =>
  `(function(){var E=window.${EARLY_QUOTE_GLOBAL},j=${scriptSafeJson(words)},` +
  "f=function(v,z){return new Intl.DateTimeFormat(j.language,{dateStyle:'long',timeZone:z}).format(new Date(v))},y=/^\\d{4}-\\d{2}-\\d{2}$/,P;if(!E)return;" +
  earlyPriceScript +
  "E.draw=function(){try{var w=document.querySelector('[" +
  EARLY_OUTLINE_ATTRIBUTE +
  "]'),s=E.settled,b=s.body,o,k,t,d,c,v,x,l,z,e;" +
  `if(!w||!w.hidden||window.${EARLY_QUOTE_GLOBAL}!==E||s.status<200||s.status>299||!b||typeof b.reference!='string'||typeof b.askedAt!='string')return;` +
  "o=b.offer||b;k=b.status=='booked'||b.status=='closed';v=o.validUntil;" +
  "t=o.expired&&!k?j.expired:j.statuses[!k&&b.booking!=null?'booking requested':b.status];" +
  "c=b.asked.country;if(typeof t!='string'||!(v==null||y.test(v)))return;" +
  // Every value worked out before any is written: a date the browser cannot write leaves the outline as it was.
  "x=f(b.askedAt,'Asia/Hong_Kong');v=v?f(v+'T00:00:00Z','UTC'):j.noValidity;l=typeof c=='string'&&c?(typeof j.countries[c]=='string'?j.countries[c]:c):'';" +
  // The estimate's values too, where it is drawn now (EarlyPrice.tsx); it is taken out where not.
  "e=w.querySelector('section[aria-labelledby=quote-price]');try{z=P(w,b)}catch(r){z=null}" +
  "d=w.querySelectorAll('dd');d[0].firstChild.textContent=b.reference;d[1].textContent=x;d[2].textContent=v;d[3].textContent=t;" +
  "if(l)d[4].firstChild.textContent=l;else d[4].parentNode.remove();" +
  // Printed by the page's script, once the quote is drawn whole (its prices with it).
  "try{z?z():e.remove()}catch(r){e.remove()}" +
  "w.querySelector('button').onclick=function(){E.print=1};" +
  "(document.querySelector('[data-quote-when=sent]')||{}).hidden=!0;w.hidden=!1;" +
  `document.documentElement.dataset.quote='${DRAWN_MARK}'}catch(e){}};` +
  // While the answer is on its way, once the page has painted: the browser's first date format in a page readies its
  // calendars and time zones, a quarter of a second of a phone's CPU that would otherwise come after the answer (and
  // the first money format, the estimate's, 10 to 30 ms more).
  "E.settled?E.draw():requestAnimationFrame(function(){setTimeout(function(){try{f(0,'UTC');f(0,'Asia/Hong_Kong');new Intl.NumberFormat(j.language,{style:'currency',currency:'USD',currencyDisplay:'code'}).format(0)}catch(e){}})})})()";

export function EarlyQuote({ page, priceWords, companyName, language, countries }: EarlyQuoteProps) {
  return (
    <KeepsServerHtml {...{ [EARLY_OUTLINE_ATTRIBUTE]: "" }} hidden>
      <QuoteTools print={page.document.print} />
      <article css={documentStyles} aria-labelledby="quote-title">
        <FactsView companyName={companyName} page={page} facts={BLANK} />
        <EarlyPriceBlock page={page} priceWords={priceWords} language={language} />
      </article>
      <script dangerouslySetInnerHTML={{ __html: earlyDrawScript(earlyWords({ page, priceWords, language, countries })) }} />
    </KeepsServerHtml>
  );
}
