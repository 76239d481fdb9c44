// The tracking page's one field. As served, a plain form that posts to the
// function's /track route, which answers 303 to the airline's tracking page
// or a page in the visitor's language naming the mistake. Once the page's
// script runs, the number is checked as it is typed (its airline named, or
// its mistake), and a right number goes straight to the airline's page.
// The field is left uncontrolled, so what was typed before the script
// started stays, and is checked as soon as it does.
import { css } from "@emotion/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  AIR_WAYBILL_FIELD,
  type Airline,
  airlineOf,
  airWaybillDigits,
  checkAirWaybill,
  EXAMPLE_AIR_WAYBILL,
  formatAirWaybill,
  TRACK_ROUTE,
  trackingAddress,
} from "../../supabase/functions/_shared/airWaybill.ts";
import { LANGUAGE_FIELD } from "../../supabase/functions/_shared/contactRequest.ts";
import { Button } from "../components/Button";
import { Icon } from "../components/icons/Icon";
import { mirroredInRtl } from "../components/styles/mirrored";
import { fillTemplate } from "../content/fillTemplate";
import { contactFunctionUrl } from "../contact/backendConfig";
import { controlStyles, errorStyles, hintStyles, labelStyles } from "../contact/formStyles";
import { theme } from "../theme";
import { useDependsOnBrowser } from "../components/KeepsServerHtml";

const { space, fontSizes, colors, mq } = theme;

/** Where the plain form posts. */
export const trackFunctionUrl = `${contactFunctionUrl}${TRACK_ROUTE}`;

export const TRACK_INPUT_ID = "track-awb";
const HINT_ID = "track-awb-hint";
const STATUS_ID = "track-awb-status";

type Words = Pick<Queries.TrackContentFragment, "label" | "hint" | "submit" | "found" | "opening" | "problems">;

/** What the line under the field says: nothing yet, the airline, a mistake, or that the airline's page opens. */
type Status =
  { kind: "none" } | { kind: "found"; airline: Airline } | { kind: "problem"; text: string } | { kind: "opening"; airline: Airline };

const rowStyles = css`
  display: grid;
  gap: ${space[3]};
  ${mq.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

const inputStyles = css`
  font-size: ${fontSizes.lg};
  letter-spacing: 0.04em;
  /* Digits read left to right in every language; on a right-to-left page they keep to its right. */
  direction: ltr;
  text-align: left;
  [dir="rtl"] & {
    text-align: right;
  }
`;

/** The airline's name under the field: laid out as a mistake is, in the colour of what is right. */
const foundStyles = [
  errorStyles,
  css`
    color: ${colors.success};
  `,
];

/** A sentence with {example} as an example number, which keeps its order in right-to-left text. */
function WithExample({ sentence }: { sentence: string }) {
  return (
    <>
      {sentence.split(/(\{example\})/).map((part, index) =>
        part === "{example}" ? (
          <bdi key={index} dir="ltr">
            {formatAirWaybill(EXAMPLE_AIR_WAYBILL)}
          </bdi>
        ) : (
          part
        ),
      )}
    </>
  );
}

export type TrackFormProps = { copy: Words; airlines: readonly Airline[]; language: string };

export function TrackForm({ copy, airlines, language }: TrackFormProps) {
  useDependsOnBrowser("TrackForm");
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: "none" });

  const problemText = (problem: "length" | "checkDigit" | "unknownAirline", digits: string) =>
    fillTemplate(copy.problems[problem], { prefix: digits.slice(0, 3) });

  /** The line under the field while typing: a mistake only once it is certain, the airline once its prefix is known. */
  const statusWhileTyping = (typed: string): Status => {
    const digits = airWaybillDigits(typed);
    if (/[^0-9]/.test(digits) || digits.length > 11) return { kind: "problem", text: problemText("length", digits) };
    if (digits.length < 3) return { kind: "none" };
    const airline = airlineOf(digits.slice(0, 3), airlines);
    if (!airline) return { kind: "problem", text: problemText("unknownAirline", digits) };
    if (digits.length < 11) return { kind: "found", airline };
    const check = checkAirWaybill(typed, airlines);
    return check.ok ? { kind: "found", airline } : { kind: "problem", text: problemText(check.problem, check.digits) };
  };

  // What was typed before the script started is checked at once.
  useEffect(() => {
    const typed = inputRef.current?.value ?? "";
    if (typed) setStatus(statusWhileTyping(typed));
    // Once, when the script takes the form over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkAirWaybill(inputRef.current?.value ?? "", airlines);
    if (!check.ok) {
      setStatus({ kind: "problem", text: problemText(check.problem, check.digits) });
      inputRef.current?.focus();
      return;
    }
    setStatus({ kind: "opening", airline: check.airline });
    window.location.assign(trackingAddress(check.airline, check.awb));
  };

  const problem = status.kind === "problem";
  return (
    <form method="post" action={trackFunctionUrl} onSubmit={onSubmit} data-form="track">
      <label htmlFor={TRACK_INPUT_ID} css={labelStyles}>
        {copy.label}
      </label>
      <div css={rowStyles}>
        <div>
          <input
            ref={inputRef}
            id={TRACK_INPUT_ID}
            name={AIR_WAYBILL_FIELD}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            aria-invalid={problem || undefined}
            aria-describedby={`${HINT_ID} ${STATUS_ID}`}
            css={[controlStyles, inputStyles]}
            onInput={(event) => setStatus(statusWhileTyping(event.currentTarget.value))}
          />
          <p id={HINT_ID} css={hintStyles}>
            <WithExample sentence={copy.hint} />
          </p>
          <div id={STATUS_ID} role="status">
            {status.kind === "problem" && (
              <p css={errorStyles}>
                <Icon name="circle-alert" />
                {status.text}
              </p>
            )}
            {(status.kind === "found" || status.kind === "opening") && (
              <p css={foundStyles}>
                <Icon name="plane" css={mirroredInRtl} />
                {fillTemplate(status.kind === "found" ? copy.found : copy.opening, { airline: status.airline.name })}
              </p>
            )}
          </div>
        </div>
        <Button type="submit">
          {copy.submit}
          <Icon name="arrow-right" css={mirroredInRtl} />
        </Button>
      </div>
      <input type="hidden" name={LANGUAGE_FIELD} value={language} />
    </form>
  );
}
