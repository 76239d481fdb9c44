// send-contact-email as deployed: the handler wired to the production
// adapters (deployment.ts: PostgreSQL through SUPABASE_DB_URL, Resend) and the
// rate card it is deployed with. Logic lives in handler.ts.
//
// The card is imported, not read from disk: `npm run rate-card` writes
// rate-card.json beside this file before every deploy (it is never
// committed), and the bundler takes an import into the function or fails the
// deploy when the file is missing, where a static file can be left out
// without a word. "Prices off" is a card the generator writes on purpose
// (no content/rates.yaml, or no zones), never a missing file.
import { createDeployedHandler } from "./deployment.ts";
import { rateCardFromFile } from "./rateCardFile.ts";
import rateCardFile from "./rate-card.json" with { type: "json" };
import { preferProductionReact } from "./emails.ts";

preferProductionReact();

type EdgeRuntimeGlobal = { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } };

const edgeRuntime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime;

Deno.serve(
  createDeployedHandler(Deno.env.toObject(), {
    rateCard: rateCardFromFile(rateCardFile),
    // Answer as soon as the request is stored; the e-mail finishes in the background.
    waitUntil: edgeRuntime ? (work) => edgeRuntime.waitUntil(work) : undefined,
  }),
);
