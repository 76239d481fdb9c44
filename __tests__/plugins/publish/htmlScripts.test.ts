// A page's scripts as an HTML parser finds them, and changes that leave the rest of the page byte for byte.
import { scriptElements, scriptKind, spliceHtml, withoutScripts } from "../../../plugins/publish/htmlScripts.mjs";

describe("scriptElements", () => {
  it("finds scripts whatever the order, quotes and case of their attributes, each with where it is written", () => {
    const html = [
      "<!DOCTYPE html><html><head>",
      "<SCRIPT ASYNC SRC='/app.js'></SCRIPT>",
      '<script\n  id="gatsby-chunk-mapping"\n>window.x="<b>";</script>',
      "</head><body><template><script>later()</script></template></body></html>",
    ].join("");
    const scripts = scriptElements(html);
    expect(scripts.map(({ src, text, attributes }) => ({ src, text, attributes }))).toEqual([
      { src: "/app.js", text: "", attributes: { async: "", src: "/app.js" } },
      { src: undefined, text: 'window.x="<b>";', attributes: { id: "gatsby-chunk-mapping" } },
      { src: undefined, text: "later()", attributes: {} },
    ]);
    for (const script of scripts) expect(html.slice(script.start, script.end)).toMatch(/^<script[\s\S]*<\/script>$/i);
    expect(scripts[1].startTag).toBe('<script\n  id="gatsby-chunk-mapping"\n>');
  });

  it("reads a script's text as the browser does, with its line endings normalised", () => {
    expect(scriptElements("<script>a()\r\nb()</script>")[0].text).toBe("a()\nb()");
  });

  it("ignores what only looks like a script: in a comment, in an attribute, inside another script's text", () => {
    const html = '<!-- <script>no()</script> --><p title="<script>no()</script>"></p><script>var s="<\\/script>";</script>';
    expect(scriptElements(html).map((script) => script.text)).toEqual(['var s="<\\/script>";']);
  });
});

describe("scriptKind", () => {
  it.each([
    [{}, "classic"],
    [{ type: "" }, "classic"],
    [{ type: " Text/JavaScript " }, "classic"],
    [{ type: "application/ecmascript" }, "classic"],
    [{ language: "javascript" }, "classic"],
    [{ type: "module" }, "module"],
    [{ type: "application/ld+json" }, "data"],
    [{ type: "text/javascript; charset=utf-8" }, "data"],
    [{ type: "text/plain" }, "data"],
  ])("%j is %s", (attributes, kind) => {
    expect(scriptKind(attributes)).toBe(kind);
  });
});

describe("spliceHtml", () => {
  it("changes the given ranges and keeps every other byte", () => {
    const html = "<p>a</p>\r\n<script>x()</script>\t<p>b</p>";
    const [script] = scriptElements(html);
    expect(spliceHtml(html, [{ start: script.start, end: script.end, text: "[here]" }])).toBe("<p>a</p>\r\n[here]\t<p>b</p>");
  });

  it("refuses overlapping changes", () => {
    expect(() =>
      spliceHtml("abcdef", [
        { start: 0, end: 3, text: "" },
        { start: 2, end: 4, text: "" },
      ]),
    ).toThrow(/Overlapping/);
  });
});

describe("withoutScripts", () => {
  it("removes every script the browser runs and every script preload, and nothing else: data blocks stay", () => {
    const html = [
      '<html><head><link rel="modulepreload" href="/m.js"><link as="script" rel="preload" href="/a.js">',
      '<link rel="stylesheet" href="/s.css"><script type="application/ld+json">{}</script><script type="module">m()</script></head>',
      '<body><p>Text</p><script src="/app.js" async></script><script>inline()</script></body></html>',
    ].join("");
    expect(withoutScripts(html)).toBe(
      '<html><head><link rel="stylesheet" href="/s.css"><script type="application/ld+json">{}</script></head><body><p>Text</p></body></html>',
    );
  });
});
