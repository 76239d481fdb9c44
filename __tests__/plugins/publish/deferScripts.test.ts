// Gatsby's page scripts held back behind the inline starter, and the not-found pages without the runtime.
import { QUOTE_PAGE_ID } from "../../../src/quote/quotePath";
import { EARLY_QUOTE_GLOBAL, RUNTIME_WAITS_FOR_QUOTE_MS } from "../../../src/quote/early/quoteHead";
import {
  deferScripts,
  START_EVENTS,
  START_NEAR,
  START_QUIET_MS,
  starterScript,
  withoutRuntime,
} from "../../../plugins/publish/deferScripts";
import { scriptElements } from "../../../plugins/publish/htmlScripts.mjs";
import { inlineScripts } from "../../../plugins/publish/inlineScripts";
import { RECEIPT_ID, RECEIPT_STORAGE_KEY } from "../../../src/contact/sending/receiptKey";
import { TEAM_CONSOLE_ID } from "../../../src/team/teamPage";

describe("deferScripts", () => {
  const page = [
    '<html><body><div id="___gatsby"></div>',
    '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>',
    '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script>',
    '<script src="/app-3c.js" async></script></body></html>',
  ].join("");

  it("replaces the page's scripts with one inline starter that lists them, where the first one was, their build-wide set-up first, as a file", () => {
    const { html, deferred, setup } = deferScripts(page);
    expect(deferred).toEqual(["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"]);
    expect(setup).toEqual({ path: expect.stringMatching(/^\/gatsby-setup-[0-9a-f]{20}\.js$/), text: 'window.___chunkMapping="{}";' });
    expect(html).toBe(
      [
        '<html><body><div id="___gatsby"></div>',
        `<script type="module" id="gatsby-starter">${starterScript([setup!.path, ...deferred], page)}</script></body></html>`,
      ].join(""),
    );
    // The same set-up, the same file, for every page of the build.
    expect(deferScripts(page.replace("<html><body>", "<html><body><p>Another page</p>")).setup).toEqual(setup);
  });

  it("leaves no classic script in the body to stop the parser: the page's set-up, however written, runs as a module", () => {
    const written = [
      "<html><head>",
      '<script type="application/ld+json">{}</script><script type="module">m()</script></head><body><p>x</p>',
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
      '<script\n  id="gatsby-chunk-mapping"\n>window.___chunkMapping="{}";</script>',
      '<script type="text/javascript" data-note="a &quot;b&quot; &amp; c">window.___webpackCompilationHash="c19b";</script>',
      '<script src="/app-3c.js" async></script></body></html>',
    ].join("");
    const { html, deferred, setup } = deferScripts(written);
    expect(setup?.text).toBe('window.___chunkMapping="{}";\nwindow.___webpackCompilationHash="c19b";');
    expect(html).toBe(
      [
        "<html><head>",
        '<script type="application/ld+json">{}</script><script type="module">m()</script></head><body><p>x</p>',
        '<script type="module" id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
        `<script type="module" id="gatsby-starter">${starterScript([setup!.path, ...deferred], written)}</script></body></html>`,
      ].join(""),
    );
    expect(scriptElements(html).filter((script) => script.kind === "classic")).toEqual([]);
  });

  it("finds them whatever the order, quotes or case of their attributes", () => {
    const reordered =
      "<html><body><p>x</p><SCRIPT async=\"\" SRC='/app-3c.js'></SCRIPT>\n<script async\nsrc=/webpack-1a.js></script></body></html>";
    const { html, deferred } = deferScripts(reordered);
    expect(deferred).toEqual(["/app-3c.js", "/webpack-1a.js"]);
    expect(html).toBe(
      `<html><body><p>x</p><script type="module" id="gatsby-starter">${starterScript(deferred, reordered)}</script>\n</body></html>`,
    );
  });

  it.each([
    ["the CMS's", '<html><head><script defer="defer" src="cms.js"></script></head></html>'],
    ["another site's", '<script src="//cdn.example.com/x.js" async></script>'],
    ["a deferred", '<script src="/app.js" defer></script>'],
    ["a module", '<script type="module" src="/app.js" async></script>'],
  ])("leaves %s script alone (not Gatsby's page scripts)", (_case, html) => {
    expect(deferScripts(html)).toEqual({ html, deferred: [] });
  });

  describe("the starter, in jsdom", () => {
    const added = () => [...document.querySelectorAll("script")].map((element) => element.getAttribute("src"));
    beforeEach(() => {
      jest.useFakeTimers();
      document.body.innerHTML = "";
    });
    afterEach(() => jest.useRealTimers());

    it("starts after the first interaction or when the contact section nears the viewport, once the visitor pauses, and only once", () => {
      const script = starterScript(["/app-3c.js"], "");
      for (const name of START_EVENTS) expect(script).toContain(`"${name}"`);
      // A touch is heard as its pointerdown, which comes first: a touch listener would only dispatch it twice.
      expect(script).not.toMatch(/"touch(start|move|end)"/);
      expect(script).toContain(`getElementById("${START_NEAR.id}")`);
      new Function(script)();
      // Nothing is added until an interaction, and a pause after it.
      jest.advanceTimersByTime(10 * START_QUIET_MS);
      expect(added()).toEqual([]);
      window.dispatchEvent(new Event("keydown"));
      window.dispatchEvent(new Event("scroll"));
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(START_QUIET_MS);
      expect(added()).toEqual(["/app-3c.js"]);
      // In order: fetched at once, run one after the other (Gatsby's set-up before the runtime).
      expect(document.querySelector("script")!.async).toBe(false);
      window.dispatchEvent(new Event("pointerdown"));
      jest.advanceTimersByTime(START_QUIET_MS);
      expect(added()).toEqual(["/app-3c.js"]);
    });

    it("starts when the contact section nears the viewport only once the page has loaded, after a pause", () => {
      const observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
      const stub = class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      };
      Object.defineProperty(window, "IntersectionObserver", { value: stub, configurable: true });
      try {
        // The starter is a module: it runs once the page is parsed, before its load event.
        document.body.innerHTML = `<section id="${START_NEAR.id}"></section>`;
        new Function(starterScript(["/app-3c.js"], document.body.innerHTML))();
        jest.advanceTimersByTime(10 * START_QUIET_MS);
        expect(observed).toHaveLength(0);
        window.dispatchEvent(new Event("load"));
        observed[0]([{ isIntersecting: false }]);
        jest.advanceTimersByTime(10 * START_QUIET_MS);
        expect(added()).toEqual([]);
        observed[0]([{ isIntersecting: true }]);
        jest.advanceTimersByTime(START_QUIET_MS - 1);
        expect(added()).toEqual([]);
        jest.advanceTimersByTime(1);
        expect(added()).toEqual(["/app-3c.js"]);
        // Started by a tap and a pause before the load event: the section is then not watched at all.
        document.body.innerHTML = `<section id="${START_NEAR.id}"></section>`;
        new Function(starterScript(["/app-3c.js"], document.body.innerHTML))();
        window.dispatchEvent(new Event("pointerdown"));
        jest.advanceTimersByTime(START_QUIET_MS);
        window.dispatchEvent(new Event("load"));
        expect(observed).toHaveLength(1);
      } finally {
        delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      }
    });

    it("puts the start off while the visitor keeps interacting: a name typed a key every 200 ms meets no start", () => {
      new Function(starterScript(["/app-3c.js"], ""))();
      window.dispatchEvent(new Event("pointerdown"));
      for (let key = 0; key < 20; key++) {
        jest.advanceTimersByTime(200);
        window.dispatchEvent(new Event("keydown"));
        expect(added()).toEqual([]);
      }
      jest.advanceTimersByTime(START_QUIET_MS);
      expect(added()).toEqual(["/app-3c.js"]);
    });
  });
});

describe("the thank-you page of a tab that kept a receipt", () => {
  const started = () => [...document.querySelectorAll("script[src]")].map((element) => element.getAttribute("src"));
  /** The starter run on `html`, and what it started before the first frame, and after that frame was painted. */
  const run = async (html: string, kept: boolean) => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    const storage = jest.spyOn(Storage.prototype, "getItem");
    try {
      document.body.innerHTML = html;
      window.sessionStorage.clear();
      if (kept) window.sessionStorage.setItem(RECEIPT_STORAGE_KEY, JSON.stringify({ reference: "K7QM-4TXH" }));
      new Function(starterScript(["/app-3c.js"], html))();
      const beforePaint = { started: started(), storageRead: storage.mock.calls.length > 0 };
      for (const frame of frames.splice(0)) frame(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { beforePaint, afterPaint: started() };
    } finally {
      requestFrame.mockRestore();
      storage.mockRestore();
    }
  };

  it("starts once its first screen is painted, so a reload shows the reference and price again", async () => {
    expect(await run(`<p id="${RECEIPT_ID}">Reference by e-mail</p>`, true)).toEqual({
      // Not even a look at the tab's storage before the first paint: opening it can hold the paint back.
      beforePaint: { started: [], storageRead: false },
      afterPaint: ["/app-3c.js"],
    });
  });

  it("waits as every page does without one, or on another page", async () => {
    expect((await run(`<p id="${RECEIPT_ID}">Reference by e-mail</p>`, false)).afterPaint).toEqual([]);
    expect((await run("<p>Home</p>", true)).afterPaint).toEqual([]);
  });
});

describe("the team's console", () => {
  it("starts without waiting for the visitor, once the frame that paints its served sign-in form is done, not before", async () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    const started = () => [...document.querySelectorAll("script[src]")].map((element) => element.getAttribute("src"));
    try {
      document.body.innerHTML = `<main id="${TEAM_CONSOLE_ID}"><form><input type="email"></form></main>`;
      new Function(starterScript(["/app-3c.js"], document.body.innerHTML))();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(started()).toEqual([]);
      expect(frames).toHaveLength(1);
      // The frame's callbacks run before its paint; the start comes in a task after it.
      frames[0](performance.now());
      expect(started()).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(started()).toEqual(["/app-3c.js"]);
    } finally {
      requestFrame.mockRestore();
    }
  });
});

describe("the shipper's quote page", () => {
  const holder = window as unknown as Record<string, unknown>;
  const started = () => [...document.querySelectorAll("script[src]")].map((element) => element.getAttribute("src"));
  afterEach(() => {
    delete holder[EARLY_QUOTE_GLOBAL];
    jest.useRealTimers();
  });

  it("starts once the quote its head asked for has come: as served it only says the request was received", async () => {
    let answered: (value: unknown) => void = () => {};
    holder[EARLY_QUOTE_GLOBAL] = { answer: new Promise((resolve) => (answered = resolve)) };
    document.body.innerHTML = `<div id="${QUOTE_PAGE_ID}"><p>Received</p></div>`;
    new Function(starterScript(["/app-3c.js"], document.body.innerHTML))();
    await Promise.resolve();
    expect(started()).toEqual([]);
    // Then once the frame that draws the quote's head has been painted, not before.
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    answered({ status: 200, body: {} });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started()).toEqual([]);
    for (const frame of frames.splice(0)) frame(performance.now());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started()).toEqual(["/app-3c.js"]);
    requestFrame.mockRestore();
  });

  it("starts anyway when the answer is slow to come, and at once when its head asked for nothing", async () => {
    jest.useFakeTimers();
    holder[EARLY_QUOTE_GLOBAL] = { answer: new Promise(() => {}) };
    document.body.innerHTML = `<div id="${QUOTE_PAGE_ID}"><p>Received</p></div>`;
    new Function(starterScript(["/app-3c.js"], document.body.innerHTML))();
    await jest.advanceTimersByTimeAsync(RUNTIME_WAITS_FOR_QUOTE_MS - 1);
    expect(started()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(started()).toEqual(["/app-3c.js"]);
    delete holder[EARLY_QUOTE_GLOBAL];
    document.body.innerHTML = `<div id="${QUOTE_PAGE_ID}"><p>Received</p></div>`;
    new Function(starterScript(["/app-3c.js"], document.body.innerHTML))();
    await jest.advanceTimersByTimeAsync(0);
    expect(started()).toEqual(["/app-3c.js"]);
  });
});

describe("a page that starts only when the visitor needs it", () => {
  it("carries none of the other pages' starts at once: they are bytes of its first round trip", async () => {
    const started = (starter: string) => {
      new Function(starter)();
      return [...document.querySelectorAll("script[src]")].map((element) => element.getAttribute("src"));
    };
    const home = starterScript(["/app-3c.js"], '<section id="contact"><form></form></section>');
    for (const id of [RECEIPT_ID, TEAM_CONSOLE_ID, QUOTE_PAGE_ID]) {
      document.body.innerHTML = `<div id="${id}"></div>`;
      window.sessionStorage.setItem(RECEIPT_STORAGE_KEY, JSON.stringify({ reference: "K7QM-4TXH" }));
      const own = starterScript(["/app-3c.js"], document.body.innerHTML);
      expect(home.length).toBeLessThan(own.length);
      // The home page's starter, wherever it ran, would wait for the visitor; the page's own starts at once.
      expect(started(home)).toEqual([]);
      document.body.innerHTML = `<div id="${id}"></div>`;
      new Function(own)();
      // The quote page's once the quote its head asked for has come (none here: a microtask later), the console's
      // after its first frame (jsdom's come every 16 ms).
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(started("")).toEqual(["/app-3c.js"]);
    }
    window.sessionStorage.clear();
  });
});

describe("withoutRuntime", () => {
  it("leaves out the page scripts and their set-up, and keeps the page's own inline scripts byte for byte", () => {
    const log = '<script data-gatsby-head="true">console.error("404",location.pathname)</script>';
    const page = [
      `<html><head>${log}</head><body><p>Not found</p>`,
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/404";/*]]>*/</script>',
      '<script\n  id="gatsby-chunk-mapping"\n>window.___chunkMapping="{}";</script>',
      '<script>window.___webpackCompilationHash="c19b";</script>',
      '<script async src="/app-1a.js"></script></body></html>',
    ].join("");
    const html = withoutRuntime(page);
    expect(html).toBe(`<html><head>${log}</head><body><p>Not found</p></body></html>`);
    expect(inlineScripts(html)).toEqual(['console.error("404",location.pathname)']);
  });
});
