// Whether the quote page's address lacks its reference (?ref=) or its key
// (#key=), told before the first paint: a classic inline script in the page's
// head (src/pages/quote.tsx; the build hashes it into the page's
// Content-Security-Policy) marks <html data-quote="incomplete">, and the
// page's styles show the server-drawn "link incomplete" state at once, not
// after the page's script has come (src/views/QuotePage.tsx). A mail client
// that drops the fragment of a link leaves a shipper exactly there. It reads
// the address as quoteAddress does (quoteApi.ts); a test holds them together.

/** The mark on <html> for an address without its reference or key. */
export const INCOMPLETE_MARK = "incomplete";

export const INCOMPLETE_ADDRESS_SCRIPT =
  'var q=function(s,n){return(new URLSearchParams(s).get(n)||"").trim()};' +
  `q(location.search,"ref")&&q(location.hash.replace(/^#/,""),"key")||(document.documentElement.dataset.quote="${INCOMPLETE_MARK}")`;
