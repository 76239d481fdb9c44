// The form that sends a lead's shipper a firm offer (POST
// <function>/team/leads/<reference>/offers), on a lead that is not booked or
// lost, priced or not. It starts from the latest offer sent, or the rate
// card's exact totals (offerDraft.ts); it checks the offer with the
// function's own rules before sending, and shows the function's 400 the same
// way: each problem under its field, tied to it, the focus on the first. A 409
// (booked or lost meanwhile) and a 429 (as many offers as a lead may have) are
// said in the console's live region.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../components/Button";
import { controlStyles, errorStyles, textareaStyles } from "../../contact/formStyles";
import { fillTemplate } from "../../content/fillTemplate";
import {
  type Lead,
  MAX_OFFER_NOTE,
  type OfferProblems,
  type OfferWindow,
  SERVICES,
  type SentOffer,
} from "../../../supabase/functions/_shared/api/consoleApi.ts";
import { type WithSession, sendOffer } from "../api";
import type { TeamConsoleContent } from "../content";
import { formatDay, formatNumber, wordOf } from "../format";
import { actionsStyles, formStyles } from "../styles";
import { TeamField } from "../TeamField";
import {
  MOST_OPTIONS,
  type OfferDraft,
  type OptionDraft,
  checkDraft,
  coversAsked,
  fieldId,
  fieldPaths,
  problemText,
  startingDraft,
} from "./offerDraft";
import { OfferOptionFields } from "./OfferOptionFields";

type OfferFormProps = {
  content: TeamConsoleContent;
  lead: Lead;
  window: OfferWindow;
  withSession: WithSession;
  announce: (message: string) => void;
  /** The offer was sent: as the function stored it. */
  onSent: (offer: SentOffer) => void;
  /** The lead was booked or lost meanwhile: it is to be shown as it stands. */
  onMoved: () => void;
};

/** The chargeable weight an offer rests on: the price's, else the one the visitor's figures give. */
const chargeableOf = (lead: Lead): number | null => (lead.price?.kind === "priced" ? lead.price.price.chargeableKg : lead.chargeableKg);

export function OfferForm({ content, lead, window, withSession, announce, onSent, onMoved }: OfferFormProps) {
  const words = content.offerForm;
  const [draft, setDraft] = useState<OfferDraft>(() => startingDraft(lead, window, words.validityDays));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Bumped when problems are shown: the first wrong field then takes the focus.
  const [shownProblems, setShownProblems] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (shownProblems === 0) return;
    const first = fieldPaths(draft).find((path) => errors[path]);
    const id = first === "options" ? fieldId("options.0.service") : first && fieldId(first);
    if (id) formRef.current?.querySelector<HTMLElement>(`#${id}`)?.focus();
    // Only when problems are shown, not as the draft is typed in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownProblems]);

  const showProblems = (problems: OfferProblems) => {
    setErrors(Object.fromEntries(Object.entries(problems).map(([path, problem]) => [path, problemText(content, path, problem, window)])));
    setShownProblems((count) => count + 1);
    announce(words.invalid);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft, window);
    if (!checked.ok) return showProblems(checked.fields);
    setErrors({});
    setBusy(true);
    announce(content.working);
    const outcome = await withSession((token) => sendOffer(token, lead.reference, checked.value));
    setBusy(false);
    switch (outcome.kind) {
      case "ok":
        announce(fillTemplate(words.sent, { number: String(outcome.value.offer.number) }));
        return onSent(outcome.value.offer);
      case "invalid":
        return showProblems(outcome.fields as OfferProblems);
      case "conflict":
        announce(fillTemplate(content.actions.conflict, { status: wordOf(content.statuses, outcome.status) }));
        return onMoved();
      case "tooMany":
        return announce(words.tooMany);
      case "unauthorized":
        return;
      default:
        return announce(content.networkError);
    }
  };

  const started = lead.offers.length > 0 ? null : lead.price?.kind === "priced" ? words.fromTotals : words.unpriced;
  const kg = chargeableOf(lead);
  return (
    <section aria-labelledby="team-offer-form" css={actionsStyles}>
      <h3 id="team-offer-form">{words.title}</h3>
      {started && <p>{started}</p>}
      <form ref={formRef} css={formStyles} noValidate onSubmit={(event) => void submit(event)}>
        <OptionsFields content={content} lead={lead} window={window} draft={draft} errors={errors} setDraft={setDraft} />
        <TeamField
          id={fieldId("validUntil")}
          label={words.validUntil}
          hint={fillTemplate(words.validHint, { from: formatDay(window.from), to: formatDay(window.to) })}
          error={errors.validUntil}
          type="date"
          required
          min={window.from}
          max={window.to}
          value={draft.validUntil}
          onChange={(event) => setDraft((shown) => ({ ...shown, validUntil: event.target.value }))}
        />
        <NoteField content={content} note={draft.note} error={errors.note} onChange={(note) => setDraft((shown) => ({ ...shown, note }))} />
        <p>{kg === null ? words.noWeight : fillTemplate(words.weight, { kg: formatNumber(kg) })}</p>
        <p>{words.excludes}</p>
        <Button type="submit" disabled={busy}>
          {words.send}
        </Button>
      </form>
    </section>
  );
}

/** The note to the shipper, with a count of its characters against the most it may have. */
function NoteField({
  content,
  note,
  error,
  onChange,
}: {
  content: TeamConsoleContent;
  note: string;
  error?: string;
  onChange: (note: string) => void;
}) {
  const words = content.offerForm;
  const countId = `${fieldId("note")}-count`;
  return (
    <TeamField id={fieldId("note")} label={words.note} error={error}>
      {(describedBy) => (
        <>
          <textarea
            id={fieldId("note")}
            css={[controlStyles, textareaStyles]}
            rows={4}
            aria-invalid={error ? true : undefined}
            aria-describedby={[countId, describedBy].filter(Boolean).join(" ")}
            value={note}
            onChange={(event) => onChange(event.target.value)}
          />
          <p id={countId}>
            {fillTemplate(words.noteCount, { count: formatNumber(Array.from(note.trim()).length), max: String(MAX_OFFER_NOTE) })}
          </p>
        </>
      )}
    </TeamField>
  );
}

type OptionsFieldsProps = Pick<OfferFormProps, "content" | "lead" | "window"> & {
  draft: OfferDraft;
  errors: Record<string, string>;
  setDraft: (change: (shown: OfferDraft) => OfferDraft) => void;
};

/** The offer's options, each removable while there are others, and a button that adds one while services are left. */
function OptionsFields({ content, lead, window, draft, errors, setDraft }: OptionsFieldsProps) {
  const setOption = (index: number, option: OptionDraft) =>
    setDraft((shown) => ({ ...shown, options: shown.options.map((before, at) => (at === index ? option : before)) }));
  const addOption = () =>
    setDraft((shown) => {
      const free = SERVICES.find((service) => !shown.options.some((option) => option.service === service)) ?? "";
      return { ...shown, options: [...shown.options, { service: free, amount: "", transitDays: "", covers: coversAsked(lead.request) }] };
    });
  const removeOption = (index: number) => setDraft((shown) => ({ ...shown, options: shown.options.filter((_, at) => at !== index) }));
  return (
    <>
      {draft.options.map((option, index) => (
        <OfferOptionFields
          key={index}
          content={content}
          index={index}
          option={option}
          window={window}
          errors={errors}
          onChange={(changed) => setOption(index, changed)}
          onRemove={draft.options.length > 1 ? () => removeOption(index) : undefined}
        />
      ))}
      {errors.options && (
        <p id={`${fieldId("options")}-error`} css={errorStyles}>
          {errors.options}
        </p>
      )}
      {draft.options.length < MOST_OPTIONS && (
        <Button variant="secondary" onClick={addOption}>
          {content.offerForm.addOption}
        </Button>
      )}
    </>
  );
}
