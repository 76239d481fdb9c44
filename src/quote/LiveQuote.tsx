// The quote of the page's address (`?ref=…#key=…`), as the page's head asked
// for it (early/quoteHead.ts; drawn at once if its answer is already in), or fetched
// once the page's script runs (src/views/QuotePage.tsx renders it in the
// browser only), and what came of it: the quote as a document, or that the
// link opens no quote, or that the server could not be reached (and a button
// to try again).
import { useCallback, useEffect, useState } from "react";
import { Button } from "../components/Button";
import type { PageI18n } from "../content/languages";
import type { ServiceName } from "../../supabase/functions/_shared/price/pricing.ts";
import { QuoteDocument, QuoteTools } from "./document/QuoteDocument";
import { EARLY_OUTLINE_ATTRIBUTE } from "./early/quoteHead";
import { countryLabelIn } from "./document/QuoteFacts";
import {
  type QuoteOutcome,
  fetchQuote,
  quoteAddress,
  sendBooking,
  sendChoice,
  sendRenewal,
  settledQuote,
  takeSettledQuote,
} from "./quoteApi";
import type { ShipperQuote } from "./shipperQuote";
import type { QuoteBookingWords, QuotePageWords, QuotePriceWords } from "./words";

export type LiveQuoteProps = {
  page: QuotePageWords;
  priceWords: QuotePriceWords;
  bookingWords: QuoteBookingWords;
  countries: Queries.CountriesContentFragment;
  site: Queries.SiteDetailsFragment;
  i18n: PageI18n;
};

type Loaded = { kind: "loading" } | Exclude<QuoteOutcome<ShipperQuote>, { kind: "invalid" | "conflict" | "tooMany" }>;

/** What the page says of an answer to its quote: the quote, that the link opens none, or that it could not be read. */
const shown = (outcome: QuoteOutcome<ShipperQuote>): Loaded =>
  outcome.kind === "ok" || outcome.kind === "forbidden" ? outcome : { kind: "failed" };

export function LiveQuote({ page, priceWords, bookingWords, countries, site, i18n }: LiveQuoteProps) {
  const [address] = useState(() => quoteAddress(window.location.search, window.location.hash));
  // An address without its reference or key opens no quote: nothing to ask the function. A quote whose answer
  // the head script has already read is drawn at once, in the same frame as the head drawn before it goes (early/EarlyQuote.tsx).
  const [initial] = useState<Loaded>(() => {
    if (!address.reference || !address.key) return { kind: "forbidden" };
    const settled = settledQuote(address.reference, address.key);
    return settled ? shown(settled) : { kind: "loading" };
  });
  const [loaded, setLoaded] = useState<Loaded>(initial);
  // The focus on the print button of the head drawn before the runtime, which this render replaces, goes to its own.
  const [focusPrint] = useState(() => initial.kind === "ok" && Boolean(document.activeElement?.closest(`[${EARLY_OUTLINE_ATTRIBUTE}]`)));
  const fetchIt = useCallback(() => {
    void fetchQuote(address.reference, address.key).then((outcome) => setLoaded(shown(outcome)));
  }, [address]);
  useEffect(() => {
    if (!address.reference || !address.key) return;
    if (initial.kind === "loading") fetchIt();
    // Printed as asked before the page's script came, now that the quote is drawn whole.
    else if (takeSettledQuote(address.reference, address.key).print && initial.kind === "ok") window.print();
  }, [address, fetchIt, initial]);
  const retry = () => {
    setLoaded({ kind: "loading" });
    fetchIt();
  };

  if (loaded.kind === "loading") {
    return (
      <>
        <h1>{page.title}</h1>
        <p role="status" data-quote-when="loading">
          {page.loading}
        </p>
      </>
    );
  }
  if (loaded.kind === "forbidden") {
    return (
      <>
        <h1>{page.forbidden.title}</h1>
        <p>{page.forbidden.text}</p>
      </>
    );
  }
  if (loaded.kind === "failed") {
    return (
      <>
        <h1>{page.title}</h1>
        <p role="alert">{page.failed.text}</p>
        <Button onClick={retry}>{page.failed.retry}</Button>
      </>
    );
  }
  const { reference, key } = address;
  const choose = async (service: ServiceName) => {
    const outcome = await sendChoice(reference, key, service);
    if (outcome.kind !== "ok") throw new Error(`The choice was answered ${outcome.kind}`);
    return outcome.value;
  };
  return (
    <>
      <QuoteTools print={page.document.print} onPrint={() => window.print()} focusOnMount={focusPrint} />
      <QuoteDocument
        quote={loaded.value}
        companyName={site.companyName}
        countryLabel={countryLabelIn(countries)}
        page={page}
        priceWords={priceWords}
        bookingWords={bookingWords}
        language={i18n.language.code}
        formPath={`${i18n.paths.home}#contact`}
        choose={choose}
        book={(booking) => sendBooking(reference, key, booking)}
        renew={() => sendRenewal(reference, key)}
      />
    </>
  );
}
