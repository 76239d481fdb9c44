// One lead in the console: loaded once, its status moved, its milestones
// recorded, each answered as the function answers (a 409 says where the lead
// stands now and shows it so, a 400 names the fields, a 401 signs out).
import { useEffect, useState } from "react";
import { fillTemplate } from "../../content/fillTemplate";
import type { Lead, LeadMove, Milestone } from "../../../supabase/functions/_shared/api/consoleApi.ts";
import { type Outcome, type WithSession, getLead, moveLead, recordMilestone } from "../api";
import type { TeamConsoleContent } from "../content";
import { wordOf } from "../format";
import { milestoneName } from "./LeadDetails";

type LeadOptions = {
  content: TeamConsoleContent;
  reference: string;
  announce: (message: string) => void;
  withSession: WithSession;
};

/** The lead as last answered, whether the function knows it, a call under way, each form's errors by field, and the two changes. */
export function useLead({ content, reference, announce, withSession }: LeadOptions) {
  const [lead, setLead] = useState<Lead | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [milestoneErrors, setMilestoneErrors] = useState<Record<string, string>>({});

  const show = (outcome: Outcome<{ lead: Lead }>) => {
    if (outcome.kind === "ok") return setLead(outcome.value.lead);
    if (outcome.kind === "notFound") return setMissing(true);
    if (outcome.kind !== "unauthorized") announce(content.networkError);
  };
  const load = () => withSession((token) => getLead(token, reference));

  useEffect(() => {
    let current = true;
    void load().then((outcome) => current && show(outcome));
    return () => {
      current = false;
    };
    // Loaded once: the view's key is the lead's reference.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const move = async (next: LeadMove) => {
    setBusy(true);
    setFieldErrors({});
    announce(content.working);
    const outcome = await withSession((token) => moveLead(token, reference, next));
    setBusy(false);
    switch (outcome.kind) {
      case "ok":
        setLead(outcome.value.lead);
        return announce(fillTemplate(content.actions.done, { status: content.statuses[outcome.value.lead.status] }));
      case "conflict":
        announce(fillTemplate(content.actions.conflict, { status: wordOf(content.statuses, outcome.status) }));
        return show(await load());
      case "invalid":
        announce("");
        return setFieldErrors(outcome.fields);
      case "unauthorized":
        return;
      default:
        return announce(content.networkError);
    }
  };

  /** Records the next milestone; answered as the status moves are: 409 says where it stands and shows it so, 400 by field. */
  const record = async (milestone: Milestone, flight?: string) => {
    setBusy(true);
    setMilestoneErrors({});
    announce(content.working);
    const outcome = await withSession((token) => recordMilestone(token, reference, milestone, flight));
    setBusy(false);
    switch (outcome.kind) {
      case "ok":
        setLead((shown) => (shown ? { ...shown, milestones: outcome.value.milestones } : shown));
        return announce(fillTemplate(content.milestones.done, { milestone: milestoneName(content, milestone) }));
      case "outOfOrder":
      case "conflict": {
        // Where the lead stands now, shown and said: the last milestone recorded, or (not booked) its status.
        const fresh = await load();
        show(fresh);
        const status = outcome.kind === "conflict" ? outcome.status : fresh.kind === "ok" ? fresh.value.lead.status : null;
        return announce(
          outcome.kind === "outOfOrder" && outcome.last
            ? fillTemplate(content.milestones.outOfOrder, { milestone: milestoneName(content, outcome.last) })
            : status
              ? fillTemplate(content.actions.conflict, { status: wordOf(content.statuses, status) })
              : content.networkError,
        );
      }
      case "invalid":
        announce("");
        return setMilestoneErrors(outcome.fields);
      case "unauthorized":
        return;
      default:
        return announce(content.networkError);
    }
  };

  /** Loads the lead again and shows it as it stands (an offer sent, or the lead moved meanwhile). */
  const reload = async () => show(await load());

  return { lead, missing, busy, fieldErrors, milestoneErrors, move, record, reload };
}
