// The card's way to the function: `npm run rate-card` (supabase/local/content/writeRateCard.ts)
// writes rate-card.json from content/, refusing a card the build refuses in
// the build's lines; the function imports it (index.ts) and checks it
// (rateCardFile.ts); the deployed function never prices from the example;
// the local backend builds the same object straight from content/ or from
// RATE_CARD_FILE. The card is the tests' own (__tests__/fixtures/rates.yaml).
import { runGenerator } from "../support/generators.ts";
import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import {
  deployedRateCard,
  describeRateCard,
  type LoadedRateCard,
  rateCardFromFile,
} from "../../send-contact-email/quote/rateCardFile.ts";
import { rateCardFromContent } from "../../../local/content/rateCardFromContent.ts";

const FIXTURE_CARD = fileURLToPath(new URL("../../../../__tests__/fixtures/rates.yaml", import.meta.url));
const GENERATOR = fileURLToPath(new URL("../../../local/content/writeRateCard.ts", import.meta.url));
const COUNTRIES =
  "primary:\n  - { name: United States, code: US }\n  - { name: Germany, code: DE }\nsecondary:\n  - { name: Japan, code: JP }\n";
const NOW = new Date("2026-06-01T00:00:00Z");

/** A repository of its own: content/countries.yaml, and content/rates.yaml when a card is given. */
function repositoryWith(card?: string): string {
  const root = Deno.makeTempDirSync({ prefix: "rate-card-" });
  Deno.mkdirSync(`${root}/content`);
  Deno.writeTextFileSync(`${root}/content/countries.yaml`, COUNTRIES);
  if (card !== undefined) Deno.writeTextFileSync(`${root}/content/rates.yaml`, card);
  return root;
}

/** The generator on that repository, writing to its own file. */
const generate = (root: string) => runGenerator(GENERATOR, root, "rate-card.json");

const fixtureText = () => Deno.readTextFileSync(FIXTURE_CARD);

/**
 * A written rate-card.json as the deployed function has it (index.ts imports
 * it; rateCardFromFile checks it). Never throws: no file is a card that is off.
 */
function writtenCardOrOff(path: string): LoadedRateCard {
  let text: string;
  try {
    text = Deno.readTextFileSync(path);
  } catch {
    return { card: null, countries: {}, problem: "no file" };
  }
  return rateCardFromFile(JSON.parse(text));
}

Deno.test("the generator writes the card and the countries by name, and the function reads them back", async () => {
  const root = repositoryWith(fixtureText());
  const { code, stdout, out } = await generate(root);
  strictEqual(code, 0, stdout);
  ok(stdout.includes("2 zones in USD, valid until 2099-12-31"), stdout);
  const loaded = writtenCardOrOff(out);
  deepStrictEqual(loaded.problem, null);
  deepStrictEqual(loaded.countries, { "United States": "US", Germany: "DE", Japan: "JP" });
  deepStrictEqual(loaded.card, yaml.load(fixtureText(), { schema: yaml.CORE_SCHEMA }));
  strictEqual(loaded.card?.zones[0].perKg.under45, 7.913);
});

Deno.test("the generator refuses a card the build refuses, in the build's lines, and writes nothing", async () => {
  const rising = fixtureText().replace("from100: 5.371", "from100: 6.5");
  const root = repositoryWith(rising);
  const { code, stderr, out } = await generate(root);
  strictEqual(code, 1);
  deepStrictEqual(stderr.trim().split("\n"), [
    "Rate card not written. Fix content/ first:",
    "content/rates.yaml: zones[0].perKg.from100 (6.5) is more than from45 (6.127): a heavier break must not cost more per kg",
  ]);
  strictEqual(writtenCardOrOff(out).card, null);
  ok(!(await Deno.stat(out).then(() => true, () => false)), "no file written");
});

Deno.test("no content/rates.yaml writes a card that is off, so an older one cannot ship by mistake", async () => {
  const { code, out } = await generate(repositoryWith());
  strictEqual(code, 0);
  deepStrictEqual(JSON.parse(Deno.readTextFileSync(out)).card, null);
  deepStrictEqual(writtenCardOrOff(out), {
    card: null,
    countries: { "United States": "US", Germany: "DE", Japan: "JP" },
    problem: null,
  });
});

Deno.test("an unusable card is off, with a problem naming the field", () => {
  const card = yaml.load(fixtureText(), { schema: yaml.CORE_SCHEMA }) as Record<string, unknown>;
  const unusable = rateCardFromFile({
    card: { ...card, currency: "XYZ" },
    countries: { Germany: "DE", "United States": "US" },
  } as never);
  strictEqual(unusable.card, null);
  strictEqual(
    unusable.problem,
    'rate-card.json: currency must be a currency code (ISO 4217, like USD or HKD), but found "XYZ": instant prices are off',
  );
  strictEqual(
    rateCardFromFile({ prices: [] }).problem,
    "rate-card.json is not a rate card file ({ card, countries }): instant prices are off",
  );
});

Deno.test("the deployed function never prices from the example card, and says so", () => {
  const local = rateCardFromContent({ env: { RATE_CARD_FILE: FIXTURE_CARD } });
  const example = { ...local, card: { ...local.card!, example: true } };
  deepStrictEqual(deployedRateCard(local), local);
  const deployed = deployedRateCard(example);
  strictEqual(deployed.card, null);
  ok(deployed.problem?.includes("the rate card is the repository's example"), deployed.problem ?? "");
  deepStrictEqual(describeRateCard(deployed, NOW), { state: "off", problem: deployed.problem });
});

Deno.test("the local backend's card comes straight from content/, or from RATE_CARD_FILE", () => {
  const fromFile = rateCardFromContent({ env: { RATE_CARD_FILE: FIXTURE_CARD } });
  strictEqual(fromFile.problem, null);
  strictEqual(fromFile.card?.zones[1].name, "Fixture Europe");
  strictEqual(fromFile.countries["United States"], "US");
  deepStrictEqual(describeRateCard(fromFile, NOW), { state: "2 zones in USD, valid until 2099-12-31" });
  deepStrictEqual(describeRateCard(fromFile, new Date("2100-01-01T00:00:00Z")), {
    state: "expired at the end of 2099-12-31 (Hong Kong time)",
  });
  // The repository's own content/: whatever card it holds loads as the build would accept it.
  const repository = rateCardFromContent();
  strictEqual(repository.problem, null);
  // A card the build refuses is off, with the build's lines as its problem.
  const root = repositoryWith(fixtureText().replace("currency: USD", "currency: XYZ"));
  const refused = rateCardFromContent({ root });
  strictEqual(refused.card, null);
  strictEqual(
    refused.problem,
    'content/rates.yaml: currency must be a currency code (ISO 4217, like USD or HKD), but found "XYZ": instant prices are off',
  );
});
