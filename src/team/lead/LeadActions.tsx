import { type FormEvent, useState } from "react";
import { Button } from "../../components/Button";
import { controlStyles, selectStyles } from "../../contact/formStyles";
import {
  LEAD_MOVES,
  LOST_REASONS,
  type Lead,
  type LeadMove,
  type LeadStatus,
  type LostReason,
} from "../../../supabase/functions/_shared/api/consoleApi.ts";
import type { TeamConsoleContent } from "../content";
import { TeamField } from "../TeamField";
import { actionsStyles, formStyles } from "../styles";

/** The moves the function allows from `status`: booked to booked corrects the air waybill. */
export const movesFrom = (status: LeadStatus): readonly LeadMove["status"][] => LEAD_MOVES[status] ?? [];

type LeadActionsProps = {
  content: TeamConsoleContent;
  lead: Lead;
  busy: boolean;
  /** What the function found wrong with the last move's fields (400), by field. */
  fieldErrors: Record<string, string>;
  onMove: (move: LeadMove) => void;
};

/** The lead's actions as forms, only those its status allows. */
export function LeadActions({ content, lead, busy, fieldErrors, onMove }: LeadActionsProps) {
  const words = content.actions;
  const [awb, setAwb] = useState("");
  const [reason, setReason] = useState<LostReason | "">("");
  const moves = movesFrom(lead.status);
  if (moves.length === 0) return null;
  const submit = (move: () => LeadMove | null) => (event: FormEvent) => {
    event.preventDefault();
    const chosen = move();
    if (chosen) onMove(chosen);
  };
  return (
    <section aria-labelledby="team-actions" css={actionsStyles}>
      <h3 id="team-actions">{words.title}</h3>
      {moves.includes("answered") && (
        <form onSubmit={submit(() => ({ status: "answered" }))}>
          <Button type="submit" disabled={busy}>
            {words.answered}
          </Button>
        </form>
      )}
      {moves.includes("booked") && (
        // Spaces and hyphens as people write the number (160-12345675); the function checks the 11 digits.
        <form css={formStyles} onSubmit={submit(() => ({ status: "booked", awb: awb.replace(/[\s-]/g, "") }))}>
          <TeamField
            id="team-awb"
            label={words.awbLabel}
            hint={words.awbHint}
            error={fieldErrors.awb}
            name="awb"
            inputMode="numeric"
            autoComplete="off"
            required
            value={awb}
            onChange={(event) => setAwb(event.target.value)}
          />
          <Button type="submit" disabled={busy}>
            {lead.status === "booked" ? words.correct : words.booked}
          </Button>
        </form>
      )}
      {moves.includes("lost") && (
        <form css={formStyles} onSubmit={submit(() => (reason ? { status: "lost", reason } : null))}>
          <TeamField id="team-reason" label={words.reasonLabel} error={fieldErrors.reason}>
            {(describedBy) => (
              <select
                id="team-reason"
                name="reason"
                css={[controlStyles, selectStyles]}
                required
                aria-invalid={fieldErrors.reason ? true : undefined}
                aria-describedby={describedBy}
                value={reason}
                onChange={(event) => setReason(event.target.value as LostReason | "")}
              >
                <option value="">{words.reasonChoose}</option>
                {LOST_REASONS.map((code) => (
                  <option key={code} value={code}>
                    {content.lostReasons[code]}
                  </option>
                ))}
              </select>
            )}
          </TeamField>
          <Button type="submit" disabled={busy}>
            {words.lost}
          </Button>
        </form>
      )}
    </section>
  );
}
