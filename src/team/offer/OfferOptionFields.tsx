// One option of the offer form, as a fieldset whose legend numbers it: its
// service, its exact amount in the lead's currency, its transit days, and
// what it covers (a fieldset of its own, three check boxes); each field's
// problem under it, tied to it.
import { css } from "@emotion/react";
import { Button } from "../../components/Button";
import { choicesStyles, controlStyles, errorStyles, selectStyles } from "../../contact/formStyles";
import { fillTemplate } from "../../content/fillTemplate";
import { type OfferWindow, SERVICES, type ServiceName } from "../../../supabase/functions/_shared/api/consoleApi.ts";
import { theme } from "../../theme";
import type { TeamConsoleContent } from "../content";
import { TeamField } from "../TeamField";
import { type OptionDraft, fieldId } from "./offerDraft";

const { colors, space, radii, fontWeights } = theme;

export const optionStyles = css`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: ${space[4]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  legend {
    padding-inline: ${space[1]};
    font-weight: ${fontWeights.semibold};
    color: ${colors.ink};
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  > button {
    justify-self: start;
  }
`;

type OptionFieldsProps = {
  content: TeamConsoleContent;
  index: number;
  option: OptionDraft;
  window: OfferWindow;
  /** Each field's problem, by its path, in words. */
  errors: Record<string, string>;
  onChange: (option: OptionDraft) => void;
  /** Removes the option; absent for the only one. */
  onRemove?: () => void;
};

export function OfferOptionFields({ content, index, option, window, errors, onChange, onRemove }: OptionFieldsProps) {
  const words = content.offerForm;
  const path = (field: string) => `options.${index}.${field}`;
  const number = String(index + 1);
  const coversError = errors[path("covers")];
  const coversId = fieldId(path("covers"));
  return (
    <fieldset css={optionStyles}>
      <legend>{fillTemplate(words.option, { number })}</legend>
      <TeamField id={fieldId(path("service"))} label={words.service} error={errors[path("service")]}>
        {(describedBy) => (
          <select
            id={fieldId(path("service"))}
            css={[controlStyles, selectStyles]}
            aria-invalid={errors[path("service")] ? true : undefined}
            aria-describedby={describedBy}
            value={option.service}
            onChange={(event) => onChange({ ...option, service: event.target.value as ServiceName | "" })}
          >
            <option value="">{words.serviceChoose}</option>
            {SERVICES.map((service) => (
              <option key={service} value={service}>
                {content.services[service]}
              </option>
            ))}
          </select>
        )}
      </TeamField>
      <TeamField
        id={fieldId(path("amount"))}
        label={fillTemplate(words.amount, { currency: window.currency })}
        hint={fillTemplate(words.amountHint, { digits: String(window.minorDigits) })}
        error={errors[path("amount")]}
        inputMode="decimal"
        autoComplete="off"
        value={option.amount}
        onChange={(event) => onChange({ ...option, amount: event.target.value })}
      />
      <TeamField
        id={fieldId(path("transitDays"))}
        label={words.transitDays}
        hint={words.transitHint}
        error={errors[path("transitDays")]}
        autoComplete="off"
        value={option.transitDays}
        onChange={(event) => onChange({ ...option, transitDays: event.target.value })}
      />
      <fieldset aria-describedby={coversError ? `${coversId}-error` : undefined}>
        <legend>{words.covers}</legend>
        <div css={choicesStyles}>
          {(["pickup", "door", "insurance"] as const).map((part, at) => (
            <label key={part}>
              <input
                type="checkbox"
                id={at === 0 ? coversId : undefined}
                checked={option.covers[part]}
                onChange={(event) => onChange({ ...option, covers: { ...option.covers, [part]: event.target.checked } })}
              />
              {words[part]}
            </label>
          ))}
        </div>
        {coversError && (
          <p id={`${coversId}-error`} css={errorStyles}>
            {coversError}
          </p>
        )}
      </fieldset>
      {onRemove && (
        <Button variant="secondary" onClick={onRemove}>
          {fillTemplate(words.removeOption, { number })}
        </Button>
      )}
    </fieldset>
  );
}
