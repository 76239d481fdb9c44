// Forwarders do not publish their tariffs: a build with a rate card
// (__tests__/fixtures/rates.yaml) holds none of its figures, nor its zones' and
// lines' names, anywhere it serves: the pages, page-data, /admin/'s scripts,
// source maps (every file under public/, whatever its
// kind). One figure is a term, not a tariff, and is published by design: the
// height a piece that cannot be stacked is charged at (PUBLISHED_TERMS), which
// the quote form's estimate takes as the price does, like the 6,000 divisor.
// Every figure is searched as a minifier may print it (0.617 as .617 or
// 617e-3, 3000 as 3e3), whole numbers too. A whole number such as 287 may
// well be in a page for another reason (an icon's drawing, an editor's
// sentence), so the build is compared with a control: the same repository
// built with a card of other figures and names. A figure found more often in
// the card's build than in the control's is published. And a card the build
// cannot use stops it with one line naming content/rates.yaml and the field.
import fs from "node:fs";
import path from "node:path";
import { before, describe, it } from "node:test";
import assert from "node:assert/strict";
import yaml from "js-yaml";
import { build, copyOfRepository, filesUnder, printedLine, root } from "./repositoryCopy.mjs";

const FIXTURE_CARD = fs.readFileSync(path.join(root, "__tests__/fixtures/rates.yaml"), "utf8");
const card = yaml.load(FIXTURE_CARD, { schema: yaml.CORE_SCHEMA });

/** The card's fields the shipper is billed by and the site publishes (src/content/rateCard.ts). */
export const PUBLISHED_TERMS = ["nonStackableHeightCm"];

/** Every number of a card, wherever it is (rates, minimums, fees, limits, the range), but its published terms. */
function figuresOf(value) {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap(figuresOf);
  if (value && typeof value === "object")
    return Object.entries(value)
      .filter(([key]) => !PUBLISHED_TERMS.includes(key))
      .flatMap(([, item]) => figuresOf(item));
  return [];
}

/**
 * Every name of a card: its zones', surcharges', fees' and pickup areas'. The
 * pickup cities are not among them: the form suggests them by design.
 */
const namesOf = (rateCard) =>
  [...rateCard.zones, ...rateCard.surcharges, ...rateCard.fees, ...(rateCard.pickup ?? [])].map((item) => item.name);

/**
 * The ways a number is written in JavaScript, CSS or JSON that a minifier
 * may choose: 0.617, .617, 617e-3 and 6.17e-1; 287 and 2.87e2; 3000 and 3e3.
 */
export function spellingsOf(number) {
  const plain = String(number);
  const [whole, fraction = ""] = plain.split(".");
  const digits = `${whole}${fraction}`.replace(/^0+/, "");
  const significant = digits.replace(/0+$/, "");
  // number = significant x 10^power: 0.617 is 617 x 10^-3, 3000 is 3 x 10^3.
  const power = digits.length - significant.length - fraction.length;
  const spellings = new Set([plain, plain.replace(/^0\./, ".")]);
  if (power !== 0) spellings.add(`${significant}e${power}`);
  const decimalExponent = power + significant.length - 1;
  if (decimalExponent !== 0) {
    const mantissa = significant.length > 1 ? `${significant[0]}.${significant.slice(1)}` : significant;
    spellings.add(`${mantissa}e${decimalExponent}`);
  }
  return [...spellings];
}

/** How many times `spelling` stands as a number of its own in `text`: not inside a longer number or a name. */
export function countNumber(text, spelling) {
  const escaped = spelling.replace(/[.+]/g, (character) => `\\${character}`);
  return (text.match(new RegExp(`(?<![\\w$.])${escaped}(?![\\w$]|\\.\\d)`, "g")) ?? []).length;
}

/** The control card: every figure and name of the fixture's changed, its shape kept (a heavier break never dearer). */
function controlCard() {
  const shift = (value) => (typeof value === "number" ? Math.round(value * 1.37 * 1000 + 1) / 1000 : value);
  // Days stay whole days (a pickup's addDays: 1 becomes 2), and distances whole kilometres.
  const shiftDays = (value) => (typeof value === "number" ? value + 1 : value);
  const shiftKm = (value) => (typeof value === "number" ? Math.round(value * 1.37) + 1 : value);
  const walk = (value, key = "") => {
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, name)]));
    return /Days$/.test(key) ? shiftDays(value) : /Km$/.test(key) ? shiftKm(value) : shift(value);
  };
  const control = walk(card);
  control.currency = card.currency;
  control.validUntil = card.validUntil;
  control.zones = control.zones.map((zone, index) => ({ ...zone, name: `Control zone ${index}`, countries: card.zones[index].countries }));
  control.surcharges = control.surcharges.map((line, index) => ({
    ...line,
    name: `Control surcharge ${index}`,
    basis: card.surcharges[index].basis,
  }));
  control.fees = control.fees.map((line, index) => ({ ...line, name: `Control fee ${index}` }));
  control.pickup = control.pickup?.map((area, index) => ({ ...area, name: `Control pickup ${index}`, cities: card.pickup[index].cities }));
  control.rangePercent = 12;
  return control;
}

/** Each spelling's count over every file under public/. */
function counts(copy, spellings, names) {
  const texts = filesUnder(path.join(copy, "public")).map((file) => fs.readFileSync(file).toString("latin1"));
  const count = (find) => texts.reduce((sum, text) => sum + find(text), 0);
  return {
    numbers: Object.fromEntries(spellings.map((spelling) => [spelling, count((text) => countNumber(text, spelling))])),
    names: Object.fromEntries(names.map((name) => [name, count((text) => text.split(name).length - 1)])),
  };
}

describe("what the search finds", () => {
  it("a figure however a minifier prints it, and never a part of another number or name", () => {
    assert.deepEqual(spellingsOf(0.617).sort(), [".617", "0.617", "6.17e-1", "617e-3"]);
    assert.deepEqual(spellingsOf(87.65).sort(), ["8.765e1", "87.65", "8765e-2"]);
    assert.deepEqual(spellingsOf(3000).sort(), ["3000", "3e3"]);
    assert.deepEqual(spellingsOf(287).sort(), ["2.87e2", "287"]);
    const minified = 'a=.617,b={x:617e-3},c="287px",d=[287],e=3e3,f=1.617,g=2871,h=x287,i=287.5';
    assert.equal(countNumber(minified, ".617"), 1);
    assert.equal(countNumber(minified, "617e-3"), 1);
    assert.equal(countNumber(minified, "287"), 1, "[287], not 287px, 2871, x287 or 287.5");
    assert.equal(countNumber(minified, "3e3"), 1);
  });
});

describe("a build with a rate card", () => {
  const control = controlCard();
  const figures = [...new Set(figuresOf(card))];
  const spellings = [...new Set(figures.flatMap(spellingsOf))];
  const names = namesOf(card);
  let built;
  let controlBuilt;
  before(async () => {
    const withCard = await copyOfRepository(async (dir) => fs.writeFileSync(path.join(dir, "content/rates.yaml"), FIXTURE_CARD));
    const withControl = await copyOfRepository(async (dir) => fs.writeFileSync(path.join(dir, "content/rates.yaml"), yaml.dump(control)));
    built = { copy: withCard, result: build(withCard) };
    controlBuilt = { copy: withControl, result: build(withControl) };
  });

  it("builds, and so does the control", () => {
    for (const { result } of [built, controlBuilt]) assert.equal(result.status, 0, result.stdout.slice(-3000) + result.stderr.slice(-3000));
  });

  it("the control shares no figure or name with the card", () => {
    const controlSpellings = new Set(figuresOf(control).flatMap(spellingsOf));
    assert.deepEqual(
      spellings.filter((spelling) => controlSpellings.has(spelling)),
      [],
    );
    assert.deepEqual(
      namesOf(control).filter((name) => names.includes(name)),
      [],
    );
  });

  it("publishes none of its figures, however written, or names, in any file, more than a build without them", () => {
    assert.ok(figures.includes(0.617) && figures.includes(287) && names.includes("Fixture documents"), figures.join(", "));
    // The published term is left out of the search by its name only: no other figure of the card is the same number.
    assert.ok(
      PUBLISHED_TERMS.every((term) => typeof card[term] === "number" && !figures.includes(card[term])),
      figures.join(", "),
    );
    const files = filesUnder(path.join(built.copy, "public")).map((file) => path.relative(path.join(built.copy, "public"), file));
    // What the check covers: pages, page-data, the CMS's scripts.
    for (const kind of [/\.html$/, /page-data\/.*\.json$/, /^admin\/.*\.js$/]) {
      assert.ok(
        files.some((file) => kind.test(file)),
        `the build has files matching ${kind}`,
      );
    }
    const found = counts(built.copy, spellings, names);
    const expected = counts(controlBuilt.copy, spellings, names);
    const more = (kind) =>
      Object.entries(found[kind])
        .filter(([key, count]) => count > expected[kind][key])
        .map(([key, count]) => `${key}: ${count} times, ${expected[kind][key]} without the card`);
    assert.deepEqual([...more("numbers"), ...more("names")], []);
  });
});

describe("a rate card the build cannot use", () => {
  it("stops the build with one line naming content/rates.yaml and the field", async () => {
    const rising = FIXTURE_CARD.replace("from100: 5.371", "from100: 6.5");
    assert.notEqual(rising, FIXTURE_CARD);
    const copy = await copyOfRepository(async (dir) => fs.writeFileSync(path.join(dir, "content/rates.yaml"), rising));
    const result = build(copy);
    assert.notEqual(result.status, 0);
    const line = "content/rates.yaml: zones[0].perKg.from100 (6.5) is more than from45 (6.127): a heavier break must not cost more per kg";
    assert.match(result.stdout + result.stderr, printedLine(line));
  });
});
