// The pages' inline scripts as Content-Security-Policy hashes.
import { cspHash, inlineScriptHashes, inlineScripts } from "../../../plugins/publish/inlineScripts";

it("hashes what the browser runs, as CSP does", () => {
  // The example of MDN's Content-Security-Policy page.
  expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
});

it("takes inline classic and module scripts, not external ones or JSON-LD, whatever their attributes' order", () => {
  const html = [
    "<script>window.a=1</script>",
    '<script type="module">import("/b.js")</script>',
    '<script src="/app.js" async></script>',
    '<script async src="/app.js">ignored()</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    "<script\n id='x'\n>b()</script>",
    '<script data-gatsby-head="true" type="text/javascript">c()</script>',
  ].join("");
  expect(inlineScripts(html)).toEqual(["window.a=1", 'import("/b.js")', "b()", "c()"]);
});

it("lists each script once across pages, in a stable order", () => {
  const hashes = inlineScriptHashes(["<script>a()</script><script>b()</script>", "<script>b()</script>"]);
  expect(hashes).toEqual([cspHash("a()"), cspHash("b()")].sort());
});
