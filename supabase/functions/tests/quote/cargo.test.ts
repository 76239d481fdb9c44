// Quotable leads: the cargo details a quote is priced on, read as the visitor
// typed them, stored in their own columns, the chargeable weight computed by
// the function, a reference both sides quote, the team's e-mail leading with
// what prices the job, and the visitor's confirmation in their language.
// (badCargo.test.ts: the cargo details refused, and a fuzz of them.)
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { backendTests, countRows, makeHandler, storedRequests, testSettings } from "../support/harness.ts";
import { postContact, postForm, SITE_ORIGIN, validRequest } from "../support/requests.ts";
import { fixtureReplies } from "../support/replies.ts";
import { languageOf } from "../support/emails.ts";
import { fieldErrorText } from "../../_shared/words/fieldWords.ts";
import { escapeHtml } from "../../_shared/html.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import { REFERENCE_PATTERN } from "../../send-contact-email/lead/reference.ts";
import { formatList, whatsappLink } from "../../_shared/emails/site.ts";
import { CARGO, teamEmail } from "./leads.ts";

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
  // The warning, then each declared content's class (here not described: the team asks), and the documents.
  const { lead: said, contents, goods } = fixtureReplies.team.words;
  const warning = lines.findIndex((line) => line === said.warning);
  ok(warning > at("Pickup city in China"), "the warning after the cargo");
  deepStrictEqual(lines.slice(warning + 1).filter((line) => line.includes(": ")).slice(0, 3), [
    `${contents.batteries}: ${goods.batteriesUnknown}`,
    `${contents.magnets}: ${goods.magnetsUnknown}`,
    `${goods.documents}: ${formatList(fixtureReplies.team.code, [goods.testSummary, goods.safetyDataSheet])}`,
  ]);
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
