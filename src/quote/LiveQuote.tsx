// The quote of the page's address (`?ref=…#key=…`), fetched once the page's
// script runs (src/views/QuotePage.tsx renders it in the browser only), and
// what came of it: the quote as a document, or that the link opens no quote,
// or that the server could not be reached (and a button to try again).
import { useCallback, useEffect, useState } from "react";
import { Button } from "../components/Button";
import type { PageI18n } from "../content/languages";
import type { ServiceName } from "../../supabase/functions/_shared/price/pricing.ts";
import { QuoteDocument } from "./document/QuoteDocument";
import { countryLabelIn } from "./document/QuoteFacts";
import { toolsStyles } from "./pageStyles";
import { type QuoteOutcome, fetchQuote, quoteAddress, sendBooking, sendChoice, sendRenewal } from "./quoteApi";
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

export function LiveQuote({ page, priceWords, bookingWords, countries, site, i18n }: LiveQuoteProps) {
  const [address] = useState(() => quoteAddress(window.location.search, window.location.hash));
  // An address without its reference or key opens no quote: nothing to ask the function.
  const [loaded, setLoaded] = useState<Loaded>(() => (address.reference && address.key ? { kind: "loading" } : { kind: "forbidden" }));
  const fetchIt = useCallback(() => {
    void fetchQuote(address.reference, address.key).then((outcome) =>
      setLoaded(outcome.kind === "ok" || outcome.kind === "forbidden" ? outcome : { kind: "failed" }),
    );
  }, [address]);
  useEffect(() => {
    if (address.reference && address.key) fetchIt();
  }, [address, fetchIt]);
  const retry = () => {
    setLoaded({ kind: "loading" });
    fetchIt();
  };

  if (loaded.kind === "loading") {
    return (
      <>
        <h1>{page.title}</h1>
        <p role="status">{page.loading}</p>
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
      <div css={toolsStyles} data-screen-only>
        <Button variant="secondary" onClick={() => window.print()}>
          {page.document.print}
        </Button>
      </div>
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
