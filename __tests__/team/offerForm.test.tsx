// The console's lead page as the team answers a lead with a firm offer, from
// the fixture content, against a mocked fetch answering as the function's
// /team routes do: what the visitor sent under its labels and the packing
// list as a table, the price line by line or why there is none, the offer
// form starting from the card's exact totals (or empty), its last day within
// the lead's window, its checks (the contract's own) said at each field and
// the focus on the first, the function's 400, 409 and 429, and the offers
// sent. Every word is read from the fixture.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fillTemplate } from "../../src/content/fillTemplate";
import { SESSION_STORAGE_KEY, teamUrl } from "../../src/team/api";
import { defaultValidUntil } from "../../src/team/offer/offerDraft";
import type { Lead, OfferWindow, SentOffer } from "../../supabase/functions/_shared/api/consoleApi.ts";
import { TeamPage } from "../../src/views/TeamPage";
import { fixtureShared } from "../fixtures/content";
import { renderWithTheme } from "../helpers/render";

const words = fixtureShared.teamConsole;
const form = words.offerForm;
const problems = form.problems;

type Answer = { status: number; body?: unknown };
let answers: Answer[];
let fetchMock: jest.Mock;

const answering = (...next: Answer[]) => answers.push(...next);

beforeEach(() => {
  answers = [];
  fetchMock = jest.fn(async () => {
    const answer = answers.shift();
    if (!answer) throw new Error("the console asked more than the test answers");
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  });
  Object.assign(globalThis, { fetch: fetchMock });
  window.sessionStorage.clear();
  window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: "session-token-1", expiresAt: "2099-01-01T00:00:00.000Z" }));
  window.history.replaceState(null, "", "/team?lead=K7QM-4TXH");
});

const sent = (n: number) => {
  const [url, init] = fetchMock.mock.calls[n] as [string, RequestInit];
  return { url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined };
};

const WINDOW: OfferWindow = { from: "2026-11-29", to: "2026-12-29", currency: "USD", minorDigits: 2 };

const option = (service: "express" | "economy", totalMinor: number, transitDays: string) => ({
  service,
  low: 500,
  high: 700,
  transitDays,
  totalMinor,
  pickup: null,
  freight: { name: "Freight", amountMinor: totalMinor - 4_050 },
  surcharges: [{ name: "Fuel surcharge", amountMinor: 4_050 }],
  fees: [],
  delivery: null,
  clearance: null,
  batteryHandling: null,
  insurance: null,
});

/** A priced lead (two options with exact totals of 625.00 and 480.50 USD) the team may send an offer on. */
const pricedLead = (extra: Partial<Lead> = {}): Lead => ({
  reference: "K7QM-4TXH",
  createdAt: "2026-11-27T02:00:00.000Z",
  ageHours: 3,
  country: "Germany",
  chargeableKg: 95,
  chosen: null,
  status: "new",
  bookingRequested: false,
  awb: "16012345675",
  lostReason: null,
  language: "de",
  request: {
    name: "Ana",
    email: "ana@example.test",
    shippingCountry: "Germany",
    cargoLines: [
      { pieces: 2, lengthCm: 60, widthCm: 40, heightCm: 50, weightKg: 30, stackable: true },
      { pieces: 1, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 65.5, stackable: false },
    ],
    cargoWeightKg: 95.5,
    pickupCity: "Shenzhen",
  },
  price: {
    kind: "priced",
    price: {
      currency: "USD",
      minorDigits: 2,
      chargeableKg: 95,
      covers: { pickup: true, door: false, insurance: false },
      options: [option("express", 62_500, "2-3"), option("economy", 48_050, "4-6")],
    },
  },
  history: [],
  booking: null,
  milestones: [],
  offers: [],
  offerWindow: WINDOW,
  ...extra,
});

const OFFER: SentOffer = {
  number: 1,
  sentAt: "2026-11-29T03:00:00.000Z",
  validUntil: "2026-12-06",
  options: [
    { service: "express", amount: 625, transitDays: "2-3", covers: { pickup: true, door: false, insurance: false }, currency: "USD" },
    { service: "economy", amount: 455.25, transitDays: "4-6", covers: { pickup: true, door: false, insurance: false }, currency: "USD" },
  ],
  note: null,
  member: "lee@example.test",
  chargeableKg: 95,
};

const openLead = async (shown: Lead) => {
  answering({ status: 200, body: { lead: shown } });
  renderWithTheme(<TeamPage content={words} />);
  await screen.findByText("Ana");
};

const optionGroup = (number: number) => screen.getByRole("group", { name: fillTemplate(form.option, { number: String(number) }) });
const amountField = (number: number) =>
  within(optionGroup(number)).getByLabelText(fillTemplate(form.amount, { currency: WINDOW.currency })) as HTMLInputElement;
const sendButton = () => screen.getByRole("button", { name: form.send });

describe("a lead's page, for answering it", () => {
  it("shows the packing list as a table, the cargo's fields under their labels and the air waybill as airlines write it", async () => {
    await openLead(pricedLead());
    const table = screen.getByRole("table", { name: words.request.cargoLines });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent(fillTemplate(words.request.sizeValue, { length: "120", width: "80", height: "100" }));
    expect(rows[2]).toHaveTextContent(words.request.no);
    expect(screen.getByText(words.request.cargoWeightKg).nextElementSibling).toHaveTextContent("95.5");
    expect(screen.getByText(words.request.pickupCity).nextElementSibling).toHaveTextContent("Shenzhen");
    expect(screen.queryByText("cargoLines")).toBeNull();
    expect(screen.queryByText(/\[object Object\]/)).toBeNull();
    expect(screen.getByText(words.lead.awb).nextElementSibling).toHaveTextContent("160-12345675");
  });

  it("shows each option's lines and exact total", async () => {
    await openLead(pricedLead());
    const caption = fillTemplate(words.price.option, { service: words.services.express, days: "2-3", range: "500–700 USD" });
    const express = screen.getByRole("table", { name: caption });
    expect(within(express).getByRole("row", { name: `${words.price.total} 625.00` })).toBeInTheDocument();
    expect(within(express).getByRole("row", { name: "Fuel surcharge 40.50" })).toBeInTheDocument();
  });

  it("says why a lead has no instant price, in words", async () => {
    await openLead(pricedLead({ price: { kind: "noPrice", reason: "dangerousGoods" } }));
    const heading = screen.getByRole("heading", { name: words.lead.priceTitle });
    expect(heading.nextElementSibling).toHaveTextContent(`${words.lead.noPrice} ${words.price.reasons.dangerousGoods}`);
  });
});

describe("the offer form", () => {
  it("starts from the card's exact totals, what the price covers, and its default last day", async () => {
    await openLead(pricedLead());
    expect(screen.getByText(form.fromTotals)).toBeInTheDocument();
    expect(amountField(1).value).toBe("625.00");
    expect(amountField(2).value).toBe("480.50");
    expect(within(optionGroup(2)).getByLabelText(form.service)).toHaveValue("economy");
    expect(within(optionGroup(2)).getByLabelText(form.transitDays)).toHaveValue("4-6");
    expect(within(optionGroup(1)).getByRole("checkbox", { name: form.pickup })).toBeChecked();
    expect(within(optionGroup(1)).getByRole("checkbox", { name: form.door })).not.toBeChecked();
    expect(screen.getByLabelText(form.validUntil)).toHaveValue("2026-12-06");
    expect(screen.getByText(fillTemplate(form.weight, { kg: "95" }))).toBeInTheDocument();
    expect(screen.getByText(form.excludes)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: form.addOption })).toBeNull();
  });

  it("starts empty, with one option, on an unpriced lead", async () => {
    await openLead(pricedLead({ price: { kind: "noPrice", reason: "noZone" } }));
    expect(screen.getByText(form.unpriced)).toBeInTheDocument();
    expect(screen.getAllByRole("group", { name: /^Fixture option/ })).toHaveLength(1);
    expect(amountField(1).value).toBe("");
    expect(within(optionGroup(1)).getByLabelText(form.service)).toHaveValue("");
    expect(screen.getByRole("button", { name: form.addOption })).toBeInTheDocument();
  });

  it("is not offered on a booked or lost lead", async () => {
    await openLead(pricedLead({ status: "lost", lostReason: "price" }));
    expect(screen.queryByRole("button", { name: form.send })).toBeNull();
  });

  it("says what is wrong at each field, tied to it, the focus on the first, and sends nothing", async () => {
    const user = userEvent.setup();
    await openLead(pricedLead());
    await user.clear(amountField(1));
    await user.type(amountField(1), "0");
    await user.clear(amountField(2));
    await user.type(amountField(2), "480.505");
    await user.selectOptions(within(optionGroup(2)).getByLabelText(form.service), "express");
    await user.click(sendButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const first = amountField(1);
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute("aria-invalid", "true");
    expect(first).toHaveAccessibleDescription(expect.stringContaining(fillTemplate(problems.amountRange, { max: "10,000,000" })));
    expect(amountField(2)).toHaveAccessibleDescription(expect.stringContaining(fillTemplate(problems.decimals, { digits: "2" })));
    expect(within(optionGroup(2)).getByLabelText(form.service)).toHaveAccessibleDescription(problems.duplicate);
    expect(screen.getByRole("status")).toHaveTextContent(form.invalid);
  });

  it("keeps the last day within the lead's window", async () => {
    const user = userEvent.setup();
    await openLead(pricedLead());
    const day = screen.getByLabelText(form.validUntil);
    expect(day).toHaveAttribute("min", WINDOW.from);
    expect(day).toHaveAttribute("max", WINDOW.to);
    await user.clear(day);
    await user.type(day, "2027-01-15");
    await user.click(sendButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(day).toHaveFocus();
    expect(day).toHaveAccessibleDescription(
      expect.stringContaining(fillTemplate(problems.dayRange, { from: "29 Nov 2026", to: "29 Dec 2026" })),
    );
  });

  it("sends the offer as changed, and shows it once sent with the focus on it", async () => {
    const user = userEvent.setup();
    await openLead(pricedLead());
    await user.clear(amountField(2));
    await user.type(amountField(2), "455.25");
    await user.type(screen.getByLabelText(form.note), "Rates hold for this week.");
    expect(screen.getByText(fillTemplate(form.noteCount, { count: "25", max: "500" }))).toBeInTheDocument();
    answering(
      { status: 201, body: { offer: OFFER } },
      { status: 200, body: { lead: pricedLead({ status: "answered", offers: [{ ...OFFER, note: "Rates hold for this week." }] }) } },
    );
    await user.click(sendButton());
    expect(sent(1)).toEqual({
      url: teamUrl("leads/K7QM-4TXH/offers"),
      method: "POST",
      body: {
        validUntil: "2026-12-06",
        options: [
          { service: "express", amount: 625, transitDays: "2-3", covers: { pickup: true, door: false, insurance: false } },
          { service: "economy", amount: 455.25, transitDays: "4-6", covers: { pickup: true, door: false, insurance: false } },
        ],
        note: "Rates hold for this week.",
      },
    });
    const heading = await screen.findByRole("heading", {
      name: new RegExp(`^${fillTemplate(words.offers.entry, { number: "1", at: ".*", member: OFFER.member })}`),
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole("status")).toHaveTextContent(fillTemplate(form.sent, { number: "1" }));
    const offers = screen.getByRole("region", { name: words.offers.title });
    expect(offers).toHaveTextContent("USD 455.25");
    expect(offers).toHaveTextContent("Rates hold for this week.");
    // The form starts again from the offer just sent.
    expect(amountField(2).value).toBe("455.25");
  });

  it("shows the function's 400 at the field it names", async () => {
    const user = userEvent.setup();
    await openLead(pricedLead());
    answering({ status: 400, body: { error: { code: "invalid", message: "", fields: { "options.1.amount": "range" } } } });
    await user.click(sendButton());
    await waitFor(() => expect(amountField(2)).toHaveFocus());
    expect(amountField(2)).toHaveAttribute("aria-invalid", "true");
  });

  it("says plainly a lead with as many offers as it may have (429)", async () => {
    const user = userEvent.setup();
    await openLead(pricedLead());
    answering({ status: 429, body: { error: { code: "too_many_offers", message: "" } } });
    await user.click(sendButton());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(form.tooMany));
  });

  it("says a lead booked meanwhile is so (409), and shows it as it stands, without the form", async () => {
    const user = userEvent.setup();
    await openLead(pricedLead());
    answering(
      { status: 409, body: { error: { code: "conflict", message: "", status: "booked" } } },
      { status: 200, body: { lead: pricedLead({ status: "booked" }) } },
    );
    await user.click(sendButton());
    await waitFor(() => expect(screen.queryByRole("button", { name: form.send })).toBeNull());
    expect(screen.getByRole("status")).toHaveTextContent(fillTemplate(words.actions.conflict, { status: words.statuses.booked }));
  });
});

describe("the default last day", () => {
  it("is the content's days from today, never past the window's last day", () => {
    expect(defaultValidUntil(WINDOW, 7)).toBe("2026-12-06");
    expect(defaultValidUntil({ ...WINDOW, to: "2026-12-02" }, 7)).toBe("2026-12-02");
    expect(defaultValidUntil(WINDOW, -3)).toBe(WINDOW.from);
  });
});
