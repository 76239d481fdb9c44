// Safari's engine: WebKitGTK's MiniBrowser, driven over WebKitWebDriver (W3C
// WebDriver) under Xvfb, since Playwright's own WebKit cannot be installed
// here. Many visitors are on iPhones. The page's first screen is styled from
// its head and the rest by the site stylesheet linked where it ends: while
// that stylesheet is on its way, WebKit must paint the first screen and show
// nothing unstyled below it; once it is in, the whole page; and if it never
// comes, the page must still be all there (the quote form included).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SITE_PORT } from "../../playwright.config";
import { pricedLead } from "./steps";

const CI = Boolean(process.env.CI);
const DRIVER = "/usr/bin/WebKitWebDriver";
const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const installed = fs.existsSync(DRIVER) && fs.existsSync(MINIBROWSER);
const publicDir = path.resolve(__dirname, "../../public");

test.skip(!installed && !CI, "WebKitGTK's driver is not installed (apt-get install webkit2gtk-driver xvfb; .ci/run does)");

/** The built site on a free loopback port; the site stylesheet waits until `release` says how to answer it. */
function startSite() {
  let answer: ((how: "send" | "fail") => void) | undefined;
  const decided = new Promise<"send" | "fail">((resolve) => (answer = resolve));
  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? "/", "http://site").pathname);
    const file = path.join(publicDir, urlPath === "/" ? "index.html" : path.extname(urlPath) ? urlPath : `${urlPath}.html`);
    if (!file.startsWith(publicDir) || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const send = () => {
      const type = { ".html": "text/html; charset=utf-8", ".css": "text/css", ".js": "text/javascript" }[path.extname(file)];
      response.writeHead(200, { "content-type": type ?? "application/octet-stream", "cache-control": "no-store" });
      fs.createReadStream(file).pipe(response);
    };
    if (/^\/styles-[0-9a-f]+\.css$/.test(urlPath)) {
      void decided.then((how) => (how === "send" ? send() : response.writeHead(503).end()));
    } else send();
  });
  return new Promise<{ url: string; release: (how: "send" | "fail") => void; close: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        release: (how) => answer!(how),
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      }),
    ),
  );
}

/** WebKitWebDriver under Xvfb on a free port, and a W3C WebDriver session on MiniBrowser. */
async function startWebKit() {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const driver: ChildProcess = spawn("xvfb-run", ["-a", "-s", "-screen 0 1280x1024x24", DRIVER, `--port=${port}`, "--host=127.0.0.1"], {
    stdio: "ignore",
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: unknown };
    if (!response.ok) throw new Error(`WebDriver ${method} ${route}: ${JSON.stringify(value)}`);
    return value;
  };
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(`${base}/status`);
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const { sessionId } = (await call("POST", "/session", {
    capabilities: {
      alwaysMatch: {
        browserName: "MiniBrowser",
        pageLoadStrategy: "none",
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
      },
    },
  })) as { sessionId: string };
  const session = `/session/${sessionId}`;
  return {
    open: (url: string) => call("POST", `${session}/url`, { url }),
    run: <T>(script: string) => call("POST", `${session}/execute/sync`, { script, args: [] }) as Promise<T>,
    resize: (width: number, height: number) => call("POST", `${session}/window/rect`, { width, height }),
    stop: async () => {
      await call("DELETE", session).catch(() => {});
      if (driver.pid) process.kill(-driver.pid, "SIGTERM");
    },
  };
}

type PageState = { readyState: string; heroStyled: boolean; solution: boolean; solutionStyled: boolean; form: boolean };

/**
 * What the page has parsed, and whether its parts are styled: the hero's
 * heading is light on its dark band (not the body's colour), Our Solution's
 * cards have their rounded corners.
 */
const STATE = `const heading = document.querySelector("main h1");
const card = document.querySelector("#solution section");
return {
  readyState: document.readyState,
  heroStyled: !!heading && getComputedStyle(heading).color !== getComputedStyle(document.body).color,
  solution: !!document.getElementById("solution"),
  solutionStyled: !!card && getComputedStyle(card).borderRadius !== "0px",
  form: !!document.querySelector("#contact form"),
};`;

type QuoteState = { mark: string | null; reference: string | null; factsGrid: boolean; price: boolean; headings: number };

/** Where the quote page stands: whether its head was drawn before the runtime, its facts and their grid, its price, its headings. */
const QUOTE_STATE = `const facts = document.querySelector("article dl");
return {
  mark: document.documentElement.dataset.quote ?? null,
  reference: document.querySelector("article dd")?.textContent ?? null,
  factsGrid: !!facts && getComputedStyle(facts).display === "grid",
  price: !!document.getElementById("quote-price"),
  headings: document.querySelectorAll("h1").length,
};`;

test.describe("WebKit (Safari's engine)", () => {
  test.describe.configure({ timeout: 60_000 });

  test("paints the first screen styled while the site stylesheet is on its way, and nothing unstyled below it", async () => {
    const site = await startSite();
    const webkit = await startWebKit();
    try {
      await webkit.resize(390, 844);
      await webkit.open(`${site.url}/`);
      await expect.poll(() => webkit.run<PageState>(STATE).then((state) => state.heroStyled), { timeout: 20_000 }).toBe(true);
      // The stylesheet is held: the parser waits at its link, after the first screen.
      const waiting = await webkit.run<PageState>(STATE);
      expect(waiting).toMatchObject({ readyState: "loading", heroStyled: true, solution: false });
      site.release("send");
      await expect
        .poll(() => webkit.run<PageState>(STATE), { timeout: 20_000 })
        .toMatchObject({
          readyState: "complete",
          solution: true,
          solutionStyled: true,
          form: true,
        });
    } finally {
      await webkit.stop();
      site.close();
    }
  });

  test("a site stylesheet that never comes leaves the whole page there, the quote form included", async () => {
    const site = await startSite();
    const webkit = await startWebKit();
    try {
      site.release("fail");
      await webkit.open(`${site.url}/`);
      await expect
        .poll(() => webkit.run<PageState>(STATE), { timeout: 20_000 })
        .toMatchObject({
          readyState: "complete",
          heroStyled: true,
          solution: true,
          form: true,
        });
    } finally {
      await webkit.stop();
      site.close();
    }
  });

  test("the quote page draws its quote's head from its answer before its runtime, then the whole quote", async ({ request }) => {
    const site = `http://127.0.0.1:${SITE_PORT}`;
    const { reference, quoteKey } = await pricedLead(request, "en");
    const webkit = await startWebKit();
    try {
      await webkit.resize(390, 844);
      await webkit.open(`${site}/quote/?ref=${reference}#key=${quoteKey}`);
      // Drawn before the runtime (the mark only the served outline's script sets), then drawn whole by the page's script.
      await expect
        .poll(() => webkit.run<QuoteState>(QUOTE_STATE), { timeout: 30_000 })
        .toEqual({ mark: "drawn", reference, factsGrid: true, price: true, headings: 1 });
    } finally {
      await webkit.stop();
    }
  });
});
