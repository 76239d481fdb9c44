// The shipper's quote page, from the fixture content, with the function
// answered by a mocked fetch: as served (no JavaScript) it says the request was
// received and where the price is; with its script it reads ?ref= and #key=,
// asks the function with the key and shows the quote as a document, or says
// the link is wrong, or that the server could not be reached (and tries
// again); an expired quote offers to ask again with the form filled in;
// choosing and booking post with the key; a booked quote shows its milestones
// beside the airline's link. Every expected word comes from the fixture.
import { act, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { CacheProvider } from "@emotion/react";
import createCache from "@emotion/cache";
import { QuotePage, type QuotePageProps } from "../../src/views/QuotePage";
import { ASK_AGAIN_STORAGE_KEY, withAskAgain } from "../../src/contact/askAgain";
import { readShipperQuote } from "../../src/quote/shipperQuote";
import { formatMoney } from "../../src/quote/format";
import { QUOTE_REFERENCE as REFERENCE, answerOf as json, quoteAnswer, quoteOffer } from "../helpers/quoteAnswer";
import type { QuoteBooking, QuoteRefusal } from "../../supabase/functions/_shared/api/quotePageApi.ts";
import { contactFunctionUrl } from "../../src/contact/backendConfig";
import { fillTemplate } from "../../supabase/functions/_shared/words/template.ts";
import { addDays, hongKongDate } from "../../supabase/functions/_shared/booking/bookingRequest.ts";
import { localizedCountries } from "../../src/content/countries";
import { fixtureSite } from "../fixtures/content";
import { layoutProps, wordsOf } from "../helpers/content";
import { renderWithTheme } from "../helpers/render";

// The booking's tests drive the form through Formik and the booking contract, each loaded with its own chunk:
// give a busy machine room.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const words = wordsOf(fixtureSite, "en");
const page = words.quotePage;
const price = words.thankYou.price;
const { form, errors, milestoneEmail } = words.booking;

const props = (code = "en"): QuotePageProps => ({
  ...layoutProps(fixtureSite, code, "/quote"),
  page: wordsOf(fixtureSite, code).quotePage,
  priceWords: wordsOf(fixtureSite, code).thankYou,
  bookingWords: wordsOf(fixtureSite, code).booking,
  countries: localizedCountries(fixtureSite.shared.countries, code),
});

const KEY = "v1.20271128.c2lnbmVk";

/** A refusal as the function answers it (its message is for people: the page reads the code and the details). */
const refusal = (code: string, details: Omit<QuoteRefusal["error"], "code" | "message"> = {}): QuoteRefusal => ({
  error: { code, message: `Refused: ${code}`, ...details },
});

let fetchMock: jest.Mock;

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, "", `/quote?ref=${REFERENCE}#key=${KEY}`);
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

const renderPage = (code = "en") => renderWithTheme(<QuotePage {...props(code)} />);

it("as served (no JavaScript) says the request was received, where the price is, and how to reach us", () => {
  const html = renderToString(
    <CacheProvider value={createCache({ key: "css" })}>
      <QuotePage {...props()} />
    </CacheProvider>,
  );
  const served = document.createElement("div");
  served.innerHTML = html;
  expect(served).toHaveTextContent(page.received);
  expect(served).toHaveTextContent(page.needsJavaScript);
  expect(served).toHaveTextContent(fixtureSite.shared.site.email);
  expect(served).not.toHaveTextContent(page.loading);
  expect(fetchMock).not.toHaveBeenCalled();
});

it("asks the function with the key in the Authorization header, never in the address, and shows the quote as a document", async () => {
  fetchMock.mockReturnValueOnce(json(200, quoteAnswer()));
  renderPage();
  expect(screen.getByRole("status")).toHaveTextContent(page.loading);
  const document = await screen.findByRole("article", { name: page.title });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe(`${contactFunctionUrl}/quote/${REFERENCE}`);
  expect(url).not.toContain(KEY);
  expect(init.headers.Authorization).toBe(`Bearer ${KEY}`);

  expect(document).toHaveTextContent(fixtureSite.shared.site.companyName);
  expect(document).toHaveTextContent(page.document.quote);
  expect(within(document).getByText(REFERENCE)).toBeInTheDocument();
  const longDate = (at: string, timeZone: string) => new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone }).format(new Date(at));
  expect(document).toHaveTextContent(`${page.document.validUntil}${longDate("2099-12-31T00:00:00Z", "UTC")}`);
  expect(document).toHaveTextContent(`${page.document.asked}${longDate("2026-11-23T01:00:00Z", "Asia/Hong_Kong")}`);
  const options = within(screen.getByRole("region", { name: price.optionsTitle })).getAllByRole("listitem");
  expect(options.map((option) => within(option).getByRole("heading").textContent)).toEqual([price.express, price.economy]);
  expect(options[0]).toHaveTextContent(fillTemplate(page.document.co2e, { kg: "580" }));
  expect(document).toHaveTextContent(page.document.co2eNote);
  // What the price covers of what was asked, and what it does not (insurance: the team quotes it).
  expect(document).toHaveTextContent(fillTemplate(price.fromCity, { city: "Shenzhen" }));
  expect(document).toHaveTextContent(price.included);
  expect(document).toHaveTextContent(price.insuredQuoted);
  expect(document).toHaveTextContent(price.excluded);
  expect(document).toHaveTextContent(page.chooseFirst);
  // Nothing is booked before a choice.
  expect(screen.queryByRole("region", { name: form.title })).not.toBeInTheDocument();
});

it("shows no CO2e and no note where the function gives no figure", async () => {
  const answer = quoteAnswer();
  const options = answer.price!.options.map((option) => ({ ...option, co2eKg: null }));
  fetchMock.mockReturnValueOnce(json(200, { ...answer, price: { ...answer.price!, options } }));
  renderPage();
  const document = await screen.findByRole("article", { name: page.title });
  expect(document).not.toHaveTextContent(page.document.co2eNote);
  expect(document).not.toHaveTextContent("CO2e");
});

it("says a wrong or expired link opens no quote, what to do, and how to reach us", async () => {
  fetchMock.mockReturnValueOnce(json(403, refusal("forbidden")));
  renderPage();
  expect(await screen.findByRole("heading", { level: 1, name: page.forbidden.title })).toBeInTheDocument();
  expect(screen.getByText(page.forbidden.text)).toBeInTheDocument();
  const contact = screen.getByRole("region", { name: words.thankYou.directTitle });
  expect(within(contact).getByRole("link", { name: new RegExp(fixtureSite.shared.site.email) })).toBeInTheDocument();
});

it("says so without asking the function when the address has no key", async () => {
  window.history.replaceState(null, "", `/quote?ref=${REFERENCE}`);
  renderPage();
  expect(await screen.findByRole("heading", { level: 1, name: page.forbidden.title })).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("says when the server cannot be reached, and tries again", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockReturnValueOnce(json(200, quoteAnswer()));
  renderPage();
  expect(await screen.findByRole("alert")).toHaveTextContent(page.failed.text);
  await userEvent.click(screen.getByRole("button", { name: page.failed.retry }));
  expect(await screen.findByRole("article", { name: page.title })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it("says an expired quote has expired and offers to ask again with the form filled in with the cargo and destination asked, never a contact field", async () => {
  fetchMock.mockReturnValueOnce(json(200, quoteAnswer({ expired: true, validUntil: "2026-11-30" })));
  renderPage();
  const expired = await screen.findByRole("region", { name: page.expired.title });
  expect(expired).toHaveTextContent(page.expired.text);
  // No choice and no booking on an expired quote.
  expect(screen.queryByRole("button", { name: new RegExp(price.choose) })).not.toBeInTheDocument();
  const askAgain = within(expired).getByRole("link", { name: page.expired.askAgain });
  expect(askAgain).toHaveAttribute("href", "/#contact");
  askAgain.addEventListener("click", (event) => event.preventDefault());
  await userEvent.click(askAgain);
  // The answer (a function deployed before) carried the shipper's name, address and message: the page keeps none.
  expect(JSON.parse(window.sessionStorage.getItem(ASK_AGAIN_STORAGE_KEY)!)).toEqual({
    shippingCountry: "Germany",
    cargoPieces: "2",
    insure: ["yes"],
  });
});

it("asks again with the packing list as the form's lines, a pallet that cannot be stacked kept so", () => {
  const askAgain = readShipperQuote(
    quoteAnswer({
      askAgain: {
        name: "Mei Chan",
        cargoLines: [
          { pieces: 2, lengthCm: 120, widthCm: 80, heightCm: 150, weightKg: 200, stackable: false, place: 0 },
          { pieces: 12, lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 180, stackable: true },
        ],
      },
    }),
  )!.askAgain;
  expect(askAgain).toEqual({
    "cargoLines.0.pieces": "2",
    "cargoLines.0.lengthCm": "120",
    "cargoLines.0.widthCm": "80",
    "cargoLines.0.heightCm": "150",
    "cargoLines.0.weightKg": "200",
    "cargoLines.0.weightPer": "line",
    "cargoLines.0.stackable": [],
    "cargoLines.1.pieces": "12",
    "cargoLines.1.lengthCm": "60",
    "cargoLines.1.widthCm": "40",
    "cargoLines.1.heightCm": "40",
    "cargoLines.1.weightKg": "180",
    "cargoLines.1.weightPer": "line",
    "cargoLines.1.stackable": ["yes"],
  });
  // The plain form's boxes, ticked as served, do not tick the pallet again; what the visitor typed still wins.
  const served = { values: { name: "", "cargoLines.0.stackable": ["yes"], "cargoLines.0.pieces": "3" }, open: [] };
  const values = withAskAgain(served, askAgain).values;
  expect([values["cargoLines.0.stackable"], values["cargoLines.0.pieces"]]).toEqual([[], "3"]);
});

it("asks again with a quote of one size as the form's first line (the form has no single size)", () => {
  const askAgain = readShipperQuote(
    quoteAnswer({ askAgain: { cargoPieces: 3, cargoLengthCm: 120, cargoWidthCm: 80, cargoHeightCm: 100, cargoWeightKg: 450.5 } }),
  )!.askAgain;
  expect(askAgain).toEqual({
    "cargoLines.0.pieces": "3",
    "cargoLines.0.lengthCm": "120",
    "cargoLines.0.widthCm": "80",
    "cargoLines.0.heightCm": "100",
    "cargoLines.0.weightKg": "450.5",
    "cargoLines.0.weightPer": "line",
    "cargoLines.0.stackable": ["yes"],
  });
});

/** Fills the booking form in: the cargo's ready day, and the supplier and the consignee. */
async function fillBooking(booking: HTMLElement, readyDay: string) {
  await userEvent.type(within(booking).getByLabelText(form.cargoReadyDate), readyDay);
  for (const party of [form.supplierTitle, form.consigneeTitle]) {
    const group = within(booking).getByRole("group", { name: party });
    await userEvent.type(within(group).getByLabelText(form.company), "Sample Co.");
    await userEvent.type(within(group).getByLabelText(form.contact), "Li Wei");
    await userEvent.type(within(group).getByLabelText(form.phone), "+86 755 0000 0000");
    await userEvent.type(within(group).getByLabelText(form.address), "8 Sample Road");
  }
}

it("chooses an option with the key, then books it: the server's field errors under the fields, then booking requested", async () => {
  fetchMock.mockReturnValueOnce(json(200, quoteAnswer()));
  renderPage();
  await screen.findByRole("article", { name: page.title });
  fetchMock.mockReturnValueOnce(json(200, { reference: REFERENCE, chosen: "economy" }));
  await userEvent.click(screen.getByRole("button", { name: `${price.choose} ${price.economy}` }));
  const [choiceUrl, choiceInit] = fetchMock.mock.calls[1];
  expect(choiceUrl).toBe(`${contactFunctionUrl}/quote/${REFERENCE}/choice`);
  expect(choiceInit.method).toBe("POST");
  expect(choiceInit.headers.Authorization).toBe(`Bearer ${KEY}`);
  expect(JSON.parse(choiceInit.body)).toEqual({ service: "economy" });

  // The form's code loads when it is shown.
  const booking = await screen.findByRole("region", { name: form.title });
  const date = await within(booking).findByLabelText(form.cargoReadyDate);
  const today = hongKongDate(new Date());
  expect(date).toHaveAttribute("type", "date");
  expect(date).toHaveAttribute("min", today);
  expect(date).toHaveAttribute("max", addDays(today, 90));
  // Door delivery: the consignee is asked for too.
  expect(within(booking).getByRole("group", { name: form.consigneeTitle })).toBeInTheDocument();

  // Sent empty: the contract's checks, in the page's words.
  await userEvent.click(within(booking).getByRole("button", { name: form.submit }));
  expect(await within(booking).findAllByText(errors.required)).not.toHaveLength(0);
  expect(fetchMock).toHaveBeenCalledTimes(2);

  await fillBooking(booking, addDays(today, 3));
  // The function finds the phone wrong: its sentence shows under the field.
  fetchMock.mockReturnValueOnce(json(400, refusal("invalid_fields", { fields: { "supplier.phone": "Server says: check the phone." } })));
  await userEvent.click(within(booking).getByRole("button", { name: form.submit }));
  expect(await within(booking).findByText("Server says: check the phone.")).toBeInTheDocument();
  const supplierPhone = within(within(booking).getByRole("group", { name: form.supplierTitle })).getByLabelText(form.phone);
  expect(supplierPhone).toHaveAttribute("aria-invalid", "true");
  expect(within(booking).getByRole("alert")).toHaveTextContent(page.booking.invalid);
  const [bookingUrl, bookingInit] = fetchMock.mock.calls[2];
  expect(bookingUrl).toBe(`${contactFunctionUrl}/quote/${REFERENCE}/booking`);
  expect(bookingInit.headers.Authorization).toBe(`Bearer ${KEY}`);
  expect(JSON.parse(bookingInit.body)).toMatchObject({ service: "economy", cargoReadyDate: addDays(today, 3), notes: "" });

  const sent = JSON.parse(bookingInit.body);
  fetchMock.mockReturnValueOnce(
    json(200, { status: "booking requested", booking: { ...sent, requestedAt: "2026-11-28T02:00:00Z", changesLeft: 3 } }),
  );
  await userEvent.click(within(booking).getByRole("button", { name: form.submit }));
  expect(await within(booking).findByRole("status")).toHaveTextContent(form.sent);
  // The form that had the focus is gone: the focus is on the sentence saying the booking was sent.
  await waitFor(() => expect(within(booking).getByRole("status")).toHaveFocus());
  expect(booking).toHaveTextContent(fillTemplate(form.changesLeft, { count: "3" }));
  expect(within(booking).getByRole("button", { name: page.booking.correct })).toBeInTheDocument();
  // The document says so at once, and the options can no longer be chosen under the booking.
  const facts = screen.getByText(page.document.status).closest("div")!;
  expect(facts).toHaveTextContent(page.statuses.bookingRequested);
  expect(screen.queryByRole("button", { name: `${price.choose} ${price.express}` })).not.toBeInTheDocument();
});

/** A booking of express sent before, with two changes left: at the team's offer, or at the estimate (null). */
const bookingSent = (offer: QuoteBooking["offer"]): QuoteBooking => ({
  service: "express",
  cargoReadyDate: "2099-01-05",
  requestedAt: "2026-11-28T02:00:00Z",
  changesLeft: 2,
  offer,
  parties: {
    supplier: { company: "A", contact: "B", phone: "1", address: "C" },
    consignee: { company: "D", contact: "E", phone: "2", address: "F" },
    notes: "",
  },
});

it.each([
  [409, refusal("booked"), "booked"],
  [409, refusal("expired", { validUntil: "2026-11-30" }), "expired"],
  [429, refusal("too_many_sends"), "tooMany"],
] as const)("says what a %i %j answer to a booking means", async (status, body, said) => {
  const before = bookingSent(null);
  fetchMock.mockReturnValueOnce(json(200, quoteAnswer({ chosen: "express", status: "booking requested", booking: before })));
  renderPage();
  const booking = await screen.findByRole("region", { name: form.title });
  await userEvent.click(within(booking).getByRole("button", { name: page.booking.correct }));
  const date = await within(booking).findByLabelText(form.cargoReadyDate);
  await userEvent.clear(date);
  await userEvent.type(date, addDays(hongKongDate(new Date()), 1));
  fetchMock.mockReturnValueOnce(json(status, body));
  await userEvent.click(within(booking).getByRole("button", { name: page.booking.correct }));
  await waitFor(() => expect(within(booking).getByRole("alert")).toHaveTextContent(page.booking[said]));
});

it("shows a booked shipment's milestones with their times, beside the airline's tracking link", async () => {
  const booking: QuoteBooking = {
    service: "express",
    cargoReadyDate: "2026-11-27",
    requestedAt: "2026-11-23T03:00:00Z",
    changesLeft: 4,
    offer: null,
    parties: { supplier: { company: "Sample Co.", contact: "Li Wei", phone: "+86 1", address: "8 Sample Road" } },
  };
  fetchMock.mockReturnValueOnce(
    json(
      200,
      quoteAnswer({
        chosen: "express",
        status: "booked",
        booking,
        milestones: [
          { milestone: "collected", at: "2026-11-27T06:30:00Z" },
          { milestone: "departed", at: "2026-11-28T14:10:00Z", flight: "CX 289" },
        ],
        tracking: { airWaybill: "160-12345675", airline: "Fixture Air Cargo", url: "https://cargo.fixture-air.test/track?awb=16012345675" },
      }),
    ),
  );
  renderPage();
  const progress = await screen.findByRole("region", { name: page.progress.title });
  const steps = within(progress).getAllByRole("listitem");
  expect(steps[0]).toHaveTextContent(milestoneEmail.collected);
  expect(steps[1]).toHaveTextContent(fillTemplate(milestoneEmail.departed, { flight: "CX 289" }));
  expect(within(steps[1]).getByText(/2026/).tagName).toBe("TIME");
  expect(within(steps[1]).getByText(/2026/)).toHaveAttribute("dateTime", "2026-11-28T14:10:00Z");
  const link = within(progress).getByRole("link", { name: fillTemplate(page.progress.track, { airline: "Fixture Air Cargo" }) });
  expect(link).toHaveAttribute("href", "https://cargo.fixture-air.test/track?awb=16012345675");
  expect(progress).toHaveTextContent("160-12345675");
  // Booked: no choice and no booking form.
  expect(screen.queryByRole("button", { name: new RegExp(price.choose) })).not.toBeInTheDocument();
  expect(screen.queryByRole("region", { name: form.title })).not.toBeInTheDocument();
});

it("shows a delivered shipment's booking by its service and day only: no party, no notes", async () => {
  const booking: QuoteBooking = {
    service: "express",
    cargoReadyDate: "2026-11-27",
    requestedAt: "2026-11-23T03:00:00Z",
    changesLeft: 4,
    offer: null,
    parties: null,
  };
  const milestones = [{ milestone: "delivered" as const, at: "2026-12-02T06:30:00Z" }];
  fetchMock.mockReturnValueOnce(json(200, quoteAnswer({ chosen: "express", status: "booked", booking, milestones })));
  renderPage();
  const region = await screen.findByRole("region", { name: page.statuses.booked });
  expect(within(region).getByText(form.service).nextElementSibling).toHaveTextContent(price.express);
  expect(within(region).getByText(form.cargoReadyDate)).toBeInTheDocument();
  for (const label of [form.supplierTitle, form.consigneeTitle, form.notes]) expect(within(region).queryByText(label)).toBeNull();
});

it("shows the quote in the page's language, the destination named as the form names it there", async () => {
  fetchMock.mockReturnValueOnce(json(200, quoteAnswer()));
  await act(async () => {
    renderPage("ar");
  });
  const article = await screen.findByRole("article", { name: wordsOf(fixtureSite, "ar").quotePage.title });
  const { primary, secondary } = localizedCountries(fixtureSite.shared.countries, "ar");
  const germany = [...primary, ...secondary].find(({ name }) => name === "Germany")!;
  expect(germany.label).not.toBe("Germany");
  expect(article).toHaveTextContent(germany.label);
  expect(article).not.toHaveTextContent("Germany");
});

it("renders a booked quote's document as before (snapshot of the markup, from the fixture; no form, whose dates are today's)", async () => {
  const booking: QuoteBooking = {
    service: "express",
    cargoReadyDate: "2026-11-27",
    requestedAt: "2026-11-23T03:00:00Z",
    changesLeft: 4,
    offer: null,
    parties: {
      supplier: { company: "Sample Co.", contact: "Li Wei", phone: "+86 1", address: "8 Sample Road\nShenzhen" },
      consignee: { company: "Empfänger GmbH", contact: "Anna", phone: "+49 1", address: "Hafenstraße 1" },
      notes: "Two pallets",
    },
  };
  fetchMock.mockReturnValueOnce(
    json(
      200,
      quoteAnswer({
        chosen: "express",
        status: "booked",
        booking,
        milestones: [{ milestone: "collected", at: "2026-11-27T06:30:00Z" }],
        tracking: { airWaybill: "160-12345675", airline: "Fixture Air Cargo", url: "https://cargo.fixture-air.test/track?awb=16012345675" },
      }),
    ),
  );
  renderPage();
  // What follows the estimate comes with its own chunk: the document is whole once the progress shows.
  await screen.findByRole("region", { name: page.progress.title });
  expect(screen.getByRole("article", { name: page.title })).toMatchSnapshot();
});

describe("a quote with the team's offer", () => {
  const quotation = page.quotation;
  const OFFER = quoteOffer();
  const title = fillTemplate(quotation.title, { reference: REFERENCE, number: "1" });
  const optionsOf = (region: HTMLElement) => within(region).getAllByRole("listitem");

  it("shows the firm offer first, as a quotation: its number, dates, exact amounts, what each covers, the weight, what it excludes and the note", async () => {
    fetchMock.mockReturnValueOnce(json(200, quoteAnswer({ offer: OFFER })));
    renderPage();
    const block = await screen.findByRole("region", { name: title });
    const estimate = screen.getByRole("region", { name: price.title });
    expect(block.compareDocumentPosition(estimate) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const longDate = (at: string, timeZone: string) => new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone }).format(new Date(at));
    expect(block).toHaveTextContent(`${quotation.sentAt}${longDate(OFFER.sentAt, "Asia/Hong_Kong")}`);
    expect(block).toHaveTextContent(`${quotation.validUntil}${longDate("2099-12-06T00:00:00Z", "UTC")}`);
    const [express, economy] = optionsOf(within(block).getByRole("region", { name: quotation.optionsTitle }));
    expect(express).toHaveTextContent("USD 702.50");
    expect(express).toHaveTextContent(fillTemplate(price.fromCity, { city: "Shenzhen" }));
    expect(express).not.toHaveTextContent(price.insured);
    expect(economy).toHaveTextContent("USD 455.25");
    expect(economy).toHaveTextContent(fillTemplate(price.transit, { days: "4-6" }));
    expect(economy).toHaveTextContent(price.fromAirport);
    expect(economy).toHaveTextContent(price.insured);
    expect(block).toHaveTextContent(fillTemplate(price.weight, { weight: "95" }));
    expect(block).toHaveTextContent(price.excluded);
    expect(block).toHaveTextContent(OFFER.note!);
    // The offer's last day is the document's: the estimate's is not what holds.
    expect(screen.getByText(page.document.validUntil).closest("div")).toHaveTextContent(longDate("2099-12-06T00:00:00Z", "UTC"));
    expect(block).toMatchSnapshot();
  });

  it("offers to choose the offer's services only, not the estimate's others", async () => {
    const economyOnly = { ...OFFER, options: [OFFER.options[1]] };
    fetchMock.mockReturnValueOnce(json(200, quoteAnswer({ offer: economyOnly })));
    renderPage();
    const block = await screen.findByRole("region", { name: title });
    expect(within(block).getByRole("button", { name: `${price.choose} ${price.economy}` })).toBeEnabled();
    expect(screen.queryByRole("button", { name: `${price.choose} ${price.express}` })).toBeNull();
  });

  it("writes the amounts as the shipper's language writes money, with the currency's minor digits", () => {
    const plain = (text: string) => text.replace(/\s/g, " ");
    expect(plain(formatMoney(702.5, "USD", "de"))).toBe("702,50 USD");
    expect(plain(formatMoney(702.5, "USD", "en"))).toBe("USD 702.50");
    expect(plain(formatMoney(1702, "JPY", "de"))).toBe("1.702 JPY");
  });

  it("books an option at the offer: the booking names the offer, and says the price it is booked at", async () => {
    fetchMock.mockReturnValueOnce(json(200, quoteAnswer({ offer: OFFER })));
    renderPage();
    const block = await screen.findByRole("region", { name: title });
    fetchMock.mockReturnValueOnce(json(200, { reference: REFERENCE, chosen: "economy" }));
    await userEvent.click(within(block).getByRole("button", { name: `${price.choose} ${price.economy}` }));
    const booking = await screen.findByRole("region", { name: form.title });
    expect(booking).toHaveTextContent(fillTemplate(quotation.atOffer, { quotation: `${REFERENCE}-1`, amount: "USD 455.25" }));
    await within(booking).findByLabelText(form.cargoReadyDate);
    await fillBooking(booking, addDays(hongKongDate(new Date()), 3));
    fetchMock.mockReturnValueOnce(json(409, refusal("offer_superseded", { offer: 2 })));
    await userEvent.click(within(booking).getByRole("button", { name: form.submit }));
    await waitFor(() => expect(within(booking).getByRole("alert")).toHaveTextContent(quotation.superseded));
    expect(JSON.parse(fetchMock.mock.calls[2][1].body)).toMatchObject({ service: "economy", offer: 1 });
  });

  it.each([
    ["offer_expired", "expired"],
    ["offer_required", "required"],
  ] as const)("says what a 409 %s answer to a booking corrected at the offer means", async (code, said) => {
    const before = bookingSent({ number: 1, amount: 702.5, currency: "USD" });
    fetchMock.mockReturnValueOnce(
      json(200, quoteAnswer({ offer: OFFER, chosen: "express", status: "booking requested", booking: before })),
    );
    renderPage();
    const booking = await screen.findByRole("region", { name: form.title });
    expect(booking).toHaveTextContent(fillTemplate(quotation.atOffer, { quotation: `${REFERENCE}-1`, amount: "USD 702.50" }));
    await userEvent.click(within(booking).getByRole("button", { name: page.booking.correct }));
    const date = await within(booking).findByLabelText(form.cargoReadyDate);
    await userEvent.clear(date);
    await userEvent.type(date, addDays(hongKongDate(new Date()), 1));
    fetchMock.mockReturnValueOnce(json(409, refusal(code, { offer: 1 })));
    await userEvent.click(within(booking).getByRole("button", { name: page.booking.correct }));
    await waitFor(() => expect(within(booking).getByRole("alert")).toHaveTextContent(quotation[said]));
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toMatchObject({ service: "express", offer: 1 });
  });

  it("says, without an offer, that the team will confirm the price", async () => {
    fetchMock.mockReturnValueOnce(json(200, quoteAnswer({ chosen: "express" })));
    renderPage();
    const booking = await screen.findByRole("region", { name: form.title });
    expect(booking).toHaveTextContent(quotation.atEstimate);
    expect(screen.queryByRole("region", { name: title })).toBeNull();
  });

  it.each([
    [202, { renewal: { number: 1, requestedAt: "2026-11-28T02:00:00Z" } }, "renewed"],
    [429, refusal("too_many_renewals"), "renewTooMany"],
  ] as const)("once expired, says so and asks for a new offer with the key: %i", async (status, body, said) => {
    fetchMock.mockReturnValueOnce(json(200, quoteAnswer({ offer: { ...OFFER, validUntil: "2026-11-25", expired: true } })));
    renderPage();
    const renewal = await screen.findByRole("region", { name: quotation.expiredTitle });
    expect(screen.queryByRole("button", { name: `${price.choose} ${price.economy}` })).toBeNull();
    fetchMock.mockReturnValueOnce(json(status, body));
    await userEvent.click(within(renewal).getByRole("button", { name: quotation.renew }));
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe(`${contactFunctionUrl}/quote/${REFERENCE}/renewal`);
    expect(init.method).toBe("POST");
    expect(init.headers.Authorization).toBe(`Bearer ${KEY}`);
    await waitFor(() => expect(within(renewal).getByRole("status")).toHaveTextContent(quotation[said]));
    expect(within(renewal).getByRole("status")).toHaveFocus();
    expect(within(renewal).queryByRole("button", { name: quotation.renew })).toBeNull();
  });
});
