// Each page's stylesheet made of its rules, in one order for the site, and the pages pointed at it.
import fs from "node:fs";
import path from "node:path";
import { PAGE_RULES_ID, SITE_STYLESHEET_PLACEHOLDER } from "../../../src/components/styles/pageStyles";
import { finalizeBuild } from "../../../plugins/publish/finalizeBuild";
import { headersFor, readHeaders } from "../../../plugins/publish/netlifyFiles.mjs";
import { siteStyles, unfinishedStyles } from "../../../plugins/publish/siteStyles";
import { temporaryFolder } from "../../helpers/temporaryFolder";

/** A page as the server renders it: its first screen's rules in the head, all of them as data, the link after the first screen. */
const renderedPage = (firstScreen: string, rules: [string, string][], body = "<h1>Hello</h1>") =>
  `<html><head><style data-emotion="css">${firstScreen}</style><script id="${PAGE_RULES_ID}" type="application/json">${JSON.stringify(rules)}</script></head>` +
  `<body><section>${body}<link rel="stylesheet" href="${SITE_STYLESHEET_PLACEHOLDER}"/></section><footer>Bye</footer></body></html>`;

const home = renderedPage(".css-a{color:red}", [
  ["a", ".css-a{color:red}"],
  ["b", ".css-b{margin:0}"],
]);
const thankYou = renderedPage(".css-c{padding:0}", [
  ["c", ".css-c{padding:0}"],
  ["a", ".css-a{color:red}"],
  ["d", "@media (min-width:768px){.css-d{gap:1rem}}"],
]);

const homeRules: [string, string][] = [
  ["b", ".css-b{margin:0}"],
  ["a", ".css-a{color:red}"],
];
/** The home page, its rules handed over in its own render's order. */
const homeInItsOrder = renderedPage(".css-a{color:red}", homeRules);
const css = (pages: { file: string; html: string }[], file: string) => {
  const { stylesheets, pages: finished } = siteStyles(pages);
  const href = finished.find((page) => page.file === file)!.html.match(/<link rel="stylesheet" href="\/([^"]+)"/)![1];
  return stylesheets.find((stylesheet) => stylesheet.file === href)!.css;
};

it("gives each page a stylesheet of its own rules, in the one order of the site: where each rule first came, reading the pages in order of their files", () => {
  const pages = [
    { file: "index.html", html: homeInItsOrder },
    { file: "es/thank-you.html", html: thankYou },
  ];
  expect(css(pages, "es/thank-you.html")).toBe(
    [".css-c{padding:0}", ".css-a{color:red}", "@media (min-width:768px){.css-d{gap:1rem}}"].join("\n"),
  );
  // .css-a came first on es/thank-you.html, so it comes before .css-b on the home page too, whatever the home page's order.
  expect(css(pages, "index.html")).toBe([".css-a{color:red}", ".css-b{margin:0}"].join("\n"));
});

it("names each stylesheet by its content, shares one among pages with the same rules, points each page's link at its own and takes the data out", () => {
  const { stylesheets, pages } = siteStyles([
    { file: "index.html", html: home },
    { file: "es/thank-you.html", html: thankYou },
    { file: "thank-you.html", html: thankYou.replace("Hello", "Hola") },
  ]);
  expect(stylesheets).toHaveLength(2);
  for (const { file } of stylesheets) expect(file).toMatch(/^styles-[0-9a-f]{20}\.css$/);
  expect(pages.map((page) => page.file)).toEqual(["index.html", "es/thank-you.html", "thank-you.html"]);
  const [homePage, thanks, thanksAgain] = pages;
  const linked = (html: string) => html.match(/<link rel="stylesheet" href="\/([^"]+)"\/>/)![1];
  expect(linked(thanks.html)).toBe(linked(thanksAgain.html));
  expect(linked(homePage.html)).not.toBe(linked(thanks.html));
  expect(homePage.html).toBe(
    '<html><head><style data-emotion="css">.css-a{color:red}</style></head>' +
      `<body><section><h1>Hello</h1><link rel="stylesheet" href="/${linked(homePage.html)}"/></section><footer>Bye</footer></body></html>`,
  );
  for (const page of pages) expect(unfinishedStyles(page)).toEqual([]);
  // Another rule, another name: a browser never keeps an old stylesheet for a new build.
  const changed = siteStyles([{ file: "index.html", html: home.replace("margin:0", "margin:1px") }]);
  expect(changed.stylesheets[0].file).not.toBe(siteStyles([{ file: "index.html", html: home }]).stylesheets[0].file);
});

it("leaves a page with no rules of its own as it is, and makes no stylesheet when no page has any", () => {
  const plain = "<html><head></head><body><p>Plain</p></body></html>";
  expect(siteStyles([{ file: "index.html", html: plain }])).toEqual({
    stylesheets: [],
    pages: [{ file: "index.html", html: plain }],
  });
});

it("names what the step did not finish: a link to the placeholder, rules' data left in", () => {
  const linkOnly = `<html><body><link rel="stylesheet" href="${SITE_STYLESHEET_PLACEHOLDER}"></body></html>`;
  const { pages } = siteStyles([{ file: "index.html", html: linkOnly }]);
  expect(unfinishedStyles(pages[0])).toEqual([
    `links ${SITE_STYLESHEET_PLACEHOLDER}, which is not published (the page handed over no rules)`,
  ]);
  expect(unfinishedStyles({ file: "index.html", html: home })).toHaveLength(2);
});

it("is written by the build's last step, cached for a year like the scripts, and the build fails on a page left unfinished", async () => {
  const dir = temporaryFolder("public-");
  fs.writeFileSync(path.join(dir, "_headers"), "/app-1a.js\n  cache-control: public, max-age=31536000, immutable\n");
  fs.writeFileSync(path.join(dir, "index.html"), home);
  fs.writeFileSync(path.join(dir, "thank-you.html"), thankYou);
  const { stylesheets } = await finalizeBuild({ publicDir: dir, prefixedLanguages: [], backendOrigin: "https://p.supabase.co" });
  expect(stylesheets).toHaveLength(2);
  const { rules } = await readHeaders(path.join(dir, "_headers"));
  for (const [page, rule] of [
    ["index.html", ".css-b{margin:0}"],
    ["thank-you.html", ".css-d{gap:1rem}"],
  ]) {
    const linked = fs.readFileSync(path.join(dir, page), "utf8").match(/<link rel="stylesheet" href="\/([^"]+)"\/>/)![1];
    expect(stylesheets).toContain(linked);
    expect(fs.readFileSync(path.join(dir, linked), "utf8")).toContain(rule);
    expect(headersFor(rules, `/${linked}`).get("cache-control")?.[1]).toBe("public, max-age=31536000, immutable");
  }
  expect(headersFor(rules, "/").get("cache-control")).toBeUndefined();

  const broken = temporaryFolder("public-");
  fs.writeFileSync(
    path.join(broken, "index.html"),
    `<html><body><link rel="stylesheet" href="${SITE_STYLESHEET_PLACEHOLDER}"></body></html>`,
  );
  await expect(finalizeBuild({ publicDir: broken, prefixedLanguages: [], backendOrigin: "https://p.supabase.co" })).rejects.toThrow(
    /index\.html: links \/site-styles\.css, which is not published/,
  );
});
