// POST .../choice: the shipper picks one of their lead's priced options on the
// thank-you page. JSON `{ reference, service }`, with the Idempotency-Key
// header of the request that made the lead: the reference must be that key's
// lead, or the answer is 403 and nothing changes (a reference alone, read off
// a shared screen, chooses nothing). 200 `{ reference, chosen }`; a service
// the lead was not priced for is 400; a sixth change 429 (too_many_changes),
// and so is a change past the client's allowance across leads (rate_limited,
// with Retry-After, as a quote request's). Each change is stored and told to
// the team in the lead's thread (choiceStore.ts), within the team's hourly ceiling.
import { type ServiceName, SERVICES } from "../../_shared/price/pricing.ts";
import { clientHashOf, type ConnectionInfo } from "../http/clientAddress.ts";
import {
  HttpError,
  parseJsonObject,
  rateLimitedError,
  readBody,
  readIdempotencyKey,
  requireJsonContentType,
} from "../http/http.ts";
import type { Logger } from "../settings/logger.ts";
import { REFERENCE_PATTERN } from "../quote/reference.ts";
import type { ChoiceStore } from "./choiceStore.ts";

/** How many times a lead's choice may change. */
export const MAX_CHOICE_CHANGES = 5;

/** A choice's body is tiny: a reference and a service. */
const MAX_CHOICE_BYTES = 1024;

const forbidden = () =>
  new HttpError(403, "forbidden", "This choice cannot be made from here: send it from the page of your request.");

export function createChoices(deps: {
  store: ChoiceStore;
  clock: () => Date;
  logger: Logger;
  /** The per-client limit, as the quote request's: the header naming the client, its hash's salt, the allowance. */
  limits: { clientAddressHeader: string | null; clientHashSalt: string; perClient: number; windowMs: number };
  /** Sends the lead's e-mails that are due (the choice's, to the team), after the answer. */
  notify: (requestId: string) => Promise<unknown>;
}) {
  return {
    async answer(
      request: Request,
      connection?: ConnectionInfo,
    ): Promise<{ status: number; body: { reference: string; chosen: ServiceName } }> {
      requireJsonContentType(request);
      const body = parseJsonObject(await readBody(request, MAX_CHOICE_BYTES));
      const key = readIdempotencyKey(request);
      const { reference, service } = body as { reference?: unknown; service?: unknown };
      if (key === null || typeof reference !== "string" || !REFERENCE_PATTERN.test(reference)) throw forbidden();
      if (!(SERVICES as readonly unknown[]).includes(service)) {
        throw new HttpError(400, "unknown_service", `The service must be one of ${SERVICES.join(", ")}.`);
      }
      const { limits } = deps;
      const outcome = await deps.store.choose({
        reference,
        idempotencyKey: key,
        service: service as ServiceName,
        now: deps.clock(),
        maxChanges: MAX_CHOICE_CHANGES,
        clientHash: await clientHashOf(request, connection, {
          trustedHeader: limits.clientAddressHeader,
          salt: limits.clientHashSalt,
          logger: deps.logger,
        }),
        perClient: limits.perClient,
        windowMs: limits.windowMs,
      });
      switch (outcome.kind) {
        case "forbidden":
          throw forbidden();
        case "notOffered":
          throw new HttpError(400, "unknown_service", "This request was not priced for that service.");
        case "tooMany":
          throw new HttpError(
            429,
            "too_many_changes",
            `The choice of a request can change ${MAX_CHOICE_CHANGES} times: please tell the team in a reply.`,
          );
        case "rateLimited":
          throw rateLimitedError(outcome.retryAfterSeconds);
      }
      if (outcome.changed) {
        deps.logger.info("a shipper chose an option", { reference: outcome.reference, service: outcome.service });
        await deps.notify(outcome.requestId);
      }
      return { status: 200, body: { reference: outcome.reference, chosen: outcome.service } };
    },
  };
}
