// send-contact-email as deployed: the handler wired to the production
// adapters (deployment.ts: PostgreSQL through SUPABASE_DB_URL, Resend).
// Logic lives in handler.ts.
import { createDeployedHandler } from "./deployment.ts";

type EdgeRuntimeGlobal = { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } };

const edgeRuntime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime;

Deno.serve(
  createDeployedHandler(Deno.env.toObject(), {
    // Answer as soon as the request is stored; the e-mail finishes in the background.
    waitUntil: edgeRuntime ? (work) => edgeRuntime.waitUntil(work) : undefined,
  }),
);
