// What fails the build about a page: a script that loads at once, an inline script its policy does not allow.
import fs from "node:fs";
import path from "node:path";
import { cspHash } from "../../../plugins/publish/inlineScripts";
import { type ParsedHeaderRule, readHeaders } from "../../../plugins/publish/netlifyFiles.mjs";
import { pagePath, pageProblems } from "../../../plugins/publish/checks/pageProblems";
import { temporaryFolder } from "../../helpers/temporaryFolder";

let rules: ParsedHeaderRule[];

beforeAll(async () => {
  const file = path.join(temporaryFolder("headers-"), "_headers");
  const policy = `default-src 'self'; script-src 'self' ${cspHash("allowed()")}`;
  fs.writeFileSync(file, `/*\n  Content-Security-Policy: ${policy}\n/admin/*\n  Content-Security-Policy: script-src 'self'\n`);
  ({ rules } = await readHeaders(file));
});

it.each([
  ["index.html", "/"],
  ["thank-you.html", "/thank-you"],
  ["es.html", "/es"],
  ["es/thank-you.html", "/es/thank-you"],
  ["es/404.html", "/es/404"],
  ["admin/index.html", "/admin"],
])("%s answers %s", (file, expected) => {
  expect(pagePath(file)).toBe(expected);
});

it("finds nothing wrong with a page whose scripts are held back and hashed", () => {
  const html = '<script>allowed()</script><script type="application/ld+json">{}</script>';
  expect(pageProblems({ file: "es/thank-you.html", html }, rules)).toEqual([]);
});

it("names the page and the script that would load at once", () => {
  const html = '<p>x</p><script defer src="/app-1a.js"></script><script src="https://cdn.example.com/x.js"></script>';
  expect(pageProblems({ file: "thank-you.html", html }, rules, "public/thank-you.html")).toEqual([
    `public/thank-you.html: <script defer src="/app-1a.js"> loads at once; only Gatsby's page scripts (<script src="/….js" async>) are held back`,
    `public/thank-you.html: <script src="https://cdn.example.com/x.js"> loads at once; only Gatsby's page scripts (<script src="/….js" async>) are held back`,
  ]);
});

it("names the page, its address and the inline script its policy does not allow", () => {
  const html = "<script>allowed()</script><script>\n  notAllowed()\n</script>";
  expect(pageProblems({ file: "es/404.html", html }, rules)).toEqual([
    `es/404.html: an inline script is not allowed by the Content-Security-Policy that _headers sends for /es/404 (${cspHash("\n  notAllowed()\n")}): notAllowed()`,
  ]);
});

it("reads the policy the page's own address gets", () => {
  // /admin/* replaces the site's policy: a hash allowed in /* is not allowed there.
  expect(pageProblems({ file: "admin/index.html", html: "<script>allowed()</script>" }, rules)).toEqual([
    expect.stringMatching(
      /^admin\/index\.html: an inline script is not allowed by the Content-Security-Policy that _headers sends for \/admin /,
    ),
  ]);
});

it("names a page that gets no policy at all", () => {
  expect(pageProblems({ file: "index.html", html: "<p>x</p>" }, [])).toEqual([
    "index.html: _headers sends no Content-Security-Policy for /",
  ]);
});
