// The site stylesheet made of every page's rules, and the pages pointed at it.
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

it("gathers every page's rules once, each where it first came, reading the pages in order of their files", () => {
  const { css } = siteStyles([
    { file: "index.html", html: home },
    { file: "es/thank-you.html", html: thankYou },
  ]);
  expect(css).toBe([".css-c{padding:0}", ".css-a{color:red}", "@media (min-width:768px){.css-d{gap:1rem}}", ".css-b{margin:0}"].join("\n"));
});

it("names the stylesheet by its content, points each page's link at it and takes the data out, leaving the rest as it was", () => {
  const { file, pages } = siteStyles([
    { file: "index.html", html: home },
    { file: "es/thank-you.html", html: thankYou },
  ]);
  expect(file).toMatch(/^styles-[0-9a-f]{20}\.css$/);
  expect(pages.map((page) => page.file)).toEqual(["index.html", "es/thank-you.html"]);
  const [homePage] = pages;
  expect(homePage.html).toBe(
    '<html><head><style data-emotion="css">.css-a{color:red}</style></head>' +
      `<body><section><h1>Hello</h1><link rel="stylesheet" href="/${file}"/></section><footer>Bye</footer></body></html>`,
  );
  for (const page of pages) expect(unfinishedStyles(page)).toEqual([]);
  // Another rule, another name: a browser never keeps an old stylesheet for a new build.
  const changed = siteStyles([{ file: "index.html", html: home.replace("margin:0", "margin:1px") }]);
  expect(changed.file).not.toBe(siteStyles([{ file: "index.html", html: home }]).file);
});

it("leaves a page with no rules of its own as it is, and makes no stylesheet when no page has any", () => {
  const plain = "<html><head></head><body><p>Plain</p></body></html>";
  expect(siteStyles([{ file: "index.html", html: plain }])).toEqual({
    file: undefined,
    css: "",
    pages: [{ file: "index.html", html: plain }],
  });
});

it("names what the step did not finish: a link to the placeholder, rules' data left in", () => {
  const linkOnly = `<html><body><link rel="stylesheet" href="${SITE_STYLESHEET_PLACEHOLDER}"></body></html>`;
  const { pages } = siteStyles([{ file: "index.html", html: linkOnly }]);
  expect(unfinishedStyles(pages[0])).toEqual([
    `links ${SITE_STYLESHEET_PLACEHOLDER}, which is not published (no page handed over its rules)`,
  ]);
  expect(unfinishedStyles({ file: "index.html", html: home })).toHaveLength(2);
});

it("is written by the build's last step, cached for a year like the scripts, and the build fails on a page left unfinished", async () => {
  const dir = temporaryFolder("public-");
  fs.writeFileSync(path.join(dir, "_headers"), "/app-1a.js\n  cache-control: public, max-age=31536000, immutable\n");
  fs.writeFileSync(path.join(dir, "index.html"), home);
  fs.writeFileSync(path.join(dir, "thank-you.html"), thankYou);
  const { siteStylesheet } = await finalizeBuild({ publicDir: dir, prefixedLanguages: [], backendOrigin: "https://p.supabase.co" });
  expect(fs.readFileSync(path.join(dir, siteStylesheet!), "utf8")).toContain(".css-d{gap:1rem}");
  expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toContain(`<link rel="stylesheet" href="/${siteStylesheet}"/>`);
  const { rules } = await readHeaders(path.join(dir, "_headers"));
  expect(headersFor(rules, `/${siteStylesheet}`).get("cache-control")?.[1]).toBe("public, max-age=31536000, immutable");
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
