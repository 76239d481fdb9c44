// The team's console (/team) from the fixture content, against a mocked fetch
// answering as the function's /team routes are agreed to (issue 51): signing
// in, a 401 forgetting the session, the list's order and its late leads, a
// lead's moves answered 409 and 400. Every word is read from the fixture.
import { renderToString } from "react-dom/server";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fillTemplate } from "../../src/content/fillTemplate";
import { type Lead, type LeadRow, SESSION_STORAGE_KEY, teamUrl } from "../../src/team/api";
import { TEAM_CONSOLE_ID } from "../../src/team/teamPage";
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

const lead = (status: Lead["status"]): Lead => ({
  reference: "K7QM-4TXH",
  createdAt: "2026-11-27T02:00:00.000Z",
  status,
  awb: null,
  lostReason: null,
  language: "es",
  request: { name: "Ana", email: "ana@example.test", phone: "+34 600 000 000", shippingCountry: "Spain", message: "Hola", pieces: 3 },
  price: { currency: "USD", options: [{ service: "express", low: 560, high: 690 }] },
  chosen: "express",
  history: [],
});

const statusRegion = () => screen.getByRole("status");

const renderConsole = () => renderWithTheme(<TeamPage content={words} />);

describe("the team console as served", () => {
  it("says it needs JavaScript, and shows nothing else", () => {
    const html = renderToString(<TeamPage content={words} />);
    const page = document.createElement("div");
    page.innerHTML = html;
    expect(page.querySelector(`#${TEAM_CONSOLE_ID}`)?.textContent).toBe(words.needsJavaScript);
    expect(page.querySelectorAll("form, input, button, h1")).toHaveLength(0);
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

    await user.click(screen.getByRole("button", { name: words.signOutButton }));
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole("heading", { name: words.signIn.title })).toBeInTheDocument();
  });

  it("says a wrong or expired code is so, next to the field", async () => {
    const user = userEvent.setup();
    answering(
      { status: 202, body: { status: "sent" } },
      { status: 401, body: { error: { code: "invalid_code", message: "Not this one" } } },
    );
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

describe("a session the function no longer takes", () => {
  it("is forgotten on a 401, and the sign-in shows again", async () => {
    signedIn();
    answering({ status: 401, body: { error: { code: "unauthorized", message: "Sign in" } } });
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

  it("says a lead someone else has moved is already where it stands, and shows it so", async () => {
    const user = userEvent.setup();
    await openLead("new");
    answering(
      { status: 409, body: { error: { code: "conflict", status: "booked", message: "Already booked" } } },
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
    answering({ status: 400, body: { error: { code: "invalid_fields", fields: { awb: "Fixture: the check digit is wrong" } } } });
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

/** A #RRGGBB colour as getComputedStyle gives it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
