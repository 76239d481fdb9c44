import { css } from "@emotion/react";
import { composeConfirmation, type ConfirmationFacts } from "../../supabase/functions/_shared/confirmationEmail.ts";
import { type FormProblem, renderFormProblemPage } from "../../supabase/functions/_shared/formReplyPages.ts";
import type { VisitorPrice } from "../../supabase/functions/_shared/visitorPrice.ts";
import { Container } from "../components/Container";
import { languageReplies } from "../content/formReplies";
import type { PageI18n } from "../content/languages";
import type { LanguageContent } from "../content/types";
import { theme } from "../theme";

const { colors, space, radii, fontSizes, fontWeights } = theme;

export const wrapperStyles = css`
  padding: ${space[6]} 0;
  background: ${colors.surfaceAlt};
  figure {
    margin: 0 0 ${space[6]};
  }
  figcaption {
    margin-bottom: ${space[2]};
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
    color: ${colors.muted};
  }
  iframe {
    display: block;
    width: 100%;
    height: 22rem;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  article {
    padding: ${space[5]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
    white-space: pre-wrap;
  }
`;

/** Each answer with sample values, as a visitor will see it. */
const SAMPLES: { caption: string; problem: FormProblem }[] = [
  {
    caption: "A field to fix (here a mistyped e-mail address and an empty message)",
    problem: { kind: "invalidFields", errors: { email: "email", message: "required" }, values: { email: "name@company" } },
  },
  { caption: "Too many requests in an hour", problem: { kind: "rateLimited", retryAfterSeconds: 12 * 60 } },
  { caption: "A request larger than the form accepts", problem: { kind: "tooLarge", maxBytes: 32 * 1024 } },
  { caption: "A request the browser sent in a way that cannot be read", problem: { kind: "unreadable" } },
  {
    caption: "Cargo details to fix (here a fraction of a piece and a side longer than 400 cm)",
    problem: { kind: "invalidFields", errors: { cargoPieces: "wholeNumber", cargoLengthCm: "range" }, values: {} },
  },
  {
    caption: "A request that could not be saved just now (our database was away)",
    problem: { kind: "unavailable", retryAfterSeconds: 30 },
  },
  { caption: "A request that could not be saved on our side", problem: { kind: "internalError", reference: "3f2c9a1e" } },
];

/**
 * A sample indicative price, to show the price's words (content/thank-you.yaml):
 * made-up figures, never the rate card's (the CMS's scripts never carry the card).
 */
const SAMPLE_PRICE: VisitorPrice = {
  currency: "USD",
  low: 2400,
  high: 3000,
  chargeableKg: 480,
  transitDays: "3-5",
  validUntil: "2026-12-31",
  options: [
    { service: "express", low: 2400, high: 3000, transitDays: "3-5" },
    { service: "economy", low: 1900, high: 2400, transitDays: "6-9" },
  ],
  covers: { pickup: true, door: false, insurance: false },
};

/**
 * The request the previews show: its reference and price on the thank-you
 * page; all of it (every cargo number, two declared contents) in the confirmation.
 */
export const SAMPLE_REQUEST: ConfirmationFacts = {
  reference: "K7QM-4TXH",
  cargo: {
    cargoPieces: 3,
    cargoLengthCm: 120,
    cargoWidthCm: 80,
    cargoHeightCm: 100,
    cargoVolumeM3: null,
    cargoWeightKg: 450,
    cargoContents: ["batteries", "magnets"],
    goodsValue: null,
    pickupCity: "Shenzhen",
    deliverTo: "airport",
    insure: false,
  },
  price: { price: SAMPLE_PRICE },
};

type FormRepliesPreviewProps = {
  replies: LanguageContent["formReplies"];
  contact: LanguageContent["contact"];
  thankYou: LanguageContent["thankYou"];
  track: LanguageContent["track"];
  i18n: PageI18n;
  site: { siteUrl: string; phone: string; email: string };
};

/**
 * The pages the quote form answers with when it is sent without JavaScript,
 * made by the function's own code from these words, and the confirmation e-mail.
 */
export function FormRepliesPreview({ replies, contact, thankYou, track, i18n, site }: FormRepliesPreviewProps) {
  const words = {
    ...languageReplies({ contact, formReplies: replies, thankYou, track }, i18n.paths),
    name: i18n.language.name,
    direction: i18n.language.direction,
    code: i18n.language.code,
  };
  const confirmation = composeConfirmation(words, { phone: site.phone, email: site.email }, SAMPLE_REQUEST);
  return (
    <div css={wrapperStyles}>
      <Container>
        {SAMPLES.map(({ caption, problem }) => (
          <figure key={problem.kind}>
            <figcaption>{caption}</figcaption>
            <iframe title={caption} srcDoc={renderFormProblemPage(problem, words, site.siteUrl)} />
          </figure>
        ))}
        <figure>
          <figcaption>The e-mail a visitor gets after sending the form (a sample request with cargo details)</figcaption>
          <article lang={i18n.language.code} dir={i18n.language.direction}>
            <strong>{confirmation.subject}</strong>
            {"\n\n"}
            {confirmation.text}
          </article>
        </figure>
      </Container>
    </div>
  );
}
