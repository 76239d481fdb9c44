// The quote page's head script (src/pages/quote.tsx): a classic inline script,
// run as the head is parsed, before the first paint and long before the
// page's own script has come (the build hashes it into the page's
// Content-Security-Policy). It reads the address as quoteAddress does
// (quoteApi.ts; a test holds them together), and:
// - without its reference or key, marks <html data-quote="incomplete">, and
//   the page's styles show the server-drawn "link incomplete" state at once,
//   not after the page's script has come (src/views/QuotePage.tsx): a mail
//   client that drops the fragment of a link leaves a shipper exactly there;
// - with both, asks the function for the quote at once, as fetchQuote would
//   (quoteApi.ts), and leaves the answer's promise on `window` for the page's
//   script to take: the quote's round trips (its preflight and its answer) run
//   while the page's script is still on its way, not after it.

/** The mark on <html> for an address without its reference or key. */
export const INCOMPLETE_MARK = "incomplete";

/** Where the head script leaves the quote it asked for: `{ url, key, answer }`, `answer` fetch's promise. */
export const EARLY_QUOTE_GLOBAL = "__earlyQuote";

/** The script, for the function at `functionUrl` (the build's; src/contact/backendConfig.ts). */
export const quoteHeadScript = (functionUrl: string): string =>
  'var q=function(s,n){return(new URLSearchParams(s).get(n)||"").trim()},r=q(location.search,"ref"),k=q(location.hash.replace(/^#/,""),"key"),u,a;' +
  `if(r&&k){try{u=${JSON.stringify(`${functionUrl}/quote/`)}+encodeURIComponent(r);` +
  'a=fetch(u,{headers:{Authorization:"Bearer "+k},credentials:"omit",cache:"no-store"});' +
  // A failure the page's script has not taken yet is not an unhandled rejection: the script sees it when it takes the promise.
  `a.catch(function(){});window.${EARLY_QUOTE_GLOBAL}={url:u,key:k,answer:a}}catch(e){}}` +
  `else document.documentElement.dataset.quote="${INCOMPLETE_MARK}"`;
