/**
 * @jest-environment node
 */
// The starter takes where the visit came from when the runtime starts on the
// landing page (the visitor's first interaction), keeps it for the visit in
// sessionStorage, and never overwrites it from a later page of the visit.
import { type DOMWindow, JSDOM } from "jsdom";
import { starterScript } from "../../../plugins/publish/deferScripts";
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

describe("the landing values", () => {
  it("are taken at the first interaction, not before: a visitor who never interacts has kept nothing", () => {
    const window = pageWithStarter("https://site.example/es?utm_source=newsletter", "https://mail.example.org/inbox");
    expect(kept(window)).toBeNull();
    window.dispatchEvent(new window.Event("pointerdown"));
    expect(kept(window)).not.toBeNull();
  });

  it("are the campaign, whether a click id came (never its value), the other site's host and the landing path", () => {
    const window = pageWithStarter(
      "https://site.example/es?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=EAIaIQ-click-id&x=1",
      "https://www.google.com/search?q=airfreight+hong+kong",
    );
    window.dispatchEvent(new window.Event("keydown"));
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

  it("keep the landing page's values on the pages after it, and a referrer from this site is no referring site", () => {
    const landing = pageWithStarter("https://site.example/es?utm_source=flyer", "");
    landing.dispatchEvent(new landing.Event("scroll"));
    const first = kept(landing);
    // The next page of the visit, in the same tab: the same sessionStorage, referred by this site.
    const next = pageWithStarter("https://site.example/es/privacy", "https://site.example/es", landing.sessionStorage);
    next.dispatchEvent(new next.Event("pointerdown"));
    expect(kept(next)).toBe(first);
    const direct = pageWithStarter("https://site.example/privacy", "https://site.example/");
    direct.dispatchEvent(new direct.Event("pointerdown"));
    expect(readLeadSource(JSON.parse(kept(direct)!))).toMatchObject({ utmSource: null, referrerHost: null, landingPath: "/privacy" });
  });

  it("never stop the runtime from starting when storage is refused (a private window may refuse it)", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    const window = pageWithStarter("https://site.example/?utm_source=x", "", refusing as unknown as Storage);
    window.dispatchEvent(new window.Event("pointerdown"));
    expect(Array.from(window.document.querySelectorAll("script"), (script) => script.getAttribute("src"))).toEqual(["/app.js"]);
  });
});
