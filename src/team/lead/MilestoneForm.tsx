import { type FormEvent, useState } from "react";
import { Button } from "../../components/Button";
import { fillTemplate } from "../../content/fillTemplate";
import { type Lead, MILESTONES, type Milestone, type RecordedMilestone } from "../../../supabase/functions/_shared/api/consoleApi.ts";
import type { TeamConsoleContent } from "../content";
import { milestoneName } from "./LeadDetails";
import { TeamField } from "../TeamField";
import { actionsStyles, choicesStyles, formStyles } from "../styles";

type MilestoneFormProps = {
  content: TeamConsoleContent;
  lead: Lead;
  busy: boolean;
  /** What the function found wrong with the last milestone's fields (400), by field. */
  fieldErrors: Record<string, string>;
  onRecord: (milestone: Milestone, flight?: string) => void;
};

/**
 * The milestones a booked lead may still record, in order: every one after the
 * last recorded (each once; one the team did not see, such as the cargo's
 * arrival in Hong Kong, may be passed over), none once delivered.
 */
export function milestonesLeft(recorded: readonly RecordedMilestone[]): Milestone[] {
  const reached = recorded.reduce((last, entry) => Math.max(last, MILESTONES.indexOf(entry.milestone)), -1);
  return MILESTONES.slice(reached + 1);
}

/**
 * On a booked lead, the form that records a milestone: any of those after the
 * last recorded (the function refuses one before it), the next one picked
 * first, so one the team did not see may be passed over; none once delivered.
 * Departed asks for the flight.
 */
export function MilestoneForm({ content, lead, busy, fieldErrors, onRecord }: MilestoneFormProps) {
  const words = content.milestones;
  const [flight, setFlight] = useState("");
  const [picked, setPicked] = useState<Milestone | null>(null);
  const left = lead.status === "booked" ? milestonesLeft(lead.milestones) : [];
  if (left.length === 0) return null;
  // A milestone picked before the lead changed (another member recorded one) is picked no longer.
  const milestone = picked !== null && left.includes(picked) ? picked : left[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRecord(milestone, milestone === "departed" ? flight.trim() : undefined);
  };
  return (
    <section aria-labelledby="team-milestone" css={actionsStyles}>
      <h3 id="team-milestone">{words.formTitle}</h3>
      <form css={formStyles} onSubmit={submit}>
        {left.length > 1 && (
          <div role="radiogroup" aria-labelledby="team-milestone" css={choicesStyles}>
            {left.map((name) => (
              <label key={name}>
                <input type="radio" name="milestone" value={name} checked={name === milestone} onChange={() => setPicked(name)} />
                {milestoneName(content, name)}
              </label>
            ))}
          </div>
        )}
        {milestone === "departed" && (
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
          {fillTemplate(words.record, { milestone: milestoneName(content, milestone) })}
        </Button>
      </form>
    </section>
  );
}
