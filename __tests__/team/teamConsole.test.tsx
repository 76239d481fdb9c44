// The team's console (/team) from the fixture content, against a mocked fetch
// answering as the function's /team routes do (docs/function.md, "The team's console"): signing
// in, a 401 forgetting the session, the list's order and its late leads, a
// lead's moves answered 409 and 400. Every word is read from the fixture.
import { type Root, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fillTemplate } from "../../src/content/fillTemplate";
import { SESSION_STORAGE_KEY, teamUrl } from "../../src/team/api";
import {
  type ConsoleRefusal,
  type Lead,
  type LeadBooking,
  type LeadRow,
  MILESTONES,
  type RecordedMilestone,
} from "../../supabase/functions/_shared/api/consoleApi.ts";
import { inHongKong } from "../../src/team/format";
import { theme } from "../../src/theme";
import { TeamPage } from "../../src/views/TeamPage";
import { fixtureShared } from "../fixtures/content";
import { renderWithTheme } from "../helpers/render";

const words = fixtureShared.teamConsole;
const TOKEN = "session-token-1";
const LATER = "2099-01-01T00:00:00.000Z";

type Answer = { status: number; body?: unknown };
let answers: Answer[];
let fetchMock: jest.Mock;

/** The function's answers, in the order the console asks. */
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
  window.history.replaceState(null, "", "/team");
});

const signedIn = () => window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: TOKEN, expiresAt: LATER }));

/** What the console sent in its n-th call: the address, the method, the headers, the JSON body. */
const sent = (n: number) => {
  const [url, init] = fetchMock.mock.calls[n] as [string, RequestInit];
  return {
    url,
    method: init.method,
    headers: init.headers as Record<string, string>,
    body: init.body ? JSON.parse(String(init.body)) : undefined,
  };
};

const row = (reference: string, ageHours: number, status: LeadRow["status"], extra: Partial<LeadRow> = {}): LeadRow => ({
  reference,
  createdAt: "2026-11-27T02:00:00.000Z",
  ageHours,
  country: "Germany",
  chargeableKg: 95,
  chosen: null,
  status,
  bookingRequested: false,
  ...extra,
});

/** A lead as the function answers it (the console's contract), made up. */
const lead = (status: Lead["status"]): Lead => ({
  ...row("K7QM-4TXH", 3, status),
  awb: null,
  lostReason: null,
  language: "es",
  request: { name: "Ana", email: "ana@example.test", phone: "+34 600 000 000", shippingCountry: "Spain", message: "Hola", pieces: 3 },
  price: {
    kind: "priced",
    price: {
      currency: "USD",
      minorDigits: 2,
      chargeableKg: 95,
      covers: { pickup: false, door: false, insurance: false },
      options: [
        {
          service: "express",
          low: 560,
          high: 690,
          transitDays: "2-3",
          totalMinor: 62_500,
          pickup: null,
          freight: { name: "Freight", amountMinor: 62_500 },
          surcharges: [],
          fees: [],
          delivery: null,
          clearance: null,
          batteryHandling: null,
          insurance: null,
        },
      ],
    },
  },
  chosen: "express",
  history: [],
  booking: null,
  milestones: [],
  offers: [],
  offerWindow: null,
});

/** A refusal as the function answers it (the console reads its code and details, never its message). */
const refusal = (code: string, details: Omit<ConsoleRefusal["error"], "code" | "message"> = {}): ConsoleRefusal => ({
  error: { code, message: `Refused: ${code}`, ...details },
});

const statusRegion = () => screen.getByRole("status");

const renderConsole = () => renderWithTheme(<TeamPage content={words} />);

describe("the team console as served", () => {
  it("shows its sign-in form, which never sends without the script, and says the console needs JavaScript", () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(<TeamPage content={words} />);
    document.body.append(page);
    const served = within(page);
    expect(served.getByRole("heading", { level: 1, name: words.heading })).toBeInTheDocument();
    expect(served.getByRole("heading", { level: 2, name: words.signIn.title })).toBeInTheDocument();
    expect(served.getByRole("textbox", { name: words.signIn.emailLabel })).toHaveAttribute("type", "email");
    // A disabled default button: neither a click nor Enter sends the form; and were it sent, never as a URL's query.
    expect(served.getByRole("button", { name: words.signIn.sendButton })).toBeDisabled();
    const form = page.querySelector("form")!;
    expect(form).not.toHaveAttribute("action");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveTextContent(words.needsJavaScript);
    page.remove();
  });

  /** The page as served, in the document, an address typed into its field and the focus there. */
  const servedPage = () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(<TeamPage content={words} />);
    document.body.append(page);
    const served = within(page).getByRole("textbox", { name: words.signIn.emailLabel }) as HTMLInputElement;
    served.value = "team@example.com";
    served.focus();
    return { page, served };
  };

  it("takes the served form over as its script starts: what was typed, and the focus, stay", () => {
    const { page } = servedPage();
    renderConsole();
    page.remove();
    const live = screen.getByRole("textbox", { name: words.signIn.emailLabel });
    expect(live).toHaveValue("team@example.com");
    expect(live).toHaveFocus();
    expect(screen.getByRole("button", { name: words.signIn.sendButton })).toBeEnabled();
    expect(screen.queryByText(words.needsJavaScript)).not.toBeInTheDocument();
  });

  it("hydrates the served form in place as its script starts: the same field, as typed and focused, then enabled", async () => {
    const { page, served } = servedPage();
    const recovered: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(page, <TeamPage content={words} />, { onRecoverableError: (error) => recovered.push(error) });
    });
    expect(recovered).toEqual([]);
    const live = within(page).getByRole("textbox", { name: words.signIn.emailLabel });
    expect(live).toBe(served);
    expect(live).toHaveValue("team@example.com");
    expect(live).toHaveFocus();
    expect(within(page).getByRole("button", { name: words.signIn.sendButton })).toBeEnabled();
    expect(within(page).queryByText(words.needsJavaScript)).not.toBeInTheDocument();
    act(() => root!.unmount());
    page.remove();
  });

  it("hydrated in a tab that kept its session, shows the leads at once, not the sign-in", async () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: TOKEN, expiresAt: LATER }));
    answering({ status: 200, body: { leads: [], nextCursor: null } });
    const { page } = servedPage();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(page, <TeamPage content={words} />);
    });
    expect(within(page).queryByRole("textbox", { name: words.signIn.emailLabel })).not.toBeInTheDocument();
    expect(await within(page).findByText(words.leads.empty)).toBeInTheDocument();
    act(() => root!.unmount());
    page.remove();
  });

  it("shows the sign-in once its script runs, signed out", () => {
    const { container } = renderConsole();
    expect(screen.getByRole("heading", { level: 1, name: words.heading })).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });
});

describe("signing in", () => {
  it("asks for a code by e-mail, signs in with it, keeps the session for the tab and lists the leads with it", async () => {
    const user = userEvent.setup();
    answering(
      { status: 202, body: { status: "sent" } },
      { status: 200, body: { token: TOKEN, expiresAt: LATER } },
      { status: 200, body: { leads: [], nextCursor: null } },
    );
    renderConsole();
    await user.type(screen.getByLabelText(words.signIn.emailLabel), "member@fixture-freight.test");
    await user.click(screen.getByRole("button", { name: words.signIn.sendButton }));
    expect(sent(0)).toMatchObject({ url: teamUrl("sign-in"), method: "POST", body: { email: "member@fixture-freight.test" } });
    await waitFor(() =>
      expect(statusRegion()).toHaveTextContent(fillTemplate(words.signIn.sent, { email: "member@fixture-freight.test" })),
    );

    const code = screen.getByLabelText(words.signIn.codeLabel);
    expect(code).toHaveFocus();
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: words.signIn.verifyButton }));
    expect(sent(1)).toMatchObject({
      url: teamUrl("session"),
      method: "POST",
      body: { email: "member@fixture-freight.test", code: "123456" },
    });
    await screen.findByText(words.leads.empty);
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ token: TOKEN, expiresAt: LATER });
    expect(sent(2)).toMatchObject({ url: teamUrl("leads?status=open"), method: "GET" });
    expect(sent(2).headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(screen.getByRole("heading", { name: words.leads.title })).toHaveFocus();

    answering({ status: 204 });
    await user.click(screen.getByRole("button", { name: words.signOutButton }));
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole("heading", { name: words.signIn.title })).toBeInTheDocument();
  });

  it("signs out on the function, with the session and no body, and forgets it in the tab even when no answer comes", async () => {
    const user = userEvent.setup();
    signedIn();
    answering({ status: 200, body: { leads: [], nextCursor: null } });
    renderConsole();
    await screen.findByText(words.leads.empty);
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError("Failed to fetch");
    });
    await user.click(screen.getByRole("button", { name: words.signOutButton }));
    expect(sent(1)).toMatchObject({ url: teamUrl("sign-out"), method: "POST", body: undefined });
    expect(sent(1).headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole("heading", { name: words.signIn.title })).toBeInTheDocument();
  });

  it("says a wrong or expired code is so, next to the field", async () => {
    const user = userEvent.setup();
    answering({ status: 202, body: { status: "sent" } }, { status: 401, body: refusal("invalid_code") });
    renderConsole();
    await user.type(screen.getByLabelText(words.signIn.emailLabel), "member@fixture-freight.test");
    await user.click(screen.getByRole("button", { name: words.signIn.sendButton }));
    const code = await screen.findByLabelText(words.signIn.codeLabel);
    await user.type(code, "654321");
    await user.click(screen.getByRole("button", { name: words.signIn.verifyButton }));
    await waitFor(() => expect(code).toHaveAttribute("aria-invalid", "true"));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(words.signIn.invalidCode));
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe("a client that has signed in too often", () => {
  it("is told how long to wait, asking for a code or trying one, not that the server failed", async () => {
    const user = userEvent.setup();
    answering(
      { status: 429, body: refusal("rate_limited", { retryAfter: 1500 }) },
      { status: 202, body: { status: "sent" } },
      { status: 429, body: refusal("rate_limited") },
    );
    renderConsole();
    await user.type(screen.getByLabelText(words.signIn.emailLabel), "member@fixture-freight.test");
    await user.click(screen.getByRole("button", { name: words.signIn.sendButton }));
    await waitFor(() => expect(statusRegion()).toHaveTextContent(fillTemplate(words.signIn.tooMany, { minutes: "25" })));
    expect(screen.queryByLabelText(words.signIn.codeLabel)).toBeNull();
    await user.click(screen.getByRole("button", { name: words.signIn.sendButton }));
    const code = await screen.findByLabelText(words.signIn.codeLabel);
    await user.type(code, "654321");
    await user.click(screen.getByRole("button", { name: words.signIn.verifyButton }));
    // Without the seconds, an hour: the function's window.
    await waitFor(() => expect(statusRegion()).toHaveTextContent(fillTemplate(words.signIn.tooMany, { minutes: "60" })));
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe("a session the function no longer takes", () => {
  it("is forgotten on a 401, and the sign-in shows again", async () => {
    signedIn();
    answering({ status: 401, body: refusal("unauthorized") });
    renderConsole();
    await screen.findByRole("heading", { name: words.signIn.title });
    expect(sent(0).headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(statusRegion()).toHaveTextContent(words.signIn.sessionEnded);
  });
});

describe("the leads", () => {
  const leads = [
    row("AAAA-0001", 30, "new"),
    row("BBBB-0002", 26, "answered", { chargeableKg: null }),
    row("CCCC-0003", 3, "new", { chosen: "economy" }),
  ];

  it("are a table in the order the function gives them, oldest first, the late ones red and saying so", async () => {
    signedIn();
    answering({ status: 200, body: { leads, nextCursor: null } });
    renderConsole();
    const table = await screen.findByRole("table", { name: words.leads.caption });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((tableRow) => within(tableRow).getByRole("link").textContent)).toEqual(["AAAA-0001", "BBBB-0002", "CCCC-0003"]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual([
      words.leads.reference,
      words.leads.received,
      words.leads.age,
      words.leads.country,
      words.leads.weight,
      words.leads.chosen,
      words.leads.status,
    ]);
    const ages = rows.map((tableRow) => within(tableRow).getAllByRole("cell")[1]);
    // Past 20 hours and not answered: red, and a word that says it.
    expect(ages[0]).toHaveTextContent(words.leads.late);
    expect(getComputedStyle(ages[0].firstElementChild!).color).toBe(rgb(theme.colors.danger));
    // Answered, or young: neither.
    for (const age of ages.slice(1)) {
      expect(age).not.toHaveTextContent(words.leads.late);
      expect(age.firstElementChild).toBeNull();
    }
    expect(rows[1]).toHaveTextContent(words.leads.none);
    expect(rows[2]).toHaveTextContent(words.services.economy);
  });

  it("flag a lead whose shipper asked to book with a word, not only a colour", async () => {
    signedIn();
    answering({ status: 200, body: { leads: [row("AAAA-0001", 3, "answered", { bookingRequested: true }), leads[2]], nextCursor: null } });
    renderConsole();
    const table = await screen.findByRole("table", { name: words.leads.caption });
    const statuses = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((tableRow) => within(tableRow).getAllByRole("cell")[5]);
    expect(statuses[0]).toHaveTextContent(`${words.statuses.answered}${words.leads.bookingRequested}`);
    expect(statuses[1]).toHaveTextContent(words.statuses.new);
    expect(statuses[1]).not.toHaveTextContent(words.leads.bookingRequested);
  });

  it("load the next ones with the cursor, and every lead with the toggle", async () => {
    const user = userEvent.setup();
    signedIn();
    answering(
      { status: 200, body: { leads: leads.slice(0, 2), nextCursor: "cursor 2" } },
      { status: 200, body: { leads: leads.slice(2), nextCursor: null } },
      { status: 200, body: { leads, nextCursor: null } },
    );
    renderConsole();
    await user.click(await screen.findByRole("button", { name: words.leads.more }));
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(4));
    expect(sent(1).url).toBe(teamUrl("leads?status=open&cursor=cursor%202"));
    expect(screen.queryByRole("button", { name: words.leads.more })).toBeNull();
    await user.click(screen.getByRole("button", { name: words.leads.showAll }));
    await screen.findByRole("table", { name: words.leads.captionAll });
    expect(sent(2).url).toBe(teamUrl("leads?status=all"));
  });

  it("open a lead at its own address, and back goes back to them", async () => {
    const user = userEvent.setup();
    signedIn();
    answering({ status: 200, body: { leads, nextCursor: null } }, { status: 200, body: { lead: lead("new") } });
    renderConsole();
    await user.click(await screen.findByRole("link", { name: "AAAA-0001" }));
    expect(window.location.search).toBe("?lead=AAAA-0001");
    expect(sent(1).url).toBe(teamUrl("leads/AAAA-0001"));
    await screen.findByText("Ana");
    answering({ status: 200, body: { leads, nextCursor: null } });
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    await screen.findByRole("table", { name: words.leads.caption });
  });
});

describe("a lead", () => {
  const openLead = async (status: Lead["status"]) => {
    signedIn();
    window.history.replaceState(null, "", "/team?lead=K7QM-4TXH");
    answering({ status: 200, body: { lead: lead(status) } });
    renderConsole();
    await screen.findByText("Ana");
  };

  it("shows what the visitor sent, the price, the choice, and only the moves its status allows", async () => {
    await openLead("answered");
    expect(sent(0).url).toBe(teamUrl("leads/K7QM-4TXH"));
    expect(screen.getByText(words.lead.name).tagName).toBe("DT");
    expect(screen.getByText("pieces").nextElementSibling).toHaveTextContent("3");
    expect(screen.getByText(/560–690 USD/)).toHaveTextContent(words.services.express);
    expect(screen.queryByRole("button", { name: words.actions.answered })).toBeNull();
    expect(screen.getByRole("button", { name: words.actions.booked })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: words.actions.lost })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText(words.actions.reasonLabel))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      words.actions.reasonChoose,
      words.lostReasons.price,
      words.lostReasons.transitTime,
      words.lostReasons.noReply,
      words.lostReasons.other,
    ]);
  });

  it("says a lead the rate card did not price has no indicative price, under the price's heading", async () => {
    signedIn();
    window.history.replaceState(null, "", "/team?lead=K7QM-4TXH");
    const unpriced: Lead = { ...lead("new"), price: { kind: "noPrice", reason: "noZone" } };
    answering({ status: 200, body: { lead: unpriced } });
    renderConsole();
    const heading = await screen.findByRole("heading", { name: words.lead.priceTitle });
    expect(heading.nextElementSibling).toHaveTextContent(words.lead.noPrice);
  });

  it("says a lead someone else has moved is already where it stands, and shows it so", async () => {
    const user = userEvent.setup();
    await openLead("new");
    answering(
      { status: 409, body: refusal("conflict", { status: "booked" }) },
      { status: 200, body: { lead: { ...lead("booked"), awb: "16012345675" } } },
    );
    await user.click(screen.getByRole("button", { name: words.actions.answered }));
    expect(sent(1)).toMatchObject({ url: teamUrl("leads/K7QM-4TXH/status"), method: "POST", body: { status: "answered" } });
    expect(sent(1).headers.Authorization).toBe(`Bearer ${TOKEN}`);
    await waitFor(() => expect(statusRegion()).toHaveTextContent(fillTemplate(words.actions.conflict, { status: words.statuses.booked })));
    // As it stands now: booked, so only a correction of its air waybill is offered.
    await screen.findByRole("button", { name: words.actions.correct });
    expect(screen.queryByRole("button", { name: words.actions.answered })).toBeNull();
  });

  it("shows what the function found wrong with a field next to it", async () => {
    const user = userEvent.setup();
    await openLead("new");
    answering({ status: 400, body: refusal("invalid_fields", { fields: { awb: "Fixture: the check digit is wrong" } }) });
    const awb = screen.getByLabelText(words.actions.awbLabel);
    await user.type(awb, "160-12345670");
    await user.click(screen.getByRole("button", { name: words.actions.booked }));
    expect(sent(1).body).toEqual({ status: "booked", awb: "16012345670" });
    await waitFor(() => expect(awb).toHaveAttribute("aria-invalid", "true"));
    expect(awb).toHaveAccessibleDescription(expect.stringContaining("Fixture: the check digit is wrong"));
  });

  it("re-renders from the function's answer once moved, and says so", async () => {
    const user = userEvent.setup();
    await openLead("new");
    answering({ status: 200, body: { lead: { ...lead("lost"), lostReason: "price" } } });
    await user.selectOptions(screen.getByLabelText(words.actions.reasonLabel), "price");
    await user.click(screen.getByRole("button", { name: words.actions.lost }));
    expect(sent(1).body).toEqual({ status: "lost", reason: "price" });
    await waitFor(() => expect(statusRegion()).toHaveTextContent(fillTemplate(words.actions.done, { status: words.statuses.lost })));
    expect(screen.queryByRole("button", { name: words.actions.lost })).toBeNull();
  });
});

const BOOKING: LeadBooking = {
  service: "express",
  cargoReadyDate: "2026-12-03",
  supplier: { company: "Shenzhen Widgets Ltd", contact: "Li Wei", phone: "+86 755 0000 0000", address: "1 Fixture Road, Shenzhen" },
  consignee: { company: "Ana GmbH", contact: "Ana", phone: "+49 30 000000", address: "2 Fixture Straße, Berlin" },
  notes: "Fixture: call before collecting",
  requestedAt: "2026-11-28T03:15:00.000Z",
  changesLeft: 3,
  offer: null,
};

describe("a lead's booking and milestones", () => {
  const openLead = async (found: Lead) => {
    signedIn();
    window.history.replaceState(null, "", "/team?lead=K7QM-4TXH");
    answering({ status: 200, body: { lead: found } });
    renderConsole();
    await screen.findByText("Ana");
  };
  const booked = (milestones: RecordedMilestone[]): Lead => ({ ...lead("booked"), awb: "16012345675", booking: BOOKING, milestones });
  const milestoneWord = (key: keyof typeof words.milestones) => words.milestones[key];

  it("shows the booking request, and where to deliver and insurance in words, never as codes", async () => {
    await openLead({ ...lead("answered"), request: { ...lead("answered").request, deliverTo: "door", insure: false }, booking: BOOKING });
    expect(screen.getByRole("heading", { name: words.booking.title })).toBeInTheDocument();
    const value = (label: string) => screen.getByText(label).nextElementSibling;
    expect(value(words.booking.service)).toHaveTextContent(words.services.express);
    expect(value(words.booking.cargoReadyDate)).toHaveTextContent("2026-12-03");
    expect(value(words.booking.supplier)).toHaveTextContent(fillTemplate(words.booking.party, BOOKING.supplier));
    expect(value(words.booking.consignee)).toHaveTextContent(fillTemplate(words.booking.party, BOOKING.consignee!));
    expect(value(words.booking.notes)).toHaveTextContent(BOOKING.notes!);
    expect(value(words.booking.requestedAt)).toHaveTextContent(inHongKong(BOOKING.requestedAt));
    expect(value(words.booking.changesLeft)).toHaveTextContent("3");
    expect(value(words.lead.deliverTo)).toHaveTextContent(words.lead.deliverToDoor);
    expect(value(words.lead.insure)).toHaveTextContent(words.lead.no);
    expect(screen.queryByText("deliverTo")).toBeNull();
    expect(screen.queryByText("insure")).toBeNull();
    // Not booked yet: no milestones, and no form to record one.
    expect(screen.queryByRole("heading", { name: words.milestones.title })).toBeNull();
    expect(screen.queryByRole("heading", { name: words.milestones.formTitle })).toBeNull();
  });

  it("shows the milestones recorded with their times and flight, and offers those after the last, the next one picked", async () => {
    const user = userEvent.setup();
    await openLead(booked([{ milestone: "collected", at: "2026-12-03T08:00:00.000Z" }]));
    expect(screen.getByRole("heading", { name: words.milestones.title }).nextElementSibling).toHaveTextContent(
      fillTemplate(words.milestones.entry, { milestone: milestoneWord("collected"), at: inHongKong("2026-12-03T08:00:00.000Z") }),
    );
    const form = screen.getByRole("region", { name: words.milestones.formTitle });
    const offered = within(form).getByRole("radiogroup", { name: words.milestones.formTitle });
    expect(
      within(offered)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")!.textContent),
    ).toEqual((["inHongKong", "departed", "arrived", "delivered"] as const).map(milestoneWord));
    expect(within(offered).getByRole("radio", { name: milestoneWord("inHongKong") })).toBeChecked();
    expect(within(form).getByRole("button")).toHaveTextContent(
      fillTemplate(words.milestones.record, { milestone: milestoneWord("inHongKong") }),
    );
    expect(within(form).queryByLabelText(words.milestones.flightLabel)).toBeNull();
    const recorded: RecordedMilestone[] = [
      { milestone: "collected", at: "2026-12-03T08:00:00.000Z" },
      { milestone: "in-hong-kong", at: "2026-12-04T01:00:00.000Z" },
    ];
    answering({ status: 200, body: { milestones: recorded } });
    await user.click(within(form).getByRole("button"));
    expect(sent(1)).toMatchObject({ url: teamUrl("leads/K7QM-4TXH/milestones"), method: "POST", body: { milestone: "in-hong-kong" } });
    expect(sent(1).headers.Authorization).toBe(`Bearer ${TOKEN}`);
    await waitFor(() =>
      expect(statusRegion()).toHaveTextContent(fillTemplate(words.milestones.done, { milestone: milestoneWord("inHongKong") })),
    );
    // Next: departed, which asks for the flight.
    expect(await screen.findByLabelText(words.milestones.flightLabel)).toBeRequired();
    expect(
      screen.getByRole("button", { name: fillTemplate(words.milestones.record, { milestone: milestoneWord("departed") }) }),
    ).toBeInTheDocument();
  });

  it("passes over a milestone the team did not see: departed straight after collected, with its flight", async () => {
    const user = userEvent.setup();
    await openLead(booked([{ milestone: "collected", at: "2026-12-03T08:00:00.000Z" }]));
    await user.click(screen.getByRole("radio", { name: milestoneWord("departed") }));
    await user.type(await screen.findByLabelText(words.milestones.flightLabel), "CX 170");
    answering({ status: 200, body: { milestones: [] } });
    await user.click(screen.getByRole("button", { name: fillTemplate(words.milestones.record, { milestone: milestoneWord("departed") }) }));
    expect(sent(1).body).toEqual({ milestone: "departed", flight: "CX 170" });
  });

  it("sends departed with its flight, and shows what the function found wrong with it next to the field", async () => {
    const user = userEvent.setup();
    await openLead(
      booked([
        { milestone: "collected", at: "2026-12-03T08:00:00.000Z" },
        { milestone: "in-hong-kong", at: "2026-12-04T01:00:00.000Z" },
      ]),
    );
    answering({ status: 400, body: refusal("invalid_fields", { fields: { flight: "Fixture: not a flight number" } }) });
    const flight = screen.getByLabelText(words.milestones.flightLabel);
    await user.type(flight, " CX 170 ");
    await user.click(screen.getByRole("button", { name: fillTemplate(words.milestones.record, { milestone: milestoneWord("departed") }) }));
    expect(sent(1).body).toEqual({ milestone: "departed", flight: "CX 170" });
    await waitFor(() => expect(flight).toHaveAttribute("aria-invalid", "true"));
    expect(flight).toHaveAccessibleDescription(expect.stringContaining("Fixture: not a flight number"));
  });

  it("says a milestone already recorded is so (409), and shows the lead as it stands", async () => {
    const user = userEvent.setup();
    await openLead(booked([{ milestone: "collected", at: "2026-12-03T08:00:00.000Z" }]));
    const now = booked([
      { milestone: "collected", at: "2026-12-03T08:00:00.000Z" },
      { milestone: "in-hong-kong", at: "2026-12-04T01:00:00.000Z" },
      { milestone: "departed", at: "2026-12-04T09:00:00.000Z", flight: "CX 170" },
    ]);
    answering({ status: 409, body: refusal("out_of_order", { last: "departed" }) }, { status: 200, body: { lead: now } });
    await user.click(
      screen.getByRole("button", { name: fillTemplate(words.milestones.record, { milestone: milestoneWord("inHongKong") }) }),
    );
    await waitFor(() =>
      expect(statusRegion()).toHaveTextContent(fillTemplate(words.milestones.outOfOrder, { milestone: milestoneWord("departed") })),
    );
    expect(sent(2).url).toBe(teamUrl("leads/K7QM-4TXH"));
    // As it stands: departed on its flight, and arrived is next.
    expect(await screen.findByText(new RegExp(fillTemplate(words.milestones.flight, { flight: "CX 170" })))).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: fillTemplate(words.milestones.record, { milestone: milestoneWord("arrived") }) }),
    ).toBeInTheDocument();
  });

  it("shows what the visitor and the shipper wrote without its bidirectional controls, the letters in the order typed", async () => {
    // Every control the e-mails strip: embeddings and overrides, isolates, the marks.
    const controls = [
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u202E",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200E",
      "\u200F",
      "\u061C",
    ];
    const hide = (text: string) => `${text.slice(0, 2)}${controls.join("")}${text.slice(2)}`;
    const base = lead("answered");
    signedIn();
    window.history.replaceState(null, "", "/team?lead=K7QM-4TXH");
    const hostile: Lead = {
      ...base,
      country: hide("Germany"),
      request: { ...base.request, name: `Ana\u202E0 USD`, message: hide("Hola"), shippingCountry: hide("Spain") },
      booking: {
        ...BOOKING,
        supplier: { ...BOOKING.supplier, company: hide(BOOKING.supplier.company) },
        consignee: { ...BOOKING.consignee!, address: hide(BOOKING.consignee!.address) },
        notes: hide(BOOKING.notes!),
      },
    };
    answering({ status: 200, body: { lead: hostile } });
    renderConsole();
    await screen.findByText("Ana0 USD");
    const page = document.body.textContent ?? "";
    for (const control of controls) expect(page).not.toContain(control);
    const value = (label: string) => screen.getByText(label).nextElementSibling;
    expect(value(words.booking.supplier)).toHaveTextContent(fillTemplate(words.booking.party, BOOKING.supplier));
    expect(value(words.booking.consignee)).toHaveTextContent(fillTemplate(words.booking.party, BOOKING.consignee!));
    expect(value(words.booking.notes)).toHaveTextContent(BOOKING.notes!);
    expect(value(words.lead.message)).toHaveTextContent("Hola");
  });

  it("offers no milestone once delivered", async () => {
    const all: RecordedMilestone[] = MILESTONES.map((milestone, index) => ({
      milestone,
      at: `2026-12-0${index + 3}T08:00:00.000Z`,
      ...(milestone === "departed" ? { flight: "CX 170" } : {}),
    }));
    await openLead(booked(all));
    expect(screen.getByRole("heading", { name: words.milestones.title }).nextElementSibling!.querySelectorAll("li")).toHaveLength(5);
    expect(screen.queryByRole("heading", { name: words.milestones.formTitle })).toBeNull();
  });
});

/** A #RRGGBB colour as getComputedStyle gives it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
