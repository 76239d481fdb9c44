// Netlify's _headers and _redirects: what we write, read back by Netlify's own parsers, and matched to a path as Netlify does.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  type HeaderRule,
  type RedirectRule,
  formatHeaders,
  formatRedirects,
  headersFor,
  readHeaders,
  readRedirects,
  redirectFor,
} from "../../../plugins/publish/netlifyFiles.mjs";
import { temporaryFolder } from "../../helpers/temporaryFolder";

/** A file with this text in a fresh folder. */
function fileWith(name: string, text: string): string {
  const file = path.join(temporaryFolder("netlify-files-"), name);
  fs.writeFileSync(file, text);
  return file;
}

const headersOf = async (text: string) => readHeaders(fileWith("_headers", text));

describe("_headers", () => {
  it("reads back, with Netlify's parser, the rules we write", async () => {
    const rules: HeaderRule[] = [
      { for: "/*", values: { "X-One": "1", "Content-Security-Policy": "default-src 'self'; script-src 'self' 'sha256-a+b/c='" } },
      { for: "/static/*", values: { "Cache-Control": "public, max-age=31536000, immutable" } },
      { for: "/admin/*", values: { "X-Robots-Tag": "noindex, nofollow", "X-Two": "a: b" } },
    ];
    const text = formatHeaders(rules, "A note\non two lines");
    expect(text.startsWith("# A note\n# on two lines\n/*\n  X-One: 1\n")).toBe(true);
    const { rules: read, errors } = await headersOf(text);
    expect(errors).toEqual([]);
    expect(read.map(({ for: pattern, values }) => ({ for: pattern, values }))).toEqual(rules);
  });

  it("reports each line Netlify cannot read, in one line", async () => {
    const { rules, errors } = await headersOf("  X-Orphan: before any path\n/*\n  X-Empty:\n  X-Fine: 1\n");
    expect(errors).toEqual(["Could not parse header line 3: X-Empty: Missing header value", 'Path should come before header "X-Orphan"']);
    expect(rules.map((rule) => rule.values)).toEqual([{ "X-Fine": "1" }]);
  });

  it("has no rules when there is no file", async () => {
    expect(await readHeaders(path.join(os.tmpdir(), "no-such-folder", "_headers"))).toEqual({ rules: [], errors: [] });
  });

  it.each([
    ["/*", "/", true],
    ["/*", "/thank-you/", true],
    ["/*", "/no/such/page", true],
    ["/admin/*", "/admin", true],
    ["/admin/*", "/admin/", true],
    ["/admin/*", "/ADMIN/cms.js", true],
    ["/admin/*", "/thank-you", false],
    ["/app-1a.js", "/app-1a.js", true],
    ["/app-1a.js", "/app-1b.js", false],
  ])("%s matches %s: %s", async (pattern, requestPath, expected) => {
    const { rules } = await headersOf(`${pattern}\n  X-Matched: yes\n`);
    expect(headersFor(rules, requestPath).has("x-matched")).toBe(expected);
  });

  it("gives a request every matching rule's headers, a later rule replacing a header of the same name", async () => {
    const { rules } = await headersOf(
      "/*\n  Content-Security-Policy: site\n  X-Frame-Options: DENY\n/admin/*\n  content-security-policy: cms\n",
    );
    expect([...headersFor(rules, "/admin/").values()]).toEqual([
      ["content-security-policy", "cms"],
      ["X-Frame-Options", "DENY"],
    ]);
    expect([...headersFor(rules, "/").values()]).toEqual([
      ["Content-Security-Policy", "site"],
      ["X-Frame-Options", "DENY"],
    ]);
  });
});

describe("_redirects", () => {
  it("reads back, with Netlify's parser, the rules we write", async () => {
    const rules: RedirectRule[] = [
      { from: "/404.html", to: "/404", status: 404, force: true },
      { from: "/es/*", to: "/es/404.html", status: 404, force: false },
      { from: "/old", to: "/new", status: 301, force: false },
    ];
    const text = formatRedirects(rules);
    expect(text.split("\n")[0]).toBe("/404.html  /404  404!");
    expect(await readRedirects(fileWith("_redirects", `# a note\n${text}\n`))).toEqual({ rules, errors: [] });
  });

  it("reads a rule without a status as a 301, as Netlify does, and reports a line it cannot read", async () => {
    const { rules, errors } = await readRedirects(fileWith("_redirects", "/old  /new\n/broken\n"));
    expect(rules).toEqual([{ from: "/old", to: "/new", status: 301, force: false }]);
    expect(errors).toEqual(["Could not parse redirect line 2: /broken Missing destination path/URL"]);
  });

  it("finds a rule with or without the trailing slash, and a splat for its prefix and below", () => {
    const rules: RedirectRule[] = [
      { from: "/404", to: "/404.html", status: 404, force: true },
      { from: "/es/*", to: "/es/404.html", status: 404, force: false },
    ];
    expect(redirectFor(rules, "/404/")?.to).toBe("/404.html");
    expect(redirectFor(rules, "/4040")).toBeUndefined();
    expect(redirectFor(rules, "/es")?.to).toBe("/es/404.html");
    expect(redirectFor(rules, "/es/no/such/page")?.to).toBe("/es/404.html");
    expect(redirectFor(rules, "/est")).toBeUndefined();
  });
});
