// send-contact-email as deployed: the handler wired to the production
// adapters (deployment.ts: PostgreSQL through SUPABASE_DB_URL, Resend), the
// rate card and the words it is deployed with. Logic lives in handler.ts.
//
// The card and the words are imported, not read from disk: `npm run
// rate-card` writes rate-card.json and `npm run function-words` words.json
// beside this file before every deploy (neither is committed), and the
// bundler takes an import into the function or fails the deploy when the file
// is missing, where a static file can be left out without a word. "Prices
// off" is a card the generator writes on purpose (no content/rates.yaml, or no
// zones), never a missing file. Nothing the function says is read from the
// site at run time.
import { createDeployedHandler } from "./deployment.ts";
import { rateCardFromFile } from "./quote/rateCardFile.ts";
import rateCardFile from "./rate-card.json" with { type: "json" };
import { functionWordsFromFile } from "./settings/functionWords.ts";
import wordsFile from "./words.json" with { type: "json" };
import { preferProductionReact } from "./outbox/outgoing.ts";

preferProductionReact();

type EdgeRuntimeGlobal = { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } };

const edgeRuntime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime;

Deno.serve(
  createDeployedHandler(Deno.env.toObject(), {
    rateCard: rateCardFromFile(rateCardFile),
    words: functionWordsFromFile(wordsFile),
    // Answer as soon as the request is stored; the e-mail finishes in the background.
    waitUntil: edgeRuntime ? (work) => edgeRuntime.waitUntil(work) : undefined,
  }),
);
