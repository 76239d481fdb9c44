// Where the shipper's quote page is found by the build's starter. Its address
// (`/de/quote/?ref=…#key=…`) is supabase/functions/_shared/quotePage.ts's.

/** The id of the quote page's root element: the build's starter starts the page's script at once where it finds it. */
export const QUOTE_PAGE_ID = "quote-page";
