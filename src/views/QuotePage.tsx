import { Global, css } from "@emotion/react";
import { graphql } from "gatsby";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { Button } from "../components/Button";
import { Container } from "../components/Container";
import { DirectContact } from "../components/contacts/DirectContact";
import { Layout } from "../components/layout/Layout";
import type { LayoutContent } from "../content/queryData";
import { theme } from "../theme";
import type { ServiceName } from "../../supabase/functions/_shared/price/pricing.ts";
import { QuoteDocument } from "../quote/QuoteDocument";
import { INCOMPLETE_MARK } from "../quote/incompleteAddress";
import { QUOTE_PAGE_ID } from "../quote/quotePath";
import { type QuoteOutcome, fetchQuote, quoteAddress, sendBooking, sendChoice } from "../quote/quoteApi";
import type { ShipperQuote } from "../quote/shipperQuote";
import type { QuoteBookingWords, QuotePageWords, QuotePriceWords } from "../quote/words";

export const query = graphql`
  fragment QuotePageContent on QuotePageYaml {
    seo {
      title
      description
    }
    title
    received
    needsJavaScript
    loading
    forbidden {
      title
      text
    }
    failed {
      text
      retry
    }
    document {
      quote
      reference
      asked
      validUntil
      noValidity
      status
      destination
      covers
      notCovered
      co2e
      co2eNote
      print
    }
    statuses {
      received
      answered
      bookingRequested
      booked
      closed
    }
    chooseFirst
    expired {
      title
      text
      askAgain
    }
    booking {
      correct
      sending
      noChangesLeft
      invalid
      booked
      expired
      tooMany
      failed
    }
    progress {
      title
      awb
      track
    }
  }
  fragment QuoteBookingWords on BookingYaml {
    form {
      title
      intro
      service
      cargoReadyDate
      cargoReadyHint
      supplierTitle
      consigneeTitle
      company
      contact
      phone
      address
      notes
      submit
      sent
      changesLeft
    }
    errors {
      required
      tooLong
      lineBreak
      invalidCharacter
      date
      dateRange
      choice
    }
    milestoneEmail {
      collected
      inHongKong
      departed
      arrived
      deliveredDoor
      deliveredAirport
    }
  }
  fragment QuotePriceWords on ThankYouYaml {
    price {
      title
      weight
      fromAirport
      fromCity
      fromCityQuoted
      fromYourCityQuoted
      toAirport
      toDoor
      toDoorQuoted
      insured
      insuredQuoted
      transit
      validUntil
      included
      excluded
      confirm
      optionsTitle
      express
      economy
      choose
      chosen
      chosenBadge
      choiceFailed
      byReply
    }
    noPrice {
      off
      expired
      noChargeableWeight
      noZone
      batteriesAlone
      largeBatteries
      looseMagnets
      flammableLiquids
      specialGoodsUnknown
      dangerousGoods
      noPieces
      beyondLimits
      beyondLimitsLine
    }
    specialGoods {
      included
      title
      testSummary
      safetyDataSheet
      batteriesPerPackage
      spareSets
      stateOfCharge
      magneticField
      notRegulatedForAir
    }
    directTitle
    emailLabel
    whatsappLabel
  }
`;

const { colors, space, radii, shadows, sizes, fontSizes, lineHeights, mq } = theme;

const bandStyles = css`
  padding: ${space[10]} 0 ${space[16]};
  background: ${colors.surfaceAlt};
`;

const panelStyles = css`
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
  /* Where the script draws the quote, the panel holds a screen's height from the first paint, so what
     follows it (the footer) does not jump down as the quote grows from the server's few lines. */
  @media screen and (scripting: enabled) {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
    /* The contacts at the panel's foot, below the first screen, as the quote grows above them. */
    > section[aria-labelledby="quote-contact"] {
      margin-top: auto;
    }
    > :nth-last-child(2) {
      margin-bottom: ${space[8]};
    }
  }
`;

const toolsStyles = css`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${space[4]};
`;

/** The direct contacts' place at the panel's foot. */
const directStyles = css`
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
const printStyles = css`
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

const printBandStyles = css`
  @media print {
    padding: 0;
    background: none;
  }
`;

export type QuotePageProps = LayoutContent & {
  page: QuotePageWords;
  priceWords: QuotePriceWords;
  bookingWords: QuoteBookingWords;
  /** The destinations in the page's language: the quote names its country as the form did. */
  countries: Queries.CountriesContentFragment;
};

/** The country as the page's language names it (the form's label), from the English name the form sent. */
const countryLabelIn =
  (countries: Queries.CountriesContentFragment) =>
  (name: string): string =>
    [...countries.primary, ...countries.secondary].find((country) => country.name === name)?.label ?? name;

/** The company's e-mail and WhatsApp, under every state of the page (and printed with the quote). */
const QuoteContacts = ({ site, priceWords }: Pick<QuotePageProps, "site" | "priceWords">) => (
  <DirectContact id="quote-contact" words={priceWords} email={site.email} phone={site.phone} css={directStyles} />
);

type Loaded = { kind: "loading" } | Exclude<QuoteOutcome<ShipperQuote>, { kind: "invalid" | "conflict" | "tooMany" }>;

/** The quote of the page's address (`?ref=…#key=…`), fetched once the page runs, and what came of it. */
function LiveQuote({ page, priceWords, bookingWords, countries, site, i18n }: QuotePageProps) {
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
      />
    </>
  );
}

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * The shipper's quote page (/quote?ref=…#key=…). As served, and without
 * JavaScript, it says the request was received, that the price and the
 * page's details need JavaScript or are in the confirmation e-mail, and how
 * to reach us; the build's starter starts the page's script at once here
 * (plugins/publish/deferScripts.ts), which fetches the quote with the key.
 */
export function QuotePage({ page, priceWords, bookingWords, countries, ...layout }: QuotePageProps) {
  // False in the server's render and in the hydration that matches it; true once the browser renders it.
  const live = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  return (
    <Layout content={layout}>
      <Global styles={printStyles} />
      <section css={[bandStyles, printBandStyles]}>
        <Container>
          <div id={QUOTE_PAGE_ID} css={panelStyles}>
            {live ? (
              <LiveQuote page={page} priceWords={priceWords} bookingWords={bookingWords} countries={countries} {...layout} />
            ) : (
              <>
                {/* Shown from the first paint where the address lacks its reference or key (incompleteAddress.ts). */}
                <div data-quote-when={INCOMPLETE_MARK}>
                  <h1>{page.forbidden.title}</h1>
                  <p>{page.forbidden.text}</p>
                </div>
                <div data-quote-when="sent">
                  <h1>{page.title}</h1>
                  <p>{page.received}</p>
                  <p>{page.needsJavaScript}</p>
                </div>
              </>
            )}
            <QuoteContacts site={layout.site} priceWords={priceWords} />
          </div>
        </Container>
      </section>
    </Layout>
  );
}

/** The page as a CMS preview shows it: a sample quote, without a server to send a choice or a booking to. */
export function QuotePagePreview({
  page,
  priceWords,
  bookingWords,
  countries,
  quote,
  ...layout
}: QuotePageProps & { quote: ShipperQuote }) {
  return (
    <Layout content={layout}>
      <section css={bandStyles}>
        <Container>
          <div css={panelStyles}>
            <QuoteDocument
              quote={quote}
              companyName={layout.site.companyName}
              countryLabel={countryLabelIn(countries)}
              page={page}
              priceWords={priceWords}
              bookingWords={bookingWords}
              language={layout.i18n.language.code}
              formPath={`${layout.i18n.paths.home}#contact`}
            />
            <QuoteContacts site={layout.site} priceWords={priceWords} />
          </div>
        </Container>
      </section>
    </Layout>
  );
}
