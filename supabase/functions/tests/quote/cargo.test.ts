// Quotable leads: the cargo details a quote is priced on, read as the visitor
// typed them, stored in their own columns, the chargeable weight computed by
// the function, a reference both sides quote, the team's e-mail leading with
// what prices the job, and the visitor's confirmation in their language.
import { deepStrictEqual, match, ok } from "node:assert/strict";
import {
  backendTests,
  countRows,
  makeHandler,
  postContact,
  postForm,
  SITE_ORIGIN,
  storedRequests,
  testSettings,
  validRequest,
} from "../support/harness.ts";
import { fixtureReplies } from "../support/replies.ts";
import { languageOf } from "../support/emails.ts";
import { CONTACT_FIELD_SPECS } from "../../_shared/contactFields.ts";
import { fieldErrorText } from "../../_shared/words/fieldWords.ts";
import { escapeHtml } from "../../_shared/html.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import { REFERENCE_PATTERN } from "../../send-contact-email/quote/reference.ts";
import { whatsappLink } from "../../_shared/emails/site.ts";
import type { OutgoingEmail } from "../../send-contact-email/mail/emails.ts";

/** Three cartons of 120 x 80 x 100 cm, 450.5 kg, with batteries and magnets, from Shenzhen. */
const CARGO = {
  cargoPieces: "3",
  cargoLengthCm: "120",
  cargoWidthCm: "80",
  cargoHeightCm: "100",
  cargoWeightKg: "450.5",
  cargoContents: ["batteries", "magnets"],
  pickupCity: "Shenzhen",
};

/** The lead's team e-mail (not the notice that the database is away, which may go out before it). */
const teamEmail = (sent: OutgoingEmail[]) => sent.find((email) => email.idempotencyKey.endsWith("/team"))!;

backendTests("cargo details are stored in their own columns, and the reference comes back", async (db) => {
  const { handler } = makeHandler(db);
  const response = await postContact(handler, validRequest(CARGO));
  deepStrictEqual(response.status, 200);
  const { reference } = await response.json();
  match(reference, REFERENCE_PATTERN);
  const [row] = await storedRequests(db);
  deepStrictEqual(row.reference, reference);
  deepStrictEqual(
    [row.cargo_pieces, row.cargo_length_cm, row.cargo_width_cm, row.cargo_height_cm, row.cargo_weight_kg].map(Number),
    [3, 120, 80, 100, 450.5],
  );
  deepStrictEqual([row.cargo_contents, row.pickup_city], [["batteries", "magnets"], "Shenzhen"]);
}).forEach((test) => Deno.test(test));

backendTests("the team's e-mail leads with what prices the job, computed by the function", async (db) => {
  const { handler, mailer } = makeHandler(db);
  // A client's own figure for the chargeable weight is not a field: it is dropped.
  const response = await postContact(handler, { ...validRequest(CARGO), chargeableWeightKg: 1 });
  const { reference } = await response.json();
  const email = teamEmail(mailer.sent);
  deepStrictEqual(
    email.subject,
    `Quote request ${reference}: Hong Kong to Canada, 480 kg chargeable, dangerous goods (Mei Chan)`,
  );
  const lines = email.text.split("\n");
  const at = (label: string) => lines.findIndex((line) => line.startsWith(`${label}: `));
  // 3 x 120 x 80 x 100 cm / 6,000 = 480 kg volumetric, more than the 450.5 kg gross.
  deepStrictEqual(lines[at("Route")], "Route: Hong Kong to Canada");
  deepStrictEqual(lines[at("Pieces")], "Pieces: 3");
  deepStrictEqual(lines[at("Size of one piece")], "Size of one piece: 120 x 80 x 100 cm (length x width x height)");
  deepStrictEqual(lines[at("Gross weight")], "Gross weight: 450.5 kg");
  match(lines[at("Volumetric weight")], /^Volumetric weight: 480 kg \(3 x 120 x 80 x 100 cm \/ 6,000 cm3\/kg\)$/);
  match(lines[at("Chargeable weight")], /^Chargeable weight: 480 kg /);
  deepStrictEqual(lines[at("Declared contents")], "Declared contents: Lithium batteries, Magnets");
  deepStrictEqual(lines[at("Pickup city in China")], "Pickup city in China: Shenzhen");
  // The warning, then what each declared content needs.
  const { lead: said, contents, documents } = fixtureReplies.team.words;
  const warning = lines.findIndex((line) => line === said.warning);
  ok(warning > at("Pickup city in China"), "the warning after the cargo");
  deepStrictEqual(lines.slice(warning + 1).filter((line) => line.includes(": ")).slice(0, 2), [
    `${contents.batteries}: ${documents.batteries}`,
    `${contents.magnets}: ${documents.magnets}`,
  ]);
  for (const document of ["MSDS/SDS", "UN38.3", "lithium battery declaration", "magnetic field test report"]) {
    ok(email.text.includes(document), `the warning names ${document}`);
  }
  ok(at("Route") < at("Name") && at("Pickup city in China") < at("Name"), "the pricing comes before the visitor");
  const whatsapp = `${fillTemplate(said.whatsappButton, { name: "Mei Chan" })}: https://wa.me/85255550101`;
  ok(email.text.includes(whatsapp), "a WhatsApp button to the visitor's number");
  ok(email.html.includes('href="https://wa.me/85255550101"'));
  deepStrictEqual(email.replyTo, "mei@shop.example", "reply-to stays the visitor");
}).forEach((test) => Deno.test(test));

backendTests("partial details are kept as given; the chargeable weight waits for all five numbers", async (db) => {
  const { handler, mailer } = makeHandler(db);
  deepStrictEqual((await postContact(handler, validRequest({ cargoWeightKg: "80" }))).status, 200);
  const [row] = await storedRequests(db);
  deepStrictEqual([Number(row.cargo_weight_kg), row.cargo_pieces, row.cargo_length_cm], [80, null, null]);
  const email = teamEmail(mailer.sent);
  ok(email.text.includes("Gross weight: 80 kg"));
  ok(email.text.includes("Chargeable weight: not computed"));
  ok(email.text.includes("Declared contents: none declared"));
  ok(!email.text.includes(fixtureReplies.team.words.lead.warning));
  ok(!email.subject.includes("chargeable"));
}).forEach((test) => Deno.test(test));

backendTests("a request without cargo details is sent as before, saying none were given", async (db) => {
  const { handler, mailer } = makeHandler(db);
  deepStrictEqual((await postContact(handler, validRequest())).status, 200);
  const [row] = await storedRequests(db);
  deepStrictEqual([row.cargo_pieces, row.cargo_contents, row.pickup_city], [null, [], ""]);
  ok(teamEmail(mailer.sent).text.includes("Cargo details: not given"));
}).forEach((test) => Deno.test(test));

backendTests("a total volume prices pieces of different sizes, as the page's language writes it", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const { cargoLengthCm: _l, cargoWidthCm: _w, cargoHeightCm: _h, ...mixed } = CARGO;
  const response = await postContact(handler, {
    ...validRequest({ ...mixed, cargoVolumeM3: "2,4", cargoWeightKg: "300" }),
    language: "es",
  });
  deepStrictEqual(response.status, 200);
  const [row] = await storedRequests(db);
  deepStrictEqual([Number(row.cargo_volume_m3), row.cargo_length_cm, Number(row.cargo_weight_kg)], [2.4, null, 300]);
  const { text } = teamEmail(mailer.sent);
  ok(text.includes("Total volume: 2.4 m3 (all pieces, for pieces of different sizes)"), text);
  // 2.4 m3 = 2,400,000 cm3 / 6,000 = 400 kg, more than the 300 kg gross.
  ok(text.includes("Volumetric weight: 400 kg (2.4 m3 x 1,000,000 / 6,000 cm3/kg)"), text);
  ok(text.includes("Chargeable weight: 400 kg"), text);
}).forEach((test) => Deno.test(test));

backendTests(
  "a total volume beside a piece's size is refused at the volume, saying to give one or the other",
  async (db) => {
    const { handler } = makeHandler(db);
    const response = await postContact(handler, validRequest({ ...CARGO, cargoVolumeM3: "2.4" }));
    deepStrictEqual(response.status, 400);
    deepStrictEqual((await response.json()).error.fields, { cargoVolumeM3: "volumeOrSize" });
    const page = await postForm(handler, { ...validRequest({ ...CARGO, cargoVolumeM3: "2.4" }), language: "en" });
    deepStrictEqual(page.status, 400);
    const html = await page.text();
    const words = fixtureReplies.languages.en;
    ok(html.includes(escapeHtml(fieldErrorText(words.errors, "cargoVolumeM3", "volumeOrSize", "en"))), html);
    deepStrictEqual(await countRows(db, "contact_requests"), 0);
  },
).forEach((test) => Deno.test(test));

Deno.test("the chargeable weight: the greater weight, rounded up to the next half kilogram", async () => {
  const { estimateChargeableWeight } = await import("../../_shared/chargeableWeight.ts");
  const cargo = (pieces: number, l: number, w: number, h: number, kg: number) =>
    estimateChargeableWeight({
      cargoPieces: pieces,
      cargoLengthCm: l,
      cargoWidthCm: w,
      cargoHeightCm: h,
      cargoVolumeM3: null,
      cargoWeightKg: kg,
    })!.chargeableKg;
  deepStrictEqual(cargo(3, 120, 80, 100, 450.5), 480, "volumetric, exactly 480");
  deepStrictEqual(cargo(1, 50, 40, 30, 12.2), 12.5, "gross, rounded up");
  deepStrictEqual(cargo(1, 33, 33, 33, 1), 6, "5.99 kg volumetric");
  deepStrictEqual(cargo(1, 10, 10, 10, 0.1), 0.5, "the smallest step");
  deepStrictEqual(cargo(2, 60, 50, 40, 40), 40, "20 + 20 volumetric = 40 gross: no step added");
  // 21.6 x 325 x 50 / 6000 is 58.5 exactly, but 58.50000000000001 in floating point: no step added for the dust.
  deepStrictEqual(cargo(1, 21.6, 325, 50, 0.1), 58.5, "floating-point dust is not a step");
  deepStrictEqual(cargo(1, 21.6, 325, 50.1, 0.1), 59, "a real fraction over the step is");
  const byVolume = (m3: number, kg: number) =>
    estimateChargeableWeight({
      cargoPieces: null,
      cargoLengthCm: null,
      cargoWidthCm: null,
      cargoHeightCm: null,
      cargoVolumeM3: m3,
      cargoWeightKg: kg,
    })!.chargeableKg;
  deepStrictEqual(byVolume(2.4, 300), 400, "2.4 m3 x 1,000,000 / 6,000");
  deepStrictEqual(byVolume(0.001, 0.1), 0.5, "the smallest volume: 0.17 kg, one step");
  deepStrictEqual(byVolume(1, 200), 200, "the gross weight when it is the greater");
});

backendTests("numbers are read as the page's language writes them, in a plain form post too", async (db) => {
  const { handler, clock } = makeHandler(db);
  const posted = await postForm(handler, {
    ...validRequest(),
    language: "es",
    cargoPieces: "1.200",
    cargoLengthCm: "45,5",
    cargoWidthCm: "30",
    cargoHeightCm: "30",
    cargoWeightKg: "1.200,5",
    cargoContents: ["liquids", "powders"],
  });
  deepStrictEqual(posted.status, 303);
  clock.advance(1000);
  const arabic = await postContact(handler, {
    ...validRequest({ email: "ali@shop.example" }),
    language: "ar",
    cargoPieces: "١٢",
    cargoWeightKg: "١٢٫٥",
    cargoLengthCm: "٤٠",
  }, { clientAddress: "198.51.100.9" });
  deepStrictEqual(arabic.status, 200);
  const rows = await storedRequests(db);
  deepStrictEqual(
    rows.map((row) => [row.cargo_pieces, Number(row.cargo_length_cm), Number(row.cargo_weight_kg), row.cargo_contents]),
    [[1200, 45.5, 1200.5, ["liquids", "powders"]], [12, 40, 12.5, []]],
  );
}).forEach((test) => Deno.test(test));

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

backendTests("a retry with the same key gets the same reference; every request its own", async (db) => {
  const { handler } = makeHandler(db);
  const first = await (await postContact(handler, validRequest(), { idempotencyKey: "key-1" })).json();
  const again = await (await postContact(handler, validRequest(), { idempotencyKey: "key-1" })).json();
  deepStrictEqual(again, first);
  const references = new Set([first.reference]);
  for (let i = 0; i < 20; i++) {
    const answer = await postContact(handler, validRequest({ email: `buyer${i}@shop.example` }), {
      clientAddress: `198.51.100.${i}`,
    });
    references.add((await answer.json()).reference);
  }
  deepStrictEqual(references.size, 21);
  for (const reference of references) ok(!/[01IO]/.test(reference), `${reference} has no 0, 1, I or O`);
}).forEach((test) => Deno.test(test));

backendTests(
  "the visitor's confirmation: reference, declared numbers and contents, documents, contacts",
  async (db) => {
    const settings = testSettings({ SEND_VISITOR_CONFIRMATION: "true", SITE_URL: SITE_ORIGIN });
    const { handler, mailer } = makeHandler(db, { settings });
    const response = await postContact(handler, { ...validRequest(CARGO), language: "ar" });
    const { reference } = await response.json();
    const words = fixtureReplies.languages.ar;
    const confirmation = mailer.sent.find((email) => email.to === "mei@shop.example")!;
    deepStrictEqual(confirmation.subject, words.confirmation.subject.replace("{reference}", reference));
    deepStrictEqual(languageOf(confirmation.html), { document: ["ar", "rtl"], wrapper: ["ar", "rtl"] });
    const { text } = confirmation;
    ok(text.includes(`${words.thankYou.referenceLabel}\n\n${reference}\n\n${words.thankYou.referenceNote}`), text);
    ok(text.includes(`${words.labels.cargoPieces}: 3`));
    ok(text.includes(`${words.labels.cargoWeightKg}: 450.5`));
    ok(text.includes(words.estimate.estimate.replace("{chargeable}", "480")));
    ok(text.includes(new Intl.ListFormat("ar", { type: "unit", style: "short" }).format([
      words.contents.batteries,
      words.contents.magnets,
    ])));
    ok(text.includes(words.confirmation.documents.batteries) && text.includes(words.confirmation.documents.magnets));
    ok(!text.includes(words.confirmation.documents.liquids), "only what was declared");
    // The company's contacts: WhatsApp and e-mail as buttons and lines, the numbers left to right.
    ok(text.includes(`${words.thankYou.whatsappLabel}: ${fixtureReplies.contact.phone}`), text);
    ok(text.includes(`${words.thankYou.emailLabel}: ${fixtureReplies.contact.email}`), text);
    ok(text.includes(`${words.confirmation.whatsappButton}: ${whatsappLink(fixtureReplies.contact.phone)}`), text);
    ok(confirmation.html.includes(`<span dir="ltr">${fixtureReplies.contact.phone}</span>`));
    for (const written of ["Mei", "Shenzhen", "garments", "two pallets"]) {
      ok(!text.includes(written) && !confirmation.html.includes(written), `nothing the visitor wrote (${written})`);
    }
  },
).forEach((test) => Deno.test(test));

backendTests("without dangerous goods the confirmation lists no documents", async (db) => {
  const settings = testSettings({ SEND_VISITOR_CONFIRMATION: "true" });
  const { handler, mailer } = makeHandler(db, { settings });
  await postContact(handler, validRequest({ ...CARGO, cargoContents: [] }));
  const confirmation = mailer.sent.find((email) => email.to === "mei@shop.example")!;
  ok(!confirmation.text.includes(fixtureReplies.languages.en.confirmation.documentsTitle));
}).forEach((test) => Deno.test(test));

Deno.test("a WhatsApp link only for a number written with its country code", () => {
  deepStrictEqual(whatsappLink("+852 5555 0101"), "https://wa.me/85255550101");
  deepStrictEqual(whatsappLink("0049 30 1234567"), "https://wa.me/49301234567");
  deepStrictEqual(whatsappLink("5555 0101"), null);
  deepStrictEqual(whatsappLink("+1 23"), null);
  deepStrictEqual(whatsappLink(""), null);
});

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
