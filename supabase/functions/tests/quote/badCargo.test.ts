// Bad cargo details: each refused at its field with the contract's code, in
// JSON and in a plain form post (a page naming each field by its label), with
// nothing kept; and a fuzz of cargo details typed as people might and as they
// should not, each stored as meant or refused at exactly the wrong fields.
import { deepStrictEqual, ok } from "node:assert/strict";
import { backendTests, countRows, makeHandler, storedRequests, testSettings } from "../support/harness.ts";
import { postContact, postForm, validRequest } from "../support/requests.ts";
import { fixtureReplies } from "../support/replies.ts";
import { CONTACT_FIELD_SPECS } from "../../_shared/contactFields.ts";
import { fieldErrorText } from "../../_shared/words/fieldWords.ts";
import { escapeHtml } from "../../_shared/html.ts";
import { CARGO } from "./leads.ts";

/** Bad cargo details: each is named at its field, with the contract's code. */
const BAD_CARGO: { kind: string; field: keyof typeof CONTACT_FIELD_SPECS; value: unknown; code: string }[] = [
  { kind: "letters for the pieces", field: "cargoPieces", value: "three", code: "number" },
  { kind: "a fraction of a piece", field: "cargoPieces", value: "2.5", code: "wholeNumber" },
  { kind: "zero pieces", field: "cargoPieces", value: "0", code: "range" },
  { kind: "10,000 pieces", field: "cargoPieces", value: 10000, code: "range" },
  { kind: "a negative length", field: "cargoLengthCm", value: "-40", code: "range" },
  { kind: "a side longer than 400 cm", field: "cargoWidthCm", value: "401", code: "range" },
  { kind: "a unit typed in", field: "cargoHeightCm", value: "40cm", code: "number" },
  { kind: "two decimal separators", field: "cargoWeightKg", value: "1.2.5", code: "number" },
  { kind: "an exponent", field: "cargoWeightKg", value: "1e3", code: "number" },
  { kind: "a weight under 0.1 kg", field: "cargoWeightKg", value: "0.05", code: "range" },
  { kind: "a weight over 100 t", field: "cargoWeightKg", value: "100000.5", code: "range" },
  { kind: "an infinite number", field: "cargoWeightKg", value: "Infinity", code: "number" },
  { kind: "a boolean for a number", field: "cargoPieces", value: true, code: "type" },
  { kind: "an unknown content", field: "cargoContents", value: ["batteries", "gold"], code: "choice" },
  { kind: "a number for the contents", field: "cargoContents", value: [7], code: "type" },
  { kind: "an over-long city", field: "pickupCity", value: "S".repeat(101), code: "tooLong" },
  { kind: "a city with a line break", field: "pickupCity", value: "Shenzhen\nBcc: x@y.example", code: "lineBreak" },
];

for (const bad of BAD_CARGO) {
  backendTests(`${bad.kind} is refused at its field in JSON, and nothing is kept`, async (db) => {
    const { handler, mailer } = makeHandler(db);
    const response = await postContact(handler, validRequest({ ...CARGO, [bad.field]: bad.value }));
    deepStrictEqual(response.status, 400);
    const { error } = await response.json();
    deepStrictEqual([error.code, error.fields], ["invalid_fields", { [bad.field]: bad.code }]);
    deepStrictEqual(await countRows(db, "contact_requests"), 0);
    deepStrictEqual(mailer.sent.length, 0);
  }).forEach((test) => Deno.test(test));
}

backendTests("bad cargo details in a plain form post: a page naming each field by its label", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const words = fixtureReplies.languages.es;
  const response = await postForm(handler, {
    ...validRequest(),
    language: "es",
    cargoPieces: "2,5",
    cargoLengthCm: "0",
    cargoWeightKg: "mucho",
    cargoContents: ["gold"],
  });
  deepStrictEqual(response.status, 400);
  const html = await response.text();
  const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1].replace(/<[^>]+>/g, ""));
  const line = (field: keyof typeof words.labels, code: string) =>
    `${escapeHtml(words.labels[field])}: ${escapeHtml(fieldErrorText(words.errors, field, code, "es"))}`;
  deepStrictEqual(items, [
    line("cargoPieces", "wholeNumber"),
    line("cargoLengthCm", "range"),
    line("cargoWeightKg", "number"),
    line("cargoContents", "choice"),
  ]);
  ok(items[1].includes("1") && items[1].includes("400"), "the bounds are named");
  deepStrictEqual(await countRows(db, "contact_requests"), 0);
  deepStrictEqual(mailer.sent.length, 0);
}).forEach((test) => Deno.test(test));

// Fuzz: random cargo details, typed as people might and as they should not.
// Whatever comes in, the answer is 200 with every number stored as the
// visitor meant it, or 400 naming exactly the fields that were wrong, with
// nothing kept; never a 500.
function seeded(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

/** Values each kind of field accepts, with the number they mean in every language (null: not given), and values it refuses. */
type Values = { good: [string, number | null][]; bad: string[] };
const PIECES: Values = {
  good: [["1", 1], ["7", 7], ["12", 12], ["9999", 9999], ["١٢", 12], ["", null], [" 3 ", 3], ["1 200", 1200]],
  bad: ["0", "10000", "-1", "2.5", "three", "1e2", "0x10", "٣٫٥"],
};
const SIDES: Values = {
  good: [["1", 1], ["12.5", 12.5], ["12,5", 12.5], ["40", 40], ["400", 400], ["١٢٫٥", 12.5], ["", null], [
    "99.99",
    99.99,
  ]],
  bad: ["0.5", "400.01", "-3", "4O", "NaN", "1,2,3", "1e2"],
};
const WEIGHTS: Values = {
  good: [
    ["0.1", 0.1],
    ["12,5", 12.5],
    ["1 200", 1200],
    ["1.200,5", 1200.5],
    ["100000", 100000],
    ["٠٫٥", 0.5],
    ["0,500", 0.5],
    ["0.500", 0.5],
    ["", null],
  ],
  bad: ["0.05", "100000.5", "-3", "12 kg", "1..2", "0 500"],
};
const CONTENTS = { good: ["batteries", "liquids", "powders", "magnets"], bad: ["gold", "", "BATTERIES"] };

const NUMBER_COLUMNS = {
  cargoPieces: "cargo_pieces",
  cargoLengthCm: "cargo_length_cm",
  cargoWidthCm: "cargo_width_cm",
  cargoHeightCm: "cargo_height_cm",
  cargoWeightKg: "cargo_weight_kg",
} as const;

backendTests("fuzz: random cargo details are stored as meant, or refused at exactly the wrong fields", async (db) => {
  const random = seeded(20261125);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const { handler } = makeHandler(db, { settings: testSettings({ RATE_LIMIT_PER_CLIENT_PER_HOUR: "1000" }) });
  let accepted = 0;
  let refused = 0;
  for (let i = 0; i < 150; i++) {
    const wrong = new Set<string>();
    const expected: Record<string, number | null> = {};
    const fields: Record<string, unknown> = {};
    /** A good value mostly, a bad one about one time in eight. */
    for (
      const [field, values] of [
        ["cargoPieces", PIECES],
        ["cargoLengthCm", SIDES],
        ["cargoWidthCm", SIDES],
        ["cargoHeightCm", SIDES],
        ["cargoWeightKg", WEIGHTS],
      ] as const
    ) {
      if (random() < 0.12) {
        fields[field] = pick(values.bad);
        wrong.add(field);
      } else {
        [fields[field], expected[field]] = pick(values.good);
      }
    }
    const contents = Array.from(
      { length: Math.floor(random() * 3) },
      () => random() < 0.12 ? pick(CONTENTS.bad) : pick(CONTENTS.good),
    );
    if (contents.some((content) => !CONTENTS.good.includes(content))) wrong.add("cargoContents");
    fields.cargoContents = contents;
    fields.pickupCity = random() < 0.05 ? "x".repeat(101) : "Ningbo";
    if (fields.pickupCity !== "Ningbo") wrong.add("pickupCity");
    const language = pick(["en", "es", "de", "ar"]);
    const before = await countRows(db, "contact_requests");
    const response = await postContact(handler, {
      ...validRequest({ email: `fuzz${i}@shop.example` }),
      ...fields,
      language,
    });
    const sent = `${language} ${JSON.stringify(fields)}`;
    if (wrong.size > 0) {
      deepStrictEqual(response.status, 400, sent);
      refused++;
      const { error } = await response.json();
      deepStrictEqual(Object.keys(error.fields).sort(), [...wrong].sort(), sent);
      deepStrictEqual(await countRows(db, "contact_requests"), before, "nothing kept");
    } else {
      deepStrictEqual(response.status, 200, sent);
      accepted++;
      const rows = await storedRequests(db);
      const row = rows.find((stored) => stored.email === `fuzz${i}@shop.example`)!;
      for (const [field, column] of Object.entries(NUMBER_COLUMNS)) {
        const stored = row[column];
        deepStrictEqual(stored === null ? null : Number(stored), expected[field], `${field} of ${sent}`);
      }
      deepStrictEqual([...row.cargo_contents].sort(), [...new Set(contents)].sort(), sent);
    }
  }
  ok(accepted > 5 && refused > 5, `both outcomes were reached (${accepted} accepted, ${refused} refused)`);
}).forEach((test) => Deno.test(test));
