import { Global } from "@emotion/react";
import { graphql } from "gatsby";
import type { ReactElement } from "react";
import { Container } from "../components/Container";
import type { LayoutContent } from "../content/queryData";
import { QuoteDocument } from "../quote/document/QuoteDocument";
import { countryLabelIn } from "../quote/document/QuoteFacts";
import { EARLY_OUTLINE_ATTRIBUTE, INCOMPLETE_MARK } from "../quote/early/quoteHead";
import type { EarlyQuoteProps } from "../quote/early/EarlyQuote";
import { KeepsServerHtml } from "../components/KeepsServerHtml";
import { useLive } from "../components/useLive";
import { LiveQuote } from "../quote/LiveQuote";
import { bandStyles, panelStyles, printBandStyles, printStyles } from "../quote/pageStyles";
import { FramePart, QuoteFrame } from "../quote/QuoteFrame";
import { QUOTE_PAGE_ID } from "../quote/quotePath";
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
    ...QuotationWords
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

export type QuotePageProps = LayoutContent & {
  page: QuotePageWords;
  priceWords: QuotePriceWords;
  bookingWords: QuoteBookingWords;
  /** The destinations in the page's language: the quote names its country as the form did. */
  countries: Queries.CountriesContentFragment;
};

/**
 * The quote's head as drawn before the runtime (src/quote/early/EarlyQuote.tsx): the
 * build's, kept out of the browser's bundle (a require in a branch webpack's
 * constant for the stage drops, as QuoteFrame.tsx does), where React takes
 * the outline over as the empty shell it always is there.
 */
const EarlyQuote: (props: EarlyQuoteProps) => ReactElement =
  process.env.BUILD_STAGE === "build-javascript"
    ? () => (
        <KeepsServerHtml {...{ [EARLY_OUTLINE_ATTRIBUTE]: "" }} hidden>
          {null}
        </KeepsServerHtml>
      )
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: an import would put it in the browser's bundle
      (require("../quote/early/EarlyQuote") as typeof import("../quote/early/EarlyQuote")).EarlyQuote;

/**
 * The shipper's quote page (/quote?ref=…#key=…). As served, and without
 * JavaScript, it says the request was received, that the price and the
 * page's details need JavaScript or are in the confirmation e-mail, and how
 * to reach us. With JavaScript, its head asks for the quote with the key
 * (src/quote/early/quoteHead.ts) and the quote's head is drawn from the answer into the
 * served outline (src/quote/early/EarlyQuote.tsx); the build's starter then starts the
 * page's script (plugins/publish/deferScripts.ts), which draws the quote.
 * Its frame, and the contacts, wait for the visitor's first interaction
 * (src/quote/QuoteFrame.tsx).
 */
export function QuotePage({ page, priceWords, bookingWords, countries, ...layout }: QuotePageProps) {
  const live = useLive();
  return (
    <QuoteFrame content={layout} untilTouched>
      <Global styles={printStyles} />
      <section css={[bandStyles, printBandStyles]}>
        <Container>
          <div id={QUOTE_PAGE_ID} css={panelStyles}>
            {live ? (
              <LiveQuote
                page={page}
                priceWords={priceWords}
                bookingWords={bookingWords}
                countries={countries}
                site={layout.site}
                i18n={layout.i18n}
              />
            ) : (
              <>
                {/* Shown from the first paint where the address lacks its reference or key (src/quote/early/quoteHead.ts). */}
                <div data-quote-when={INCOMPLETE_MARK}>
                  <h1>{page.forbidden.title}</h1>
                  <p>{page.forbidden.text}</p>
                </div>
                <div data-quote-when="sent">
                  <h1>{page.title}</h1>
                  <p>{page.received}</p>
                  <p>{page.needsJavaScript}</p>
                </div>
                {/* The quote's head and its estimate, drawn from the head script's answer before the runtime has come (src/quote/early/). */}
                <EarlyQuote
                  page={page}
                  priceWords={priceWords}
                  companyName={layout.site.companyName}
                  language={layout.i18n.language.code}
                  countries={countries}
                />
              </>
            )}
            <FramePart part="QuoteContacts" props={{ site: layout.site, priceWords }} untilTouched />
          </div>
        </Container>
      </section>
    </QuoteFrame>
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
    <QuoteFrame content={layout} untilTouched={false}>
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
            <FramePart part="QuoteContacts" props={{ site: layout.site, priceWords }} untilTouched={false} />
          </div>
        </Container>
      </section>
    </QuoteFrame>
  );
}
