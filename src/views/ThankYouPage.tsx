import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { mirroredInRtl } from "../components/styles/mirrored";
import { ButtonLink, buttonRowStyles } from "../components/Button";
import { Container } from "../components/Container";
import { DirectContact } from "../components/contacts/DirectContact";
import { Icon } from "../components/icons/Icon";
import { Layout } from "../components/layout/Layout";
import type { LayoutContent } from "../content/queryData";
import { IconBadge } from "../components/icons/IconBadge";
import { theme } from "../theme";
import { PartBoundary } from "../components/errors/ErrorBoundary";
import { RECEIPT_ID } from "../contact/sending/receiptKey";
import type { Receipt } from "../contact/sending/receipt";
import { type Asked, describePrice, noPriceSentence } from "../../supabase/functions/_shared/price/visitorPrice.ts";
import { PriceOptions } from "../quote/PriceOptions";
import { SpecialGoodsNote } from "../quote/document/SpecialGoodsNote";
import { useDependsOnBrowser } from "../components/KeepsServerHtml";
import { quoteLanguagePath, quotePageUrl } from "../../supabase/functions/_shared/quotePage.ts";
import { summaryOfFigures } from "../../supabase/functions/_shared/words/shipmentSummary.ts";

export const query = graphql`
  fragment ThankYouContent on ThankYouYaml {
    seo {
      title
      description
    }
    title
    congratulation
    emailNote
    nextTitle
    nextText
    homeButton
    anotherButton
    referenceLabel
    referenceNote
    referenceByEmail
    # The price's words, as the quote page shows them too (views/QuotePage.tsx).
    ...QuotePriceWords
  }
  fragment ThankYouQuoteLink on BookingYaml {
    quoteLink {
      text
      button
    }
  }
  # The shipment's lines in one sentence (shipmentSummary.ts), as the confirmation e-mail says it.
  fragment ThankYouShipmentSummary on ContactYaml {
    form {
      cargo {
        summarySentence
        summaryLines {
          zero
          one
          two
          few
          many
          other
        }
        summaryPieces {
          zero
          one
          two
          few
          many
          other
        }
      }
    }
  }
`;

const { colors, space, radii, shadows, sizes, fontSizes, fontWeights, mq } = theme;

const bandStyles = css`
  padding: ${space[16]} 0 ${space[20]};
  background: ${colors.surfaceAlt};
`;

const panelStyles = css`
  max-width: ${sizes.panel};
  margin: 0 auto;
  padding: ${space[10]} ${space[5]};
  text-align: center;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.xl};
  box-shadow: ${shadows.lg};
  ${mq.md} {
    padding: ${space[12]} ${space[12]};
  }
  h1 {
    font-size: ${fontSizes["4xl"]};
  }
`;

const tickStyles = css`
  margin-bottom: ${space[6]};
`;

const leadStyles = css`
  margin-top: ${space[4]};
  font-size: ${fontSizes.xl};
  color: ${colors.ink};
`;

const noteStyles = css`
  margin-top: ${space[3]};
  color: ${colors.muted};
`;

/** A panel marked by a coloured edge on its reading side; its tone is one of the two below. */
const calloutStyles = css`
  margin-top: ${space[6]};
  padding: ${space[5]};
  text-align: start;
  border-radius: ${radii.lg};
  border-inline-start: ${space[1]} solid;
`;

const skyTone = css`
  background: ${colors.skySoft};
  border-inline-start-color: ${colors.sky};
`;

const accentTone = css`
  background: ${colors.accentSoft};
  border-inline-start-color: ${colors.accent};
`;

const nextStyles = css`
  margin-top: ${space[8]};
  padding: ${space[6]};
  h2 {
    font-size: ${fontSizes.lg};
    margin-bottom: ${space[2]};
  }
`;

const referenceStyles = css`
  margin-top: ${space[6]};
  padding: ${space[5]};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.lg};
  p:first-of-type {
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
    color: ${colors.muted};
  }
  strong {
    display: block;
    margin: ${space[1]} 0 ${space[2]};
    font-size: ${fontSizes["2xl"]};
    font-weight: ${fontWeights.bold};
    letter-spacing: 0.12em;
    color: ${colors.ink};
  }
`;

const priceStyles = css`
  h2 {
    font-size: ${fontSizes.md};
    color: ${colors.muted};
  }
  > ul {
    margin: ${space[3]} 0;
    padding-inline-start: ${space[5]};
  }
  h3 {
    font-size: ${fontSizes.md};
  }
  p + p {
    margin-top: ${space[2]};
  }
`;

const centredStyles = css`
  justify-content: center;
`;

/** The direct contacts' place under the next steps: apart, centred. */
const directStyles = css`
  margin-top: ${space[10]};
  padding-top: ${space[8]};
  h2 {
    margin-bottom: ${space[3]};
  }
  ul {
    justify-content: center;
  }
`;

export type ThankYouPageProps = LayoutContent &
  Receipt & {
    page: Queries.ThankYouContentFragment;
    /** The link to the shipper's quote page (content/booking.yaml, quoteLink, as the confirmation e-mail says it). */
    quoteLink: Queries.ThankYouQuoteLinkFragment["quoteLink"];
    /** The words of the shipment's summary (content/contact.yaml, form.cargo), as the confirmation e-mail says it. */
    summaryWords: Queries.ThankYouShipmentSummaryFragment["form"]["cargo"];
  };

const quoteLinkStyles = css`
  display: inline-block;
  margin-top: ${space[2]};
  color: ${colors.accent};
  font-weight: ${fontWeights.semibold};
`;

/** The reference the visitor and the team quote, and the link to the shipper's quote page; or where to find them. */
function Reference({
  page,
  reference,
  quoteKey,
  quoteLink,
  i18n,
}: Pick<ThankYouPageProps, "page" | "reference" | "quoteKey" | "quoteLink" | "i18n">) {
  // From sessionStorage or history state: never inside KeepsServerHtml.
  useDependsOnBrowser("Reference");
  if (!reference) {
    return (
      <p id={RECEIPT_ID} css={noteStyles}>
        {page.referenceByEmail}
      </p>
    );
  }
  return (
    <div id={RECEIPT_ID} css={referenceStyles}>
      <p>{page.referenceLabel}</p>
      <strong>
        <bdi dir="ltr">{reference}</bdi>
      </strong>
      <p>{page.referenceNote}</p>
      {quoteKey && (
        <>
          <p>{quoteLink.text}</p>
          <a
            href={quotePageUrl("", quoteLanguagePath(i18n.language.code, i18n.defaultLanguage), reference, quoteKey)}
            css={quoteLinkStyles}
          >
            {quoteLink.button}
          </a>
        </>
      )}
    </div>
  );
}

/**
 * The indicative price under the reference: what it is for (the shipment's
 * lines in one sentence first) and covers, the options side by side, until
 * when; or why there is none, after the shipment's sentence. They are chosen
 * on the quote page the reference links to.
 */
function IndicativePrice({
  page,
  price,
  language,
  asked,
  shipment,
  summaryWords,
}: {
  page: ThankYouPageProps["page"];
  price: ThankYouPageProps["price"];
  language: string;
  asked?: Asked;
  shipment: ThankYouPageProps["shipment"];
  summaryWords: ThankYouPageProps["summaryWords"];
}) {
  useDependsOnBrowser("IndicativePrice");
  const summary = shipment ? summaryOfFigures(shipment, summaryWords, language) : null;
  if (!price || "noPrice" in price) {
    return (
      <>
        {summary && (
          <p css={noteStyles}>
            <bdi>{summary}</bdi>
          </p>
        )}
        {price && <p css={noteStyles}>{noPriceSentence(page.noPrice, price.noPrice, price.line, language)}</p>}
      </>
    );
  }
  const shown = describePrice(price.price, page.price, language, asked);
  return (
    <section css={[calloutStyles, accentTone, priceStyles]} aria-labelledby="indicative-price">
      <h2 id="indicative-price">{shown.title}</h2>
      <ul>
        {[...(summary ? [summary] : []), ...shown.details].map((detail) => (
          <li key={detail}>
            <bdi>{detail}</bdi>
          </li>
        ))}
      </ul>
      <PriceOptions options={shown.options} words={page.price} />
      <p>{shown.included}</p>
      <SpecialGoodsNote goods={price.price.specialGoods} words={page.specialGoods} />
      <p>{shown.excluded}</p>
      <p>{shown.confirm}</p>
    </section>
  );
}

/** After a quote request: thanks, the reference and its price, what happens next, the way back and direct contact. */
export function ThankYouPage({ page, reference, price, quoteKey, quoteLink, asked, shipment, summaryWords, ...layout }: ThankYouPageProps) {
  const { site, i18n } = layout;
  return (
    <Layout content={layout}>
      <section css={bandStyles}>
        <Container>
          <div css={panelStyles}>
            <IconBadge tone="success" size="lg" css={tickStyles}>
              <Icon name="circle-check-big" drawn />
            </IconBadge>
            <h1>{page.title}</h1>
            <p css={leadStyles}>{page.congratulation}</p>
            <p css={noteStyles}>{page.emailNote}</p>
            <Reference page={page} reference={reference} quoteKey={quoteKey} quoteLink={quoteLink} i18n={i18n} />
            {/* The confirmation e-mail repeats the price: a failure to show it here must not hide the rest. */}
            <PartBoundary fallback={<p css={noteStyles}>{page.price.confirm}</p>}>
              <IndicativePrice
                page={page}
                price={price}
                language={i18n.language.code}
                asked={asked}
                shipment={shipment}
                summaryWords={summaryWords}
              />
            </PartBoundary>
            <section css={[calloutStyles, skyTone, nextStyles]} aria-labelledby="next-steps">
              <h2 id="next-steps">{page.nextTitle}</h2>
              <p>{page.nextText}</p>
            </section>
            <div css={[buttonRowStyles, centredStyles]}>
              <ButtonLink href={i18n.paths.home}>
                <Icon name="arrow-left" css={mirroredInRtl} />
                {page.homeButton}
              </ButtonLink>
              <ButtonLink href={`${i18n.paths.home}#contact`} variant="secondary">
                <Icon name="send" css={mirroredInRtl} />
                {page.anotherButton}
              </ButtonLink>
            </div>
            <DirectContact id="direct-contact" words={page} email={site.email} phone={site.phone} css={directStyles} />
          </div>
        </Container>
      </section>
    </Layout>
  );
}
