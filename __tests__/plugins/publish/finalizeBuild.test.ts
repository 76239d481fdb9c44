// The last build step: what is published, and the headers and redirects Netlify applies.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { finalizeBuild, siteRedirects } from "../../../plugins/publish/finalizeBuild";
import { cspHash } from "../../../plugins/publish/inlineScripts";
import {
  formatHeaders,
  headersFor,
  parseHeaders,
  parseRedirects,
  pathMatches,
  redirectFor,
} from "../../../plugins/publish/netlifyFiles.mjs";
import { cachingRules, headerRules } from "../../../plugins/publish/securityHeaders";

describe("Netlify's _headers and _redirects", () => {
  it("reads and writes the same rules", () => {
    const rules = [
      {
        path: "/*",
        headers: [
          ["X-One", "1"],
          ["X-Two", "a: b"],
        ] as const,
      },
      { path: "/static/*", headers: [["Cache-Control", "public, max-age=31536000, immutable"]] as const },
    ];
    const text = formatHeaders(
      rules.map((rule) => ({ ...rule, headers: [...rule.headers] })),
      "A note",
    );
    expect(text.startsWith("# A note\n/*\n  X-One: 1\n")).toBe(true);
    expect(parseHeaders(text)).toEqual(rules);
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
  ])("%s matches %s: %s", (pattern, requestPath, expected) => {
    expect(pathMatches(pattern, requestPath)).toBe(expected);
  });

  it("gives a request every matching rule's headers, a later rule replacing a header of the same name", () => {
    const rules = parseHeaders("/*\n  Content-Security-Policy: site\n  X-Frame-Options: DENY\n/admin/*\n  content-security-policy: cms\n");
    expect([...headersFor(rules, "/admin/").values()]).toEqual([
      ["content-security-policy", "cms"],
      ["X-Frame-Options", "DENY"],
    ]);
    expect([...headersFor(rules, "/").values()]).toEqual([
      ["Content-Security-Policy", "site"],
      ["X-Frame-Options", "DENY"],
    ]);
  });

  it("finds a redirect with or without the trailing slash", () => {
    const rules = parseRedirects("# note\n/404  /404.html  404!\n/old  /new\n");
    expect(rules).toEqual([
      { from: "/404", to: "/404.html", status: 404, force: true },
      { from: "/old", to: "/new", status: 301, force: false },
    ]);
    expect(redirectFor(rules, "/404/")?.to).toBe("/404.html");
    expect(redirectFor(rules, "/4040")).toBeUndefined();
  });
});

describe("the header rules", () => {
  const rules = headerRules({
    adapterRules: parseHeaders(
      [
        "/*",
        "  cache-control: public, max-age=0, must-revalidate",
        "  x-xss-protection: 1; mode=block",
        "/static/*",
        "  cache-control: public, max-age=31536000, immutable",
        "/app-1a.js",
        "  cache-control: public, max-age=31536000, immutable",
        "  Content-Security-Policy: an old copy",
        "/gone-2b.js",
        "  cache-control: public, max-age=31536000, immutable",
      ].join("\n"),
    ),
    fileExists: (urlPath) => urlPath !== "/gone-2b.js",
    scriptHashes: ["'sha256-abc='"],
    backendOrigin: "https://project.supabase.co",
    cmsLocalBackendOrigin: "http://127.0.0.1:8081",
  });
  const header = (requestPath: string, name: string) => headersFor(rules, requestPath).get(name.toLowerCase())?.[1];

  it("start with one /* rule that every response gets", () => {
    expect(rules[0].path).toBe("/*");
    for (const requestPath of ["/", "/thank-you/", "/index.html", "/no-such-page", "/app-1a.js"]) {
      expect(header(requestPath, "Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains; preload");
      expect(header(requestPath, "Cross-Origin-Resource-Policy")).toBe("same-site");
      expect(header(requestPath, "Content-Security-Policy")).toContain("script-src 'self' 'sha256-abc='");
    }
  });

  it("allow the inline scripts by hash, and the Supabase project for fetch and the plain form", () => {
    const policy = header("/", "Content-Security-Policy")!;
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("connect-src 'self' https://project.supabase.co");
    expect(policy).toContain("form-action 'self' https://project.supabase.co");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("drop the obsolete headers and what the adapter repeated per file", () => {
    expect(header("/", "X-XSS-Protection")).toBeUndefined();
    expect(header("/", "Permissions-Policy")).not.toContain("interest-cohort");
    expect(rules.filter((rule) => rule.path === "/app-1a.js")).toEqual([
      { path: "/app-1a.js", headers: [["Cache-Control", "public, max-age=31536000, immutable"]] },
    ]);
  });

  it("cache files with hashed names for a year, and forget files that are gone", () => {
    expect(header("/static/x.png", "Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(header("/", "Cache-Control")).toBeUndefined();
    expect(rules.some((rule) => rule.path === "/gone-2b.js")).toBe(false);
  });

  it("give the CMS its own policy and keep it out of search engines", () => {
    const policy = header("/admin/", "Content-Security-Policy")!;
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).toContain("https://api.github.com");
    expect(policy).toContain("http://127.0.0.1:8081");
    expect(header("/admin/cms.js", "X-Robots-Tag")).toBe("noindex, nofollow");
    expect(header("/", "X-Robots-Tag")).toBeUndefined();
  });

  it("keep decap-server out of builds that are not local", () => {
    const production = headerRules({ adapterRules: [], fileExists: () => true, scriptHashes: [], backendOrigin: "https://p.supabase.co" });
    expect(headersFor(production, "/admin/").get("content-security-policy")?.[1]).not.toContain("8081");
  });

  it("cachingRules leave out Netlify's default", () => {
    expect(cachingRules(parseHeaders("/*\n  cache-control: public, max-age=0, must-revalidate\n"), () => true)).toEqual([]);
  });
});

describe("finalizeBuild", () => {
  function builtSite() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write("index.html", "<html><script>window.pagePath='/'</script><script src=\"/app-1a.js\"></script></html>");
    write("thank-you.html", "<html><script>window.pagePath='/thank-you'</script></html>");
    write("app-1a.js", "app()");
    write("app-1a.js.map", "{}");
    write("admin/cms.js.map", "{}");
    write("webpack.stats.json", "{}");
    write("~partytown/partytown.js", "pt()");
    write("_gatsby/slices/_gatsby-scripts-1.html", "<script>slice()</script>");
    write("_headers", "/*\n  x-xss-protection: 1; mode=block\n/app-1a.js\n  cache-control: public, max-age=31536000, immutable\n");
    write("_redirects", "# gatsby-adapter-netlify start\n# gatsby-adapter-netlify end\n");
    return dir;
  }

  it("removes source maps, webpack's stats, Partytown and Gatsby's slice files", () => {
    const dir = builtSite();
    const { removed } = finalizeBuild({ publicDir: dir, prefixedLanguages: ["es"], backendOrigin: "https://p.supabase.co" });
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

  it("writes the pages' script hashes into the /* rule, and the 404 rewrites after the adapter's", () => {
    const dir = builtSite();
    const { scriptHashes } = finalizeBuild({ publicDir: dir, prefixedLanguages: ["es"], backendOrigin: "https://p.supabase.co" });
    expect(scriptHashes).toEqual([cspHash("window.pagePath='/'"), cspHash("window.pagePath='/thank-you'")].sort());
    const rules = parseHeaders(fs.readFileSync(path.join(dir, "_headers"), "utf8"));
    expect(headersFor(rules, "/").get("content-security-policy")?.[1]).toContain(scriptHashes.join(" "));
    expect(headersFor(rules, "/").has("x-xss-protection")).toBe(false);
    const redirects = parseRedirects(fs.readFileSync(path.join(dir, "_redirects"), "utf8"));
    expect(redirects).toEqual(siteRedirects(["es"]));
    expect(redirects).toContainEqual({ from: "/es/*", to: "/es/404.html", status: 404, force: false });
  });
});

describe("finalizeBuild and the page scripts", () => {
  it("holds back every page's scripts, and leaves them out of each language's not-found page, which keeps its inline log", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    fs.mkdirSync(path.join(dir, "es"));
    const log = "<script>console.error(location.pathname)</script>";
    const page = `<html><head>${log}</head><body><script id="gatsby-script-loader">window.pagePath="/404";</script><script src="/app-1a.js" async></script></body></html>`;
    for (const file of ["index.html", "thank-you.html", "404.html", "es/404.html", "es/thank-you.html"])
      fs.writeFileSync(path.join(dir, file), page);
    finalizeBuild({ publicDir: dir, prefixedLanguages: ["es"], backendOrigin: "https://p.supabase.co" });
    const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");
    for (const file of ["index.html", "thank-you.html", "es/thank-you.html"]) expect(read(file)).toContain('id="gatsby-starter"');
    for (const file of ["404.html", "es/404.html"]) {
      expect(read(file)).toBe(`<html><head>${log}</head><body></body></html>`);
    }
  });
});
