/**
 * @jest-environment node
 */
// The starter takes where the visit came from as the runtime starts on the
// landing page (or when the visitor leaves it or sends its plain form before
// that), never during a tap (the tab's storage is slow to open: the tap's frame
// comes first), keeps it for the visit in sessionStorage, never overwrites it
// from a later page of the visit, and fills the plain form's hidden source
// field with it as that form is sent, so a quick visitor who sends the plain
// form before the runtime has started still sends it.
import { type DOMWindow, JSDOM } from "jsdom";
import { START_EVENTS, START_QUIET_MS, starterScript } from "../../../plugins/publish/deferScripts";
import { LANDING_STORAGE_KEY, readLeadSource } from "../../../supabase/functions/_shared/leadSource";

/** A page at `url`, arrived at from `referrer`, with the starter run (as its module would run). */
function pageWithStarter(url: string, referrer: string, storage?: Storage, body = "<p>Page</p>") {
  const dom = new JSDOM(`<!doctype html><html><body>${body}</body></html>`, {
    url,
    ...(referrer ? { referrer } : {}),
    runScripts: "outside-only",
  });
  if (storage) Object.defineProperty(dom.window, "sessionStorage", { value: storage });
  dom.window.eval(starterScript(["/app.js"], body));
  return dom.window;
}

const kept = (window: DOMWindow) => window.sessionStorage.getItem(LANDING_STORAGE_KEY);

/** An interaction, and the pause after it that starts the runtime. */
async function interactAndPause(window: DOMWindow, type: string) {
  window.dispatchEvent(new window.Event(type));
  await new Promise((resolve) => setTimeout(resolve, START_QUIET_MS + 100));
}

describe("the landing values", () => {
  it("are taken as the runtime starts after the first interaction, not during it: a visitor who never interacts has kept nothing", async () => {
    const window = pageWithStarter("https://site.example/es?utm_source=newsletter", "https://mail.example.org/inbox");
    expect(kept(window)).toBeNull();
    for (const type of START_EVENTS) window.dispatchEvent(new window.Event(type));
    expect(kept(window)).toBeNull();
    await interactAndPause(window, "pointerdown");
    expect(kept(window)).not.toBeNull();
  });

  it("are taken when the visitor leaves the page without having interacted", () => {
    const window = pageWithStarter("https://site.example/?utm_campaign=spring", "");
    expect(kept(window)).toBeNull();
    window.dispatchEvent(new window.Event("pagehide"));
    expect(readLeadSource(JSON.parse(kept(window)!))).toMatchObject({ utmCampaign: "spring", landingPath: "/" });
  });

  it("are the campaign, whether a click id came (never its value), the other site's host and the landing path", async () => {
    const window = pageWithStarter(
      "https://site.example/es?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=EAIaIQ-click-id&x=1",
      "https://www.google.com/search?q=airfreight+hong+kong",
    );
    await interactAndPause(window, "keydown");
    expect(kept(window)).not.toContain("EAIaIQ");
    expect(readLeadSource(JSON.parse(kept(window)!))).toEqual({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      gclid: true,
      fbclid: false,
      referrerHost: "www.google.com",
      landingPath: "/es",
    });
  });

  it("keep the landing page's values on the pages after it, and a referrer from this site is no referring site", async () => {
    const landing = pageWithStarter("https://site.example/es?utm_source=flyer", "");
    await interactAndPause(landing, "scroll");
    const first = kept(landing);
    // The next page of the visit, in the same tab: the same sessionStorage, referred by this site.
    const next = pageWithStarter("https://site.example/es/privacy", "https://site.example/es", landing.sessionStorage);
    await interactAndPause(next, "pointerdown");
    expect(kept(next)).toBe(first);
    const direct = pageWithStarter("https://site.example/privacy", "https://site.example/");
    direct.dispatchEvent(new direct.Event("pagehide"));
    expect(readLeadSource(JSON.parse(kept(direct)!))).toMatchObject({ utmSource: null, referrerHost: null, landingPath: "/privacy" });
  });

  it("never stop the runtime from starting when storage is refused (a private window may refuse it)", async () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    const window = pageWithStarter("https://site.example/?utm_source=x", "", refusing as unknown as Storage);
    window.dispatchEvent(new window.Event("pagehide"));
    await interactAndPause(window, "pointerdown");
    expect(Array.from(window.document.querySelectorAll("script"), (script) => script.getAttribute("src"))).toEqual(["/app.js"]);
  });
});

describe("the plain form's source field", () => {
  const FORM = '<form method="post"><input type="hidden" name="source" value=""><input name="name"></form>';
  const field = (window: DOMWindow) => window.document.querySelector<HTMLInputElement>('input[name="source"]')!;

  /** The plain form sent: its submit event, which the browser fires before it reads the form's fields. */
  const send = (window: DOMWindow) =>
    window.document.forms[0].dispatchEvent(new window.Event("submit", { bubbles: true, cancelable: true }));

  it("is filled with the landing values as the form is sent before the runtime starts, and not at a tap", () => {
    const window = pageWithStarter("https://site.example/de?utm_source=newsletter&utm_campaign=winter", "", undefined, FORM);
    expect(field(window).value).toBe("");
    for (const type of START_EVENTS) window.dispatchEvent(new window.Event(type));
    expect(field(window).value).toBe("");
    send(window);
    expect(window.document.querySelectorAll("script[src]")).toHaveLength(0);
    expect(readLeadSource(JSON.parse(field(window).value))).toMatchObject({
      utmSource: "newsletter",
      utmCampaign: "winter",
      landingPath: "/de",
    });
  });

  it("holds the landing page's values on a later page of the visit", () => {
    const first = pageWithStarter("https://site.example/?utm_campaign=spring", "", undefined, FORM);
    send(first);
    const later = pageWithStarter("https://site.example/es", "https://site.example/", first.sessionStorage, FORM);
    send(later);
    expect(readLeadSource(JSON.parse(field(later).value))).toMatchObject({ utmCampaign: "spring", landingPath: "/" });
  });

  it("stays empty without storage, and the page still works", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    } as unknown as Storage;
    const window = pageWithStarter("https://site.example/?utm_campaign=spring", "", refusing, FORM);
    send(window);
    expect(field(window).value).toBe("");
  });
});
