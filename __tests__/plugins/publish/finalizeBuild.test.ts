// The last build step on a built site: what is published, the pages' scripts, the headers and redirects
// Netlify reads, and a build that fails, naming the page, when a page would not work as published.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { IAdapter } from "gatsby";
import { withFinalizedBuild } from "../../../plugins/publish/adapter";
import { finalizeBuild, PublishError, siteRedirects, withHeadScriptsFirst } from "../../../plugins/publish/finalizeBuild";
import { FIRST_FLIGHT_BYTES, firstFlightBytes } from "../../../plugins/publish/checks/firstFlight.mjs";
import { cspHash, inlineScripts } from "../../../plugins/publish/inlineScripts";
import { headersFor, readHeaders, readRedirects } from "../../../plugins/publish/netlifyFiles.mjs";
import { scriptSources } from "../../../plugins/publish/checks/pageProblems";
import { ICON_SPRITE_PATH, ICON_SPRITE_SVG } from "../../../src/components/icons/iconSprite";
import { EARLY_QUOTE_GLOBAL, RUNTIME_WAITS_FOR_QUOTE_MS } from "../../../src/quote/early/quoteHead";
import { temporaryFolder } from "../../helpers/temporaryFolder";

const OPTIONS = { prefixedLanguages: ["es"], backendOrigin: "https://p.supabase.co" } as const;

/** A folder with these files, as the adapter leaves public/. */
function builtSite(files: Record<string, string>): string {
  const dir = temporaryFolder("public-");
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** A page as Gatsby writes it: its path's set-up, the page scripts at the end of the body. */
const gatsbyPage = (pagePath: string, head = "") =>
  `<html><head>${head}</head><body><div id="___gatsby"></div><script id="gatsby-script-loader">window.pagePath="${pagePath}";</script><script src="/app-1a.js" async></script></body></html>`;

const ADAPTER_FILES = {
  _headers: "/*\n  x-xss-protection: 1; mode=block\n/app-1a.js\n  cache-control: public, max-age=31536000, immutable\n",
  _redirects: "# gatsby-adapter-netlify start\n# gatsby-adapter-netlify end\n",
  "app-1a.js": "app()",
};

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

it("removes source maps, webpack's stats, Partytown and Gatsby's slice files", async () => {
  const dir = builtSite({
    ...ADAPTER_FILES,
    "index.html": gatsbyPage("/"),
    "app-1a.js.map": "{}",
    "admin/cms.js.map": "{}",
    "webpack.stats.json": "{}",
    "~partytown/partytown.js": "pt()",
    "_gatsby/slices/_gatsby-scripts-1.html": "<script>slice()</script>",
  });
  const { removed } = await finalizeBuild({ publicDir: dir, ...OPTIONS });
  expect(removed.sort()).toEqual([
    "_gatsby/slices/_gatsby-scripts-1.html",
    "admin/cms.js.map",
    "app-1a.js.map",
    "webpack.stats.json",
    "~partytown/partytown.js",
  ]);
  expect(fs.existsSync(path.join(dir, "~partytown"))).toBe(false);
  expect(fs.existsSync(path.join(dir, "_gatsby"))).toBe(false);
  expect(fs.existsSync(path.join(dir, "app-1a.js"))).toBe(true);
});

it("writes the pages' script hashes into the rule for any page's file, and the 404 rewrites after the adapter's, as Netlify reads them", async () => {
  const dir = builtSite({ ...ADAPTER_FILES, "index.html": gatsbyPage("/"), "thank-you.html": gatsbyPage("/thank-you") });
  const { scriptHashes } = await finalizeBuild({ publicDir: dir, ...OPTIONS });
  expect(scriptHashes).toContain(cspHash('window.pagePath="/";'));
  expect(scriptHashes).toContain(cspHash('window.pagePath="/thank-you";'));
  const headers = await readHeaders(path.join(dir, "_headers"));
  expect(headers.errors).toEqual([]);
  expect(headersFor(headers.rules, "/thank-you.html").get("content-security-policy")?.[1]).toContain(scriptHashes.join(" "));
  expect(headersFor(headers.rules, "/").has("x-xss-protection")).toBe(false);
  const redirects = await readRedirects(path.join(dir, "_redirects"));
  expect(redirects).toEqual({ rules: siteRedirects(["es"]), errors: [] });
  expect(redirects.rules).toContainEqual({ from: "/es/*", to: "/es/404.html", status: 404, force: false });
  expect(read(dir, "_redirects")).toContain("/es/404.html  /es/404  404!\n/es/404  /es/404.html  404!\n/es/*  /es/404.html  404\n");
});

/** The policy a page's <meta> gives it, if any. */
const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];

it("gives each page's address a policy with its own inline scripts only, any page's file the policy with them all, and files none", async () => {
  const log = "<script>console.error(location.pathname)</script>";
  const dir = builtSite({
    ...ADAPTER_FILES,
    "index.html": gatsbyPage("/"),
    "thank-you.html": gatsbyPage("/thank-you"),
    "es/thank-you.html": gatsbyPage("/es/thank-you"),
    "404.html": gatsbyPage("/404", `<meta charSet="utf-8"/>${log}`),
    "es/404.html": gatsbyPage("/es/404", log),
  });
  const { scriptHashes } = await finalizeBuild({ publicDir: dir, ...OPTIONS });
  const headers = await readHeaders(path.join(dir, "_headers"));
  expect(headers.errors).toEqual([]);
  const policyAt = (urlPath: string) => headersFor(headers.rules, urlPath).get("content-security-policy")?.[1];
  const scriptSrc = (urlPath: string) => scriptSources(policyAt(urlPath));
  for (const [file, urlPath] of [
    ["index.html", "/"],
    ["thank-you.html", "/thank-you"],
    ["es/thank-you.html", "/es/thank-you"],
    ["404.html", "/404"],
  ]) {
    const own = inlineScripts(read(dir, file)).map(cspHash);
    expect(own.length).toBeGreaterThan(0);
    expect(scriptSrc(urlPath)?.sort()).toEqual(["'self'", ...own].sort());
  }
  expect(scriptSrc("/")).not.toContain(cspHash('window.pagePath="/thank-you";'));
  // A page by its file's address: the policy with every page's scripts.
  for (const urlPath of ["/index.html", "/thank-you.html", "/404.html"]) {
    expect(scriptSrc(urlPath)).toEqual(["'self'", ...scriptHashes]);
  }
  expect(scriptHashes).toContain(cspHash("console.error(location.pathname)"));
  // An unknown address answers the not-found page, which no rule names: framed by none, the rest of its policy in the page.
  for (const urlPath of ["/no-such-page", "/es/no-such-page", "/app-1a.js"]) expect(policyAt(urlPath)).toBe("frame-ancestors 'none'");
  for (const file of ["404.html", "es/404.html"]) {
    const html = read(dir, file);
    expect(scriptSources(metaPolicy(html))).toEqual(["'self'", cspHash("console.error(location.pathname)")]);
    expect(metaPolicy(html)).not.toContain("frame-ancestors");
    expect(html).toContain('<meta name="referrer" content="strict-origin-when-cross-origin"/>');
  }
  // After the character set, which must come first; before any script.
  expect(read(dir, "404.html")).toMatch(/^<html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/);
  expect(read(dir, "es/404.html")).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy"/);
  expect(metaPolicy(read(dir, "index.html"))).toBeUndefined();
});

it("holds back every page's scripts, and leaves them out of each language's not-found page, which keeps its inline log", async () => {
  const log = "<script>console.error(location.pathname)</script>";
  const pages = Object.fromEntries(
    ["index.html", "thank-you.html", "404.html", "es/404.html", "es/thank-you.html"].map((file) => [file, gatsbyPage("/404", log)]),
  );
  const dir = builtSite({ ...ADAPTER_FILES, ...pages });
  await finalizeBuild({ publicDir: dir, ...OPTIONS });
  for (const file of ["index.html", "thank-you.html", "es/thank-you.html"]) {
    expect(read(dir, file)).toContain('<script type="module" id="gatsby-starter">');
    expect(read(dir, file)).not.toContain("<script src=");
  }
  for (const file of ["404.html", "es/404.html"]) {
    expect(read(dir, file).replace(/<meta [^>]*>/g, "")).toBe(`<html><head>${log}</head><body><div id="___gatsby"></div></body></html>`);
  }
});

it("publishes the icon sprite the pages refer to, at its address, cached for a year", async () => {
  const dir = builtSite({ ...ADAPTER_FILES, "index.html": gatsbyPage("/") });
  const { iconSprite } = await finalizeBuild({ publicDir: dir, ...OPTIONS });
  expect(`/${iconSprite}`).toBe(ICON_SPRITE_PATH);
  expect(read(dir, ICON_SPRITE_PATH.slice(1))).toBe(ICON_SPRITE_SVG);
  const headers = await readHeaders(path.join(dir, "_headers"));
  expect(headersFor(headers.rules, ICON_SPRITE_PATH).get("cache-control")?.[1]).toBe("public, max-age=31536000, immutable");
});

it("leaves the CMS's page and its scripts as they are", async () => {
  const cms = '<html><head><script defer="defer" src="cms.js"></script></head><body></body></html>';
  const dir = builtSite({ ...ADAPTER_FILES, "index.html": gatsbyPage("/"), "admin/index.html": cms });
  await finalizeBuild({ publicDir: dir, ...OPTIONS });
  expect(read(dir, "admin/index.html")).toBe(cms);
});

describe("a page's own head scripts", () => {
  const head = [
    '<meta charSet="utf-8"/><meta name="description" content="x"/>',
    '<style data-emotion="css-global a">body{margin:0}</style><style data-emotion="css b">.css-b{color:red}</style>',
    '<title data-gatsby-head="true">Quote</title><script data-gatsby-head="true">window.asked=1</script>',
    '<script type="application/ld+json" data-gatsby-head="true">{}</script>',
  ].join("");

  it("come first in its head, after its character set, byte for byte: they run before its styles are read", () => {
    const page = gatsbyPage("/quote", head);
    const moved = withHeadScriptsFirst(page);
    expect(moved.indexOf('<script data-gatsby-head="true">window.asked=1</script>')).toBe(
      moved.indexOf("<meta charSet") + '<meta charSet="utf-8"/>'.length,
    );
    // Nothing else moves or goes: data stays where it was.
    expect(moved.replace('<script data-gatsby-head="true">window.asked=1</script>', "")).toBe(
      page.replace('<script data-gatsby-head="true">window.asked=1</script>', ""),
    );
    expect(withHeadScriptsFirst(gatsbyPage("/", '<meta charSet="utf-8"/><style>a{}</style>'))).toBe(
      gatsbyPage("/", '<meta charSet="utf-8"/><style>a{}</style>'),
    );
  });

  it("are moved so in the published page, and its policy still allows them", async () => {
    const dir = builtSite({ ...ADAPTER_FILES, "quote.html": gatsbyPage("/quote", head) });
    await finalizeBuild({ publicDir: dir, ...OPTIONS });
    const published = read(dir, "quote.html");
    expect(published.indexOf("window.asked=1")).toBeLessThan(published.indexOf("<style"));
    const headers = await readHeaders(path.join(dir, "_headers"));
    expect(headersFor(headers.rules, "/quote").get("content-security-policy")?.[1]).toContain(cspHash("window.asked=1"));
  });
});

describe("a page that no longer fits the first round trip", () => {
  /** Copy that compresses as badly as text can: 40 KB of unrelated letters and digits. */
  const longCopy = Array.from({ length: 900 }, (_, index) => createHash("sha256").update(String(index)).digest("base64")).join(" ");

  it("is named in one warning line with its bytes and the budget, and the build goes on", async () => {
    const dir = builtSite({
      ...ADAPTER_FILES,
      "index.html": gatsbyPage("/"),
      "es/thank-you.html": gatsbyPage("/es/thank-you", `<meta name="description" content="${longCopy}">`),
    });
    const warnings: string[] = [];
    await finalizeBuild({ publicDir: dir, ...OPTIONS, warn: (message) => warnings.push(message) });
    const published = read(dir, "es/thank-you.html");
    const bytes = firstFlightBytes(published);
    expect(bytes).toBeGreaterThan(FIRST_FLIGHT_BYTES);
    expect(warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `public-\\w+/es/thank-you\\.html \\(/es/thank-you\\): ${bytes.toLocaleString("en-GB")} bytes \\(gzip -9 HTML \\+ 1,500 for the headers\\), over the 14,600 a new connection delivers in its first round trip`,
        ),
      ),
    ]);
    // Published all the same, scripts held back like any page's.
    expect(published).toContain('<script type="module" id="gatsby-starter">');
  });

  it("reaches the build's output as a warning, through the site's adapter, after the adapter's own work", async () => {
    const dir = builtSite({ ...ADAPTER_FILES, "index.html": gatsbyPage("/", `<meta name="description" content="${longCopy}">`) });
    const reporter = { info: jest.fn(), warn: jest.fn() };
    const netlify = { name: "gatsby-adapter-netlify", adapt: jest.fn() };
    await withFinalizedBuild(netlify as unknown as IAdapter, { publicDir: dir, ...OPTIONS }).adapt({
      reporter,
    } as unknown as Parameters<IAdapter["adapt"]>[0]);
    expect(netlify.adapt).toHaveBeenCalledTimes(1);
    expect(reporter.warn).toHaveBeenCalledTimes(1);
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringMatching(/index\.html \(\/\): [\d,]+ bytes .* over the 14,600 /));
  });

  it("counts the page as published, gzip -9 and the headers' allowance, and says nothing of pages that fit", async () => {
    const dir = builtSite({ ...ADAPTER_FILES, "index.html": gatsbyPage("/"), "thank-you.html": gatsbyPage("/thank-you") });
    const warnings: string[] = [];
    await finalizeBuild({ publicDir: dir, ...OPTIONS, warn: (message) => warnings.push(message) });
    expect(warnings).toEqual([]);
    const page = read(dir, "index.html");
    expect(firstFlightBytes(page)).toBe(zlib.gzipSync(page, { level: 9 }).length + 1500);
  });
});

describe("a build that fails loudly", () => {
  async function failure(files: Record<string, string>): Promise<PublishError> {
    const dir = builtSite({ ...ADAPTER_FILES, "index.html": gatsbyPage("/"), ...files });
    const error = await finalizeBuild({ publicDir: dir, ...OPTIONS }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(PublishError);
    return error as PublishError;
  }

  it("names a page whose scripts are not in the shape the step holds back", async () => {
    const page = '<html><body><script defer src="/app-1a.js"></script></body></html>';
    const error = await failure({ "es/thank-you.html": page });
    expect(error.problems).toEqual([
      expect.stringMatching(
        /public-\w+\/es\/thank-you\.html: <script defer src="\/app-1a\.js"> loads at once; only Gatsby's page scripts \(<script src="\/….js" async>\) are held back$/,
      ),
    ]);
    expect(error.message).toMatch(/^Not publishing: the build's last step \(plugins\/publish\) found 1 problem:\n.*es\/thank-you\.html: /);
  });

  it("names a line of the adapter's _headers that Netlify cannot read", async () => {
    const error = await failure({ _headers: "/*\n  x-empty:\n" });
    expect(error.problems).toEqual([
      expect.stringMatching(/_headers as gatsby-adapter-netlify wrote it: Could not parse header line 2: x-empty: Missing header value$/),
    ]);
  });
});

describe("the script a quote page loads before it shows anything", () => {
  /** Text that gzip -9 cannot shrink much: random bytes as base64 (about three quarters of its length, compressed). */
  const script = (length: number) => `s("${randomBytes(length).toString("base64").slice(0, length)}")`;
  const QUOTE_GROUP = ["1a-shared.js", "component---src-pages-quote-tsx-2b.js"];
  const quoteSite = (componentLength: number) =>
    builtSite({
      ...ADAPTER_FILES,
      "index.html": gatsbyPage("/"),
      "quote.html": gatsbyPage("/quote"),
      "es/quote.html": gatsbyPage("/es/quote"),
      "page-data/quote/page-data.json": JSON.stringify({ componentChunkName: "component---src-pages-quote-tsx" }),
      "page-data/es/quote/page-data.json": JSON.stringify({ componentChunkName: "component---src-pages-quote-tsx" }),
      "page-data/index/page-data.json": JSON.stringify({ componentChunkName: "component---src-pages-index-tsx" }),
      "webpack.stats.json": JSON.stringify({
        assetsByChunkName: { app: ["app-1a.js"], "component---src-pages-quote-tsx": [...QUOTE_GROUP, "styles.css"] },
      }),
      "1a-shared.js": script(20_000),
      "component---src-pages-quote-tsx-2b.js": script(componentLength),
      // Imported later by the page (import()): not in its chunk group, not counted.
      "booking-form-3c.js": script(200_000),
    });
  const gzipped = (dir: string, file: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;

  it("counts the starter's scripts and the component's chunk group, gzip -9, and says so in the build's log", async () => {
    const dir = quoteSite(60_000);
    const logged: string[] = [];
    await finalizeBuild({ publicDir: dir, ...OPTIONS, log: (message) => logged.push(message) });
    const files = ["app-1a.js", ...QUOTE_GROUP];
    const lines = logged.filter((line) => line.includes("of script at load"));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/quote\.html \(\/(es\/)?quote\): [\d,]+ bytes of script at load \(gzip -9; budget 102,400\): /);
    for (const file of files) expect(lines[0]).toContain(file);
    expect(lines[0]).not.toContain("booking-form");
    const total = files.reduce((sum, file) => sum + gzipped(dir, file), 0);
    expect(lines.some((line) => line.includes(`${total.toLocaleString("en-GB")} bytes of script at load`))).toBe(true);
  });

  it("asks for its script at load and its data from its head once the quote's answer has come, its page data with its query; other pages ask for none", async () => {
    const dir = quoteSite(1_000);
    fs.writeFileSync(
      path.join(dir, "page-data/quote/page-data.json"),
      JSON.stringify({ componentChunkName: "component---src-pages-quote-tsx", staticQueryHashes: ["62807200"] }),
    );
    await finalizeBuild({ publicDir: dir, ...OPTIONS });
    // Run as the browser runs the head's script, the quote's answer `answer` (none asked for: undefined).
    const linked = async (file: string, search: string, answer?: Promise<unknown>) => {
      const [script] = inlineScripts(read(dir, file).split("</head>")[0]).filter((text) => text.includes("page-data.json"));
      const head = { appendChild: jest.fn() };
      const holder = answer ? { [EARLY_QUOTE_GLOBAL]: { answer } } : {};
      new Function("document", "location", "window", script)({ head, createElement: () => ({}) }, { search }, holder);
      const appended = () =>
        head.appendChild.mock.calls.map(([link]) => (link.crossOrigin ? `${link.as} ${link.href} anonymous` : `${link.as} ${link.href}`));
      return { appended };
    };
    const expected = (pageData: string, staticQueries: string[]) => [
      ...["/app-1a.js", ...QUOTE_GROUP.map((file) => `/${file}`)].map((src) => `script ${src}`),
      `fetch ${pageData} anonymous`,
      "fetch /page-data/app-data.json anonymous",
      ...staticQueries.map((hash) => `fetch /page-data/sq/d/${hash}.json anonymous`),
    ];
    let answered: (value: unknown) => void = () => {};
    const waiting = await linked("quote.html", "?ref=K7QM-4TXH", new Promise((resolve) => (answered = resolve)));
    await Promise.resolve();
    expect(waiting.appended()).toEqual([]);
    answered({ status: 200, body: {} });
    // Then once the frame that draws the quote's head has been painted.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(waiting.appended()).toEqual(expected("/page-data/quote/page-data.json?ref=K7QM-4TXH", ["62807200"]));
    // Without the quote asked for (an incomplete link), at once.
    const incomplete = await linked("es/quote.html", "");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(incomplete.appended()).toEqual(expected("/page-data/es/quote/page-data.json", []));
    expect(read(dir, "quote.html").split("</head>")[0]).not.toMatch(/<link rel="preload"/);
    expect(inlineScripts(read(dir, "index.html")).some((text) => text.includes("page-data.json"))).toBe(false);
  });

  it("asks for them anyway when the quote's answer is slow to come", async () => {
    jest.useFakeTimers();
    try {
      const dir = quoteSite(1_000);
      await finalizeBuild({ publicDir: dir, ...OPTIONS });
      const [script] = inlineScripts(read(dir, "quote.html").split("</head>")[0]).filter((text) => text.includes("page-data.json"));
      const head = { appendChild: jest.fn() };
      new Function("document", "location", "window", script)(
        { head, createElement: () => ({}) },
        { search: "" },
        { [EARLY_QUOTE_GLOBAL]: { answer: new Promise(() => {}) } },
      );
      await jest.advanceTimersByTimeAsync(RUNTIME_WAITS_FOR_QUOTE_MS - 1);
      expect(head.appendChild).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(head.appendChild).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it("fails the build, naming the page, its files and their bytes, when it is over 100 KB", async () => {
    const dir = quoteSite(140_000);
    const error = await finalizeBuild({ publicDir: dir, ...OPTIONS }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(PublishError);
    const problems = (error as PublishError).problems.filter((problem) => problem.includes("script at load"));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/quote\.html \(\/(es\/)?quote\): [\d,]+ bytes of script at load .* over its budget/);
    expect(problems[0]).toContain(
      `component---src-pages-quote-tsx-2b.js ${gzipped(dir, "component---src-pages-quote-tsx-2b.js").toLocaleString("en-GB")}`,
    );
  });

  it("fails the build when the stats cannot tell what a budgeted page loads", async () => {
    const dir = quoteSite(1_000);
    fs.rmSync(path.join(dir, "webpack.stats.json"));
    const error = (await finalizeBuild({ publicDir: dir, ...OPTIONS }).catch((thrown: unknown) => thrown)) as PublishError;
    expect(error.problems).toContainEqual(expect.stringMatching(/quote\.html \(\/quote\): webpack\.stats\.json names no chunks/));
  });
});
