import { type FormEvent, useState } from "react";
import { Button } from "../components/Button";
import { fillTemplate } from "../content/fillTemplate";
import { type Lead, type MilestoneName, nextMilestone } from "./api";
import type { TeamConsoleContent } from "./content";
import { milestoneName } from "./LeadDetails";
import { TeamField } from "./TeamField";
import { actionsStyles, formStyles } from "./styles";

type MilestoneFormProps = {
  content: TeamConsoleContent;
  lead: Lead;
  busy: boolean;
  /** What the function found wrong with the last milestone's fields (400), by field. */
  fieldErrors: Record<string, string>;
  onRecord: (milestone: MilestoneName, flight?: string) => void;
};

/**
 * On a booked lead, the form that records its next milestone: only the next
 * one the order allows (none once delivered); departed asks for the flight.
 */
export function MilestoneForm({ content, lead, busy, fieldErrors, onRecord }: MilestoneFormProps) {
  const words = content.milestones;
  const [flight, setFlight] = useState("");
  const next = lead.status === "booked" ? nextMilestone(lead.milestones ?? []) : null;
  if (next === null) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRecord(next, next === "departed" ? flight.trim() : undefined);
  };
  return (
    <section aria-labelledby="team-milestone" css={actionsStyles}>
      <h3 id="team-milestone">{words.formTitle}</h3>
      <form css={formStyles} onSubmit={submit}>
        {next === "departed" && (
          <TeamField
            id="team-flight"
            label={words.flightLabel}
            hint={words.flightHint}
            error={fieldErrors.flight}
            name="flight"
            autoComplete="off"
            required
            value={flight}
            onChange={(event) => setFlight(event.target.value)}
          />
        )}
        <Button type="submit" disabled={busy}>
          {fillTemplate(words.record, { milestone: milestoneName(content, next) })}
        </Button>
      </form>
    </section>
  );
}
