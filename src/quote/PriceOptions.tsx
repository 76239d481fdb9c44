// The options of a priced request side by side (express, economy), each with
// its range and transit time (and its emissions, where the quote page knows
// them), and "Choose" on each where the page can send a choice: the shipper's
// quote page, with the lead's key (src/quote/quoteApi.ts); the page says what
// was chosen. Elsewhere (the thank-you page, which links to the quote page)
// the options show without buttons.
import { css } from "@emotion/react";
import { useState } from "react";
import { Button } from "../components/Button";
import { VisuallyHidden } from "../components/VisuallyHidden";
import { theme } from "../theme";
import type { ServiceName } from "../../supabase/functions/_shared/price/pricing.ts";
import type { PriceWords, ShownOption } from "../../supabase/functions/_shared/price/visitorPrice.ts";
import { fillTemplate } from "../../supabase/functions/_shared/words/template.ts";
import { withoutBidiControls } from "../../supabase/functions/_shared/words/bidiControls.ts";
import { useDependsOnBrowser } from "../components/KeepsServerHtml";

const { colors, space, radii, fontSizes, fontWeights, mq } = theme;

const listStyles = css`
  display: grid;
  gap: ${space[3]};
  margin: ${space[3]} 0;
  padding: 0;
  list-style: none;
  ${mq.sm} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
`;

const optionStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[4]};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  h4 {
    font-size: ${fontSizes.md};
    color: ${colors.ink};
  }
  button {
    margin-top: auto;
  }
`;

const chosenStyles = css`
  border: 2px solid ${colors.accent};
`;

const rangeStyles = css`
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
  color: ${colors.ink};
`;

const badgeStyles = css`
  align-self: flex-start;
  padding: 0 ${space[2]};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  color: ${colors.surface};
  background: ${colors.accent};
  border-radius: ${radii.md};
`;

const messageStyles = css`
  margin-top: ${space[2]};
  font-weight: ${fontWeights.semibold};
`;

export type PriceOptionsProps = {
  options: ShownOption[];
  words: PriceWords;
  /** The option already chosen. */
  chosen?: ServiceName;
  /** Sends a choice; resolves with the service stored, rejects when it was not. Without it, no buttons. */
  choose?: (service: ServiceName) => Promise<ServiceName>;
  /** Lines under an option's transit time (its emissions, what it covers), or null for none. */
  noteOf?: (service: ServiceName) => string | readonly string[] | null;
  /** The options' heading's id, which names their region (another where the page shows two lists of options). */
  id?: string;
};

export function PriceOptions({ options, words, chosen: chosenBefore, choose, noteOf, id = "price-options" }: PriceOptionsProps) {
  useDependsOnBrowser("PriceOptions");
  const [chosen, setChosen] = useState<ServiceName | undefined>(chosenBefore);
  const [sending, setSending] = useState<ServiceName | null>(null);
  const [failed, setFailed] = useState(false);
  const nameOf = (service: ServiceName) => options.find((option) => option.service === service)?.name ?? service;

  async function onChoose(service: ServiceName) {
    if (!choose) return;
    setSending(service);
    setFailed(false);
    try {
      setChosen(await choose(service));
    } catch (error) {
      console.error("The choice could not be sent", error);
      setFailed(true);
    } finally {
      setSending(null);
    }
  }

  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{words.optionsTitle}</h3>
      <ul css={listStyles}>
        {options.map((option) => {
          const isChosen = chosen === option.service;
          return (
            <li key={option.service} css={[optionStyles, isChosen && chosenStyles]}>
              <h4>{option.name}</h4>
              {isChosen && <span css={badgeStyles}>{words.chosenBadge}</span>}
              <p css={rangeStyles}>
                {/* Figures read left to right in every language, as the e-mails write them (emails/parts.tsx, LtrFigures):
                    Intl's mark before an Arabic range would read it from the right, its high end first. */}
                <bdi dir="ltr">{withoutBidiControls(option.range)}</bdi>
              </p>
              <p>{option.transit}</p>
              {[noteOf?.(option.service) ?? []].flat().map((note) => (
                <p key={note}>{note}</p>
              ))}
              {choose && (
                <Button
                  variant={isChosen ? "primary" : "secondary"}
                  aria-pressed={isChosen}
                  disabled={sending !== null}
                  onClick={() => void onChoose(option.service)}
                >
                  {words.choose}
                  <VisuallyHidden> {option.name}</VisuallyHidden>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {/* Polite: said once the function has stored the choice, or that it could not be sent. */}
      <p role="status" css={messageStyles}>
        {failed ? words.choiceFailed : chosen ? fillTemplate(words.chosen, { service: nameOf(chosen) }) : ""}
      </p>
    </section>
  );
}
