// The quote page's head script (src/pages/quote.tsx): a classic inline script,
// run as the head is parsed, before the first paint and long before the
// page's own script has come (the build hashes it into the page's
// Content-Security-Policy). It reads the address as quoteAddress does
// (../quoteApi.ts; a test holds them together), and:
// - without its reference or key, marks <html data-quote="incomplete">, and
//   the page's styles show the server-drawn "link incomplete" state at once,
//   not after the page's script has come (src/views/QuotePage.tsx): a mail
//   client that drops the fragment of a link leaves a shipper exactly there;
// - with both, asks the function for the quote at once (the answer fetchQuote
//   reads, ../quoteApi.ts), and leaves the answer, read, on `window` for the
//   page's script to take: the quote's round trip runs while the page's script
//   is still on its way, not after it. It sends the key as the body of a POST
//   of plain text (the function's POST /quote/<reference>), a CORS simple
//   request the browser sends at once, where the page's script's
//   Authorization header makes it ask first (a preflight): a round trip less
//   on a phone before the quote shows;
// - once the answer has come, keeps it (`settled`) and has the quote's head
//   drawn from it by the outline's script (EarlyQuote.tsx), which draws it
//   itself if the answer came before the parser reached it: the quote shows
//   as soon as its answer is in, seconds before the page's runtime has
//   started on a phone (docs/performance.md, "The quote's head before the
//   runtime").

import { afterNextPaint } from "../../components/runtimeStart";

/** The mark on <html> for an address without its reference or key. */
export const INCOMPLETE_MARK = "incomplete";

/** The mark on <html> once the quote's head has been drawn before the runtime (EarlyQuote.tsx). */
export const DRAWN_MARK = "drawn";

/** Where the head script leaves the quote it asked for: `{ url, key, answer, settled? }` (EarlyQuote). */
export const EARLY_QUOTE_GLOBAL = "__earlyQuote";

/** The attribute of the outline the quote's head is drawn into before the runtime (EarlyQuote.tsx). */
export const EARLY_OUTLINE_ATTRIBUTE = "data-quote-early";

/**
 * How long the page's runtime waits for the quote's answer before it starts
 * anyway (a function slow to answer, or none): until then the answer has the
 * phone's network to itself, then the runtime its CPU.
 */
export const RUNTIME_WAITS_FOR_QUOTE_MS = 2500;

/**
 * An expression that calls `then` (a function) once the head script's answer
 * has come and the frame that draws the quote's head from it has been painted,
 * or after RUNTIME_WAITS_FOR_QUOTE_MS, whichever is first; on a page
 * whose head asked for nothing, at once (a microtask later). For the build's
 * starter and the quote page's preloads (plugins/publish: deferScripts.ts,
 * preloadAtLoad.ts), so the page's 100 KB of script and its data do not share
 * the phone's network with the quote's answer: the quote's head is drawn from
 * it (above) before the runtime has come.
 */
export const afterQuoteAnswer = (then: string): string =>
  `(window.${EARLY_QUOTE_GLOBAL}?Promise.race([window.${EARLY_QUOTE_GLOBAL}.answer.then(()=>new Promise(r=>${afterNextPaint("r")})),` +
  `new Promise(r=>setTimeout(r,${RUNTIME_WAITS_FOR_QUOTE_MS}))]):Promise.resolve()).then(${then})`;

/** The function's answer as the head script read it: its status (0 when none came) and its JSON body (null when none). */
export type EarlyAnswer = { status: number; body: unknown };

/**
 * What the head script leaves on `window`: the answer's promise, the answer
 * itself once it has come, the outline's drawing once it has been parsed, and
 * what the shipper did with the head it drew.
 */
export type EarlyQuote = {
  url: string;
  key: string;
  answer: Promise<EarlyAnswer>;
  settled?: EarlyAnswer;
  draw?: () => void;
  /** Set once the drawn head's print button was pressed: the page's script prints the quote once it has drawn it whole. */
  print?: number;
};

/** The script, for the function at `functionUrl` (the build's; src/contact/backendConfig.ts). */
export const quoteHeadScript = (functionUrl: string): string =>
  'var q=function(s,n){return(new URLSearchParams(s).get(n)||"").trim()},r=q(location.search,"ref"),k=q(location.hash.replace(/^#/,""),"key"),u,a,E;' +
  `if(r&&k){try{u=${JSON.stringify(`${functionUrl}/quote/`)}+encodeURIComponent(r);` +
  // Read once, here: a response's body can be read only once, and both the drawing and the page's script read it.
  'a=fetch(u,{method:"POST",headers:{"Content-Type":"text/plain"},body:k,credentials:"omit",cache:"no-store"}).then(function(r){' +
  "return r.json().then(function(b){return{status:r.status,body:b}},function(){return{status:r.status,body:null}})}," +
  "function(){return{status:0,body:null}});" +
  `E=window.${EARLY_QUOTE_GLOBAL}={url:u,key:k,answer:a};` +
  // Drawn by the outline's own script (EarlyQuote.tsx), now if it has been parsed, else as it is.
  "a.then(function(s){E.settled=s;E.draw&&E.draw()})}catch(e){}}" +
  `else document.documentElement.dataset.quote="${INCOMPLETE_MARK}"`;
