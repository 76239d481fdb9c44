// The preview of Prices: per zone, sample shipments priced from the card being
// edited, with the total and the range; plainly, when visitors get no price
// (off, expired) or when the card is the example; and the card's problems in
// the build's words. The card is the fixture's; the figures were worked by hand.
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { render, screen, within } from "@testing-library/react";
import { RatesPreview } from "../../src/cms/rates/RatesPreview";
import type { CmsEntry } from "../../src/cms/entryProblems";
import { fixtureShared } from "../fixtures/content";

type Card = { example?: boolean; validUntil: string; zones: { name: string; perKg: Record<string, number> }[] };
const card = yaml.load(fs.readFileSync(path.join(__dirname, "../fixtures/rates.yaml"), "utf8"), { schema: yaml.CORE_SCHEMA }) as Card;
const countries = [...fixtureShared.countries.primary, ...fixtureShared.countries.secondary];
const NOW = new Date("2026-06-01T00:00:00Z");

const entryOf = (data: unknown): CmsEntry => ({
  get: (key: "data" | "slug") => (key === "data" ? { toJS: () => data } : "rates"),
  getIn: () => undefined,
});

const show = (data: unknown, now = NOW) =>
  render(<RatesPreview entry={entryOf(data)} document={document} countries={countries} now={now} />);

/** The cells of the row of `kg` in a zone's table, as text. */
function row(zone: string, kg: string) {
  const table = within(screen.getByRole("region", { name: zone })).getAllByRole("table")[0];
  const header = within(table).getByRole("rowheader", { name: kg });
  return within(header.closest("tr")!)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
}

it("prices each zone's sample shipments with the total and the range visitors see", () => {
  show(card);
  const zone = screen.getByRole("region", { name: "Fixture Americas" });
  expect(zone).toHaveTextContent("United States; 2-3 days in transit");
  expect(
    within(within(zone).getAllByRole("table")[0])
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent),
  ).toEqual(["5 kg", "45 kg", "95 kg", "300 kg", "1,000 kg"]);
  // 5 kg: 7.913 x 5 = 39.565, below the 87.65 minimum. Fuel 0.617 x 5 = 3.085 -> 3.09, security 0.149 x 5 = 0.745 -> 0.75
  // (3.84), documents 41.93: 133.42, less 10 % 120.078 -> 120, plus 10 % 146.762 -> 150 (two significant figures).
  // CO2e: 0.005 t gross x (13,579 + 95) km x the fixture's long-haul 654.3 g/tkm = 44.73 kg, about 45.
  expect(row("Fixture Americas", "5 kg")).toEqual(["$87.65minimum charge", "$3.84", "$41.93", "$133.42", "$120 to $150", "about 45 kg"]);
  // 95 kg: 6.127 x 95 = 582.065, so +100 at 100 kg: 5.371 x 100 = 537.10. Fuel 0.617 x 95 = 58.615 -> 58.62,
  // security 0.149 x 95 = 14.155 -> 14.16 (72.78); 651.81: 586.629 -> 580, 716.991 -> 720.
  expect(row("Fixture Americas", "95 kg")).toEqual([
    "$537.105.371 x 100 kg (cheaper at the heavier break)",
    "$72.78",
    "$41.93",
    "$651.81",
    "$580 to $720",
    // 0.095 t x 13,674 km x 654.3 g/tkm = 849.96 kg, about 850.
    "about 850 kg",
  ]);
  expect(screen.getByRole("status")).toHaveTextContent("until the end of 31 December 2099 (Hong Kong time)");
});

it("shows every option for the same samples, airport to airport and with pickup, the door and insurance", () => {
  show(card);
  const table = within(screen.getByRole("region", { name: "Fixture Americas" })).getAllByRole("table")[1];
  expect(
    within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent),
  ).toEqual([
    "Chargeable weight",
    "Airport to airport",
    "Pickup from Shenzhen",
    "To the door",
    "Insured (goods worth 20 a kg)",
    "Lithium batteries (Section II)",
    "All of them",
  ]);
  const cells = within(within(table).getByRole("rowheader", { name: "5 kg" }).closest("tr")!)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
  // Express airport to airport is 133.42 (above); the pickup 0.377 x 5 = 1.885 is below its 43.21 minimum: 176.63,
  // 158.967 -> 150, 194.293 -> 200, 2-3 days + 1. Economy: 6.217 x 5 = 31.085 below 71.29, + 3.84 + 41.93 + 43.21 =
  // 160.27: 144.243 -> 140, 176.297 -> 180, 5-8 days + 1.
  expect(cells[1]).toBe(
    "Express: $176.63 ($150 to $200), 3-4 days, CO2e about 45 kgEconomy: $160.27 ($140 to $180), 6-9 days, CO2e about 45 kg",
  );
  // Europe has neither economy nor the door: one option, no door column.
  const europe = within(screen.getByRole("region", { name: "Fixture Europe" })).getAllByRole("table")[1];
  expect(within(europe).queryByRole("columnheader", { name: "To the door" })).toBeNull();
});

it("follows an edit: a new rate under 45 kg shows in the 5 kg row at once", () => {
  const { rerender } = show(card);
  const edited = { ...card, zones: [{ ...card.zones[0], perKg: { ...card.zones[0].perKg, under45: 19.913 } }, card.zones[1]] };
  rerender(<RatesPreview entry={entryOf(edited)} document={document} countries={countries} now={NOW} />);
  // 19.913 x 5 = 99.565 -> 99.57, above the minimum; 99.57 + 3.84 + 41.93 = 145.34: 130.806 -> 130, 159.874 -> 160.
  expect(row("Fixture Americas", "5 kg")).toEqual(["$99.5719.913 x 5 kg", "$3.84", "$41.93", "$145.34", "$130 to $160", "about 45 kg"]);
});

it("says how a zone's CO2e is worked, or why it has none", () => {
  show(card);
  expect(screen.getByRole("region", { name: "Fixture Americas" })).toHaveTextContent(
    "CO2e: gross weight in tonnes x (13,579 km + 95 km) x 654.3 g per tonne-km (long haul), the GLEC Framework's default method",
  );
  // Fixture Europe has no distance: no figure in its rows.
  expect(screen.getByRole("region", { name: "Fixture Europe" })).toHaveTextContent("No CO2e: the zone has no distance from Hong Kong.");
  expect(row("Fixture Europe", "5 kg").at(-1)).toBe("none");
  const { emissions: _none, ...withoutIntensities } = card as Card & { emissions?: unknown };
  show(withoutIntensities);
  // Americas has a distance but the card no intensities (Europe still says it has no distance).
  expect(screen.getAllByText("No CO2e: the card has no emission intensities (Emissions).")).toHaveLength(1);
});

it("says until when a quote asked today holds: the card's days, or its last day when that comes first", () => {
  // NOW is 1 June 2026 in Hong Kong; the fixture's quoteValidDays is 23.
  show(card);
  expect(screen.getByRole("status")).toHaveTextContent(
    "A quote asked today holds 23 days, until the end of 24 June 2026 (Hong Kong time).",
  );
});

it("says the quote holds until the card's last day when that is sooner", () => {
  show({ ...card, validUntil: "2026-06-10" });
  expect(screen.getByRole("status")).toHaveTextContent(
    "A quote asked today holds until 10 June 2026, the card's last day (sooner than 23 days).",
  );
});

it("says a sample beyond the card's limits gets no instant price", () => {
  show({ ...card, limits: { longestSideCm: 287, heightCm: 153, averagePieceKg: 143, chargeableKg: 500 } });
  expect(row("Fixture Americas", "1,000 kg")).toEqual(["no instant price: over the card's chargeable weight limit"]);
});

it("says plainly that prices are off when the card has no zones", () => {
  show({ ...card, zones: [] });
  expect(screen.getByRole("status")).toHaveTextContent("Instant prices are off: the card has no zones");
  expect(screen.queryAllByRole("table")).toEqual([]);
});

it("says plainly that an expired card prices nothing, and shows what visitors saw while it held", () => {
  show(card, new Date("2100-01-01T00:00:00Z"));
  expect(screen.getByRole("status")).toHaveTextContent(
    "These prices expired at the end of 31 December 2099 (Hong Kong time): visitors get no instant price",
  );
  expect(row("Fixture Americas", "5 kg")).toContain("$133.42");
});

it("says that the example card never prices on the live site", () => {
  show({ ...card, example: true });
  expect(screen.getByRole("status")).toHaveTextContent("These are the example prices");
  expect(screen.getByRole("status")).toHaveTextContent("the live site never prices from them");
});

it("lists the card's problems in the build's words, and keeps showing the last usable card", () => {
  const { rerender } = show(card);
  const rising = { ...card, zones: [{ ...card.zones[0], perKg: { ...card.zones[0].perKg, from100: 6.5 } }, card.zones[1]] };
  rerender(<RatesPreview entry={entryOf(rising)} document={document} countries={countries} now={NOW} />);
  expect(screen.getByRole("alert")).toHaveTextContent(
    "zones[0].perKg.from100 (6.5) is more than from45 (6.127): a heavier break must not cost more per kg",
  );
  expect(row("Fixture Americas", "5 kg")).toContain("$133.42");
});

describe("a mixed shipment", () => {
  /** The cells of a row of the mixed shipment's table `index` (0: the packing list, 1: the zones), by its row header. */
  const mixedRow = (index: number, header: string) => {
    const table = within(screen.getByRole("region", { name: "A mixed shipment" })).getAllByRole("table")[index];
    return within(within(table).getByRole("rowheader", { name: header }).closest("tr")!)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
  };

  it("takes the pallets that cannot be stacked at the card's height, and prices each zone on it", () => {
    show({ ...card, nonStackableHeightCm: 160 });
    // Pallets: 2 x 120 x 80 x 160 (taken, not 150) = 3,072,000 cm³ / 6,000 = 512 kg; cartons: 12 x 60 x 40 x 40 =
    // 1,152,000 / 6,000 = 192 kg. Volume 704 kg against 380 kg gross: 704 kg (672 were the pallets stackable: 480 + 192).
    expect(mixedRow(0, "1")).toEqual(["2", "120 x 80 x 150taken at 160 cm high", "200 kg", "no", "512 kg"]);
    expect(mixedRow(0, "2")).toEqual(["12", "60 x 40 x 40", "180 kg", "yes", "192 kg"]);
    expect(mixedRow(0, "Chargeable")[4]).toMatch(/^704 kg.*672 kg/);
    // Americas, express: 704 x 4.657 (from 500) = 3,278.528 -> 3,278.53 (1,000 x 4.423 = 4,423 is dearer); fuel 0.617 x 704 =
    // 434.368 -> 434.37; security on the gross, 0.149 x 380 = 56.62; documents 41.93: 3,811.45. Less 10 % 3,430.305 -> 3,400;
    // plus 10 % 4,192.595 -> 4,200.
    expect(mixedRow(1, "Fixture Americas (United States)")).toEqual(["$3,811.45", "$3,400 to $4,200"]);
  });

  it("says when the card has no height for them, and prices them as they are", () => {
    const { nonStackableHeightCm: _height, ...withoutHeight } = card as Card & { nonStackableHeightCm?: number };
    show(withoutHeight);
    const region = screen.getByRole("region", { name: "A mixed shipment" });
    expect(region).toHaveTextContent("no height for pieces that cannot be stacked");
    expect(mixedRow(0, "1")[4]).toBe("480 kg");
    expect(mixedRow(0, "Chargeable")[4]).toMatch(/^672 kg/);
  });
});

describe("lithium battery handling", () => {
  /** The cells of the row of `kg` in the battery handling's table. */
  const batteryRow = (kg: string) => {
    const table = within(screen.getByRole("region", { name: "Lithium batteries, Section II" })).getByRole("table");
    return within(within(table).getByRole("rowheader", { name: kg }).closest("tr")!)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
  };

  it("shows the card's line on the first zone's samples, and the express total with it", () => {
    show(card);
    // The fixture's line: 47.31 a shipment + 0.229 a kg. 5 kg: 47.31 + 1.145 = 48.455 -> 48.46, one rounding; express
    // airport to airport 133.42 (above) + 48.46 = 181.88: 163.692 -> 160, 200.068 -> 210.
    expect(batteryRow("5 kg")).toEqual(["$48.46", "$181.88", "$160 to $210"]);
    // 95 kg: 47.31 + 21.755 = 69.065 -> 69.07; 651.81 + 69.07 = 720.88: 648.792 -> 640, 792.968 -> 800.
    expect(batteryRow("95 kg")).toEqual(["$69.07", "$720.88", "$640 to $800"]);
  });

  it("says that without the line such shipments get no instant price", () => {
    const { specialGoods: _line, ...withoutLine } = card as Card & { specialGoods?: unknown };
    show(withoutLine);
    const region = screen.getByRole("region", { name: "Lithium batteries, Section II" });
    expect(within(region).queryByRole("table")).toBeNull();
    expect(region).toHaveTextContent("get no instant price");
  });
});
