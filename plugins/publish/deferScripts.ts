// Gatsby's runtime (webpack's runtime, React, the app) starts when a visitor
// needs it, not on every load: each page's <script src> tags are replaced by a
// small inline starter that adds them on the first interaction (a pointer, a
// key, a touch, focus, a scroll) or when the contact form comes within a
// screen of the viewport, whichever is first. Until then the page is plain
// HTML that already works: anchors scroll with CSS, the menu is a popover, the
// form posts to the function.

/** What starts the runtime. Listened to once each, passively, on the window. */
export const START_EVENTS = ["pointerdown", "keydown", "touchstart", "focusin", "scroll", "wheel"] as const;

/** The section whose approach starts the runtime, and how early: one screen before it shows. */
export const START_NEAR = { id: "contact", rootMargin: "0px 0px 100% 0px" } as const;

/** Gatsby's page scripts: same-site, async, at the end of the body. */
const PAGE_SCRIPT = /<script\b[^>]*\bsrc="(\/[^"]+\.js)"[^>]*\basync\b[^>]*><\/script>/g;

/** The starter, in the JavaScript every browser runs (no build step touches it). */
export function starterScript(sources: readonly string[]): string {
  return [
    "(function(){",
    `var sources=${JSON.stringify(sources)},events=${JSON.stringify(START_EVENTS)},started=false,observer;`,
    "var options={capture:true,passive:true};",
    "function start(){if(started)return;started=true;",
    "events.forEach(function(name){removeEventListener(name,start,options)});",
    "if(observer)observer.disconnect();",
    "sources.forEach(function(src){var script=document.createElement('script');script.src=src;script.async=true;document.body.appendChild(script)})}",
    "events.forEach(function(name){addEventListener(name,start,options)});",
    `var near=document.getElementById(${JSON.stringify(START_NEAR.id)});`,
    "if(near&&'IntersectionObserver'in window){observer=new IntersectionObserver(function(entries){",
    `if(entries.some(function(entry){return entry.isIntersecting}))start()},{rootMargin:${JSON.stringify(START_NEAR.rootMargin)}});observer.observe(near)}`,
    "})();",
  ].join("");
}

/**
 * The page with its script tags held back behind the starter, and the scripts
 * it holds back. A page with none (the CMS) comes back unchanged.
 */
export function deferScripts(html: string): { html: string; deferred: string[] } {
  const deferred = [...html.matchAll(PAGE_SCRIPT)].map((match) => match[1]);
  if (deferred.length === 0) return { html, deferred };
  let first = true;
  const rewritten = html.replace(PAGE_SCRIPT, () => {
    if (!first) return "";
    first = false;
    return `<script id="gatsby-starter">${starterScript(deferred)}</script>`;
  });
  return { html: rewritten, deferred };
}

/** Gatsby's inline set-up of its runtime: the page's path, the chunk map, the build's hash. */
const RUNTIME_SETUP =
  /<script\b[^>]*\bid="gatsby-(script-loader|chunk-mapping)"[^>]*>[\s\S]*?<\/script>|<script>window\.___webpackCompilationHash=[^<]*<\/script>/g;

/** The page without Gatsby's runtime: no page scripts and none of their set-up; its other inline scripts stay. */
export function withoutRuntime(html: string): string {
  return html.replace(PAGE_SCRIPT, "").replace(RUNTIME_SETUP, "");
}
