// POST /team/leads/<reference>/milestones { milestone, flight? }, from the
// team's console with a member's session (members/sessions.ts: 401
// without): records a milestone of a booked shipment and answers 200 with the
// lead's milestones, { milestones: [{ milestone, at, flight? }] }, in order.
//   - 400 invalid_fields naming the field: a milestone that is not one of
//     MILESTONES ("choice"), a departure without a flight number ("required")
//     or with one that is not one ("format"), a flight given for another
//     milestone ("departedOnly");
//   - 404 not_found: no lead has this reference;
//   - 409 not_booked (with the lead's status): only a booked lead has milestones;
//   - 409 out_of_order (with `last`, the last recorded): the milestone is
//     recorded already, or comes before the last recorded. Milestones may be
//     skipped (collected, then departed), never gone back to.
// The shipper's e-mail of it is queued in the same transaction and sent after
// the answer (delivery.ts), retried like the others.
import type { MilestonesAnswer, RecordedMilestone } from "../../_shared/api/consoleApi.ts";
import { checkFlightNumber } from "../../_shared/booking/flightNumber.ts";
import { type Milestone, MILESTONES } from "../../_shared/quotePage.ts";
import { HttpError, readJsonObject } from "../http/http.ts";
import { type FunctionRoute, jsonRoute } from "../http/jsonRoute.ts";
import { memberOf } from "../members/sessions.ts";
import type { SignOutStore } from "../members/signOuts.ts";
import type { Logger } from "../settings/logger.ts";
import type { TeamSettings } from "../settings/teamSettings.ts";
import type { MilestoneEntry, MilestoneStore } from "./milestoneStore.ts";

/** A milestone's post is tiny. */
const MAX_BODY_BYTES = 1024;

export type MilestoneRouteDeps = {
  store: MilestoneStore;
  clock: () => Date;
  logger: Logger;
  /** A milestone was recorded and its e-mail queued: sends it after the answer. */
  onQueued: (requestId: string) => void;
};

const invalid = (message: string, field: string, problem: string) =>
  new HttpError(400, "invalid_fields", message, { fields: { [field]: problem } });

/** The milestone and flight a post asks for, or an HttpError (400) naming the field that is wrong. */
export function milestoneOf(body: Record<string, unknown>): { milestone: Milestone; flight: string | null } {
  const { milestone, flight } = body;
  if (!(MILESTONES as readonly unknown[]).includes(milestone)) {
    throw invalid(`The milestone must be one of ${MILESTONES.join(", ")}.`, "milestone", "choice");
  }
  if (milestone !== "departed") {
    const none = flight === undefined || flight === null || flight === "";
    if (!none) throw invalid("Only a departure has a flight.", "flight", "departedOnly");
    return { milestone: milestone as Milestone, flight: null };
  }
  const check = checkFlightNumber(flight);
  if (!check.ok) {
    throw invalid('Give the flight it departed on, such as "CX 880".', "flight", check.problem);
  }
  return { milestone, flight: check.flight };
}

/** A milestone as the console and the quote page show it: its flight only when it has one. */
export const shownMilestone = ({ milestone, at, flight }: Omit<MilestoneEntry, "member">): RecordedMilestone => ({
  milestone,
  at: at.toISOString(),
  ...(flight === null ? {} : { flight }),
});

/** Records the milestone a member posted for the lead `reference`; the answer, or an HttpError. */
export async function recordMilestone(
  deps: MilestoneRouteDeps,
  input: { member: string; reference: string; body: Record<string, unknown> },
): Promise<{ status: number; body: unknown }> {
  const { milestone, flight } = milestoneOf(input.body);
  const outcome = await deps.store.record({
    reference: input.reference,
    milestone,
    flight,
    member: input.member,
    now: deps.clock(),
  });
  switch (outcome.kind) {
    case "notFound":
      throw new HttpError(404, "not_found", "There is no lead with this reference.");
    case "notBooked":
      throw new HttpError(409, "not_booked", `This lead is ${outcome.status}: only a booked lead has milestones.`, {
        status: outcome.status,
      });
    case "outOfOrder":
      throw new HttpError(
        409,
        "out_of_order",
        `The last milestone recorded is ${outcome.last}: record one after it.`,
        { last: outcome.last },
      );
    case "recorded":
      deps.logger.info("milestone recorded from the console", { reference: input.reference, milestone });
      deps.onQueued(outcome.requestId);
      return { status: 200, body: { milestones: outcome.milestones.map(shownMilestone) } satisfies MilestonesAnswer };
  }
}

/** The milestones' route, for a member signed in to the console. */
export function milestoneRoutes(
  deps: MilestoneRouteDeps & { team: TeamSettings; signOuts: SignOutStore; allowedOrigins: readonly string[] },
): FunctionRoute[] {
  const record = jsonRoute(deps, async (request, { reference }) => {
    const member = await memberOf(request, deps.team, deps.clock(), deps.signOuts);
    return await recordMilestone(deps, { member, reference, body: await readJsonObject(request, MAX_BODY_BYTES) });
  });
  return [{ method: "POST", path: "/team/leads/:reference/milestones", handler: record, fromSite: true }];
}
