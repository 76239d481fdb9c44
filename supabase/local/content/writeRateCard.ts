// `npm run rate-card`: writes the rate card the function is deployed with,
// supabase/functions/send-contact-email/rate-card.json, from content/rates.yaml
// and content/countries.yaml (git-ignored: it is the forwarder's tariff).
// Supabase's bundler sees only supabase/, so the card reaches the function
// as this file, which index.ts imports: without it the deploy fails. A card
// the build would refuse is refused here in the same lines, and nothing is
// written.
// No content/rates.yaml writes a file that says so (instant prices off), so an
// older card can never be deployed by mistake.
//   --root DIR   the repository to read content/ from (by default this one)
//   --out FILE   where to write (by default beside the function's rateCardFile.ts)
import { parseArgs } from "node:util";
import {
  describeRateCard,
  RATE_CARD_FILE,
  rateCardFromFile,
} from "../../functions/send-contact-email/quote/rateCardFile.ts";
import { ContentError, readRateCardContent } from "./rateCardFromContent.ts";

const { values } = parseArgs({ args: Deno.args, options: { root: { type: "string" }, out: { type: "string" } } });

try {
  const file = readRateCardContent({ root: values.root });
  const out = values.out ?? RATE_CARD_FILE;
  Deno.writeTextFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
  const { state } = describeRateCard(rateCardFromFile(file), new Date());
  const example = file.card?.example ? " (the deployed function never prices from it)" : "";
  console.log(`Rate card written to ${out instanceof URL ? out.pathname : out}: ${state}${example}`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`Rate card not written. Fix content/ first:\n${error.problems.join("\n")}`);
  Deno.exit(1);
}
