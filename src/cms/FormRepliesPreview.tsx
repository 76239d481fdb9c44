import { css } from "@emotion/react";
import { Container } from "../components/Container";
import { withoutRequiredMark } from "../content/formReplies";
import type { LanguageContent } from "../content/types";
import { theme } from "../theme";

const { colors, space, radii, fontSizes } = theme;

const pageStyles = css`
  padding: ${space[8]} 0;
  background: ${colors.surfaceAlt};
  article {
    margin-bottom: ${space[6]};
    padding: ${space[6]};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  h2 {
    font-size: ${fontSizes.xl};
    margin-bottom: ${space[3]};
  }
  p + p,
  ul + p {
    margin-top: ${space[3]};
  }
  ul {
    margin: ${space[3]} 0;
    padding-inline-start: ${space[5]};
  }
  pre {
    white-space: pre-wrap;
    font: inherit;
  }
`;

/** Sample values, so the sentences read as a visitor will see them. */
const SAMPLE = { value: "name@company", time: "in 12 minutes", size: "32 kB", reference: "3f2c…" };

const fill = (template: string) => template.replace(/\{(\w+)\}/g, (match, key: string) => SAMPLE[key as keyof typeof SAMPLE] ?? match);

type FormRepliesPreviewProps = { replies: LanguageContent["formReplies"]; contact: LanguageContent["contact"] };

/** The answers of the quote form sent without JavaScript, with sample values, and the confirmation e-mail. */
export function FormRepliesPreview({ replies, contact }: FormRepliesPreviewProps) {
  return (
    <div css={pageStyles}>
      <Container>
        <article>
          <h2>{replies.checkTitle}</h2>
          <p>{replies.checkText}</p>
          <ul>
            <li>
              <strong>{withoutRequiredMark(contact.form.emailLabel)}:</strong> {contact.form.emailError} {fill(replies.youTyped)}
            </li>
            <li>
              <strong>{withoutRequiredMark(contact.form.messageLabel)}:</strong> {contact.form.requiredError}
            </li>
          </ul>
          <p>{replies.backHint}</p>
          <p>
            <u>{replies.formLink}</u>
          </p>
        </article>
        {(
          [
            [replies.rateLimitedTitle, replies.rateLimitedText],
            [replies.tooLargeTitle, replies.tooLargeText],
            [replies.unreadableTitle, replies.unreadableText],
            [replies.errorTitle, `${replies.errorText} ${replies.errorReference}`],
          ] as const
        ).map(([title, text]) => (
          <article key={title}>
            <h2>{title}</h2>
            <p>{fill(text)}</p>
          </article>
        ))}
        <article>
          <h2>{replies.confirmationSubject}</h2>
          <pre>{replies.confirmationText}</pre>
        </article>
      </Container>
    </div>
  );
}
