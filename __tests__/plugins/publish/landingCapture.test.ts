/**
 * @jest-environment node
 */
// The starter takes where the visit came from when the runtime starts on the
// landing page (once the visitor, having interacted, pauses) or when the
// visitor leaves it before that, keeps it for the visit in sessionStorage, and
// never overwrites it from a later page of the visit.
import { type DOMWindow, JSDOM } from "jsdom";
import { START_QUIET_MS, starterScript } from "../../../plugins/publish/deferScripts";
import { LANDING_STORAGE_KEY, readLeadSource } from "../../../supabase/functions/_shared/leadSource";

/** A page at `url`, arrived at from `referrer`, with the starter run (as its module would run). */
function pageWithStarter(url: string, referrer: string, storage?: Storage) {
  const dom = new JSDOM("<!doctype html><html><body><p>Page</p></body></html>", {
    url,
    ...(referrer ? { referrer } : {}),
    runScripts: "outside-only",
  });
  if (storage) Object.defineProperty(dom.window, "sessionStorage", { value: storage });
  dom.window.eval(starterScript(["/app.js"]));
  return dom.window;
}

const kept = (window: DOMWindow) => window.sessionStorage.getItem(LANDING_STORAGE_KEY);

/** An interaction, and the pause after it that starts the runtime. */
async function interactAndPause(window: DOMWindow, type: string) {
  window.dispatchEvent(new window.Event(type));
  await new Promise((resolve) => setTimeout(resolve, START_QUIET_MS + 100));
}

describe("the landing values", () => {
  it("are taken as the runtime starts, not before: a visitor who never interacts has kept nothing", async () => {
    const window = pageWithStarter("https://site.example/es?utm_source=newsletter", "https://mail.example.org/inbox");
    expect(kept(window)).toBeNull();
    await interactAndPause(window, "pointerdown");
    expect(kept(window)).not.toBeNull();
  });

  it("are taken when the visitor leaves the page before the runtime has started (a tap on a link)", () => {
    const window = pageWithStarter("https://site.example/?utm_campaign=spring", "");
    window.dispatchEvent(new window.Event("pointerdown"));
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
