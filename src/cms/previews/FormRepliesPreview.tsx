import { css } from "@emotion/react";
import { type FormProblem, renderFormProblemPage } from "../../../supabase/functions/_shared/replies/formReplyPages.ts";
import { Container } from "../../components/Container";
import { ConfirmationPreview } from "../emails/lazyEmailPreviews";
import { languageReplies } from "../../content/formReplies";
import type { PageI18n } from "../../content/languages";
import type { LanguageContent, SharedContent } from "../../content/types";
import { theme } from "../../theme";

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

type FormRepliesPreviewProps = {
  replies: LanguageContent["formReplies"];
  contact: LanguageContent["contact"];
  thankYou: LanguageContent["thankYou"];
  track: LanguageContent["track"];
  booking: LanguageContent["booking"];
  i18n: PageI18n;
  site: SharedContent["site"];
};

/**
 * The pages the quote form answers with when it is sent without JavaScript,
 * made by the function's own code from these words, and the confirmation e-mail
 * (made by the function's own components).
 */
export function FormRepliesPreview({ replies, contact, thankYou, track, booking, i18n, site }: FormRepliesPreviewProps) {
  const words = {
    ...languageReplies({ contact, formReplies: replies, thankYou, track, booking }, i18n.paths),
    name: i18n.language.name,
    direction: i18n.language.direction,
    code: i18n.language.code,
  };
  return (
    <div css={wrapperStyles}>
      <Container>
        {SAMPLES.map(({ caption, problem }) => (
          <figure key={problem.kind}>
            <figcaption>{caption}</figcaption>
            <iframe title={caption} srcDoc={renderFormProblemPage(problem, words, site.siteUrl)} />
          </figure>
        ))}
        <ConfirmationPreview words={words} site={site} />
      </Container>
    </div>
  );
}
