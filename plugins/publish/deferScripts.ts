// Gatsby's runtime (webpack's runtime, React, the app) starts when a visitor
// needs it, not on every load: each page's <script src> tags are replaced by a
// small inline starter that adds them on the first interaction (a pointer, a
// key, a touch, focus, a scroll) or when the contact form comes within a
// screen of the viewport, whichever is first. Until then the page is plain
// HTML that already works: anchors scroll with CSS, the menu is a popover, the
// form posts to the function.
// The starter and Gatsby's inline set-up of its runtime run as module scripts,
// which never stop the HTML parser: they run once the page is parsed, and the
// page is laid out once before its first paint, as its floor is (README,
// "Speed and accessibility budgets").
// A browser without modules never starts the runtime and keeps the plain page.
import { type ScriptElement, scriptElements, spliceHtml } from "./htmlScripts.mjs";

/** What starts the runtime. Listened to once each, passively, on the window. */
export const START_EVENTS = ["pointerdown", "keydown", "touchstart", "focusin", "scroll", "wheel"] as const;

/** The section whose approach starts the runtime, and how early: one screen before it shows. */
export const START_NEAR = { id: "contact", rootMargin: "0px 0px 100% 0px" } as const;

/** The starter's id in the page. */
export const STARTER_ID = "gatsby-starter";

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
 * Whether a script is one of Gatsby's page scripts: a classic script loading
 * a file of the site (`/….js`), `async` (Gatsby writes them so, at the end of
 * the body). Whatever else loads a file is left as it is, and then fails the
 * build (pageProblems.ts): a change of shape is never quietly let through.
 */
export const isPageScript = ({ src, kind, attributes }: ScriptElement): boolean =>
  src !== undefined && src.startsWith("/") && !src.startsWith("//") && src.endsWith(".js") && kind === "classic" && "async" in attributes;

/**
 * The page with its page scripts held back behind the starter (written where
 * the first of them was), and the scripts it holds back. A page with none
 * (the CMS) comes back unchanged.
 */
export function deferScripts(html: string): { html: string; deferred: string[] } {
  const scripts = scriptElements(html);
  const pageScripts = scripts.filter(isPageScript);
  const deferred = pageScripts.map((script) => script.src!);
  if (deferred.length === 0) return { html, deferred };
  const starter = `<script type="module" id="${STARTER_ID}">${starterScript(deferred)}</script>`;
  const setUp = scripts.filter((script) => isRuntimeSetup(script) && script.kind === "classic");
  return {
    html: spliceHtml(html, [
      ...pageScripts.map(({ start, end }, index) => ({ start, end, text: index === 0 ? starter : "" })),
      ...setUp.map(({ start, startTag, attributes }) => ({ start, end: start + startTag.length, text: moduleStartTag(attributes) })),
    ]),
    deferred,
  };
}

const escapeAttribute = (value: string): string => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** A classic script's start tag as a module's: its `type` (or old `language`) replaced by `type="module"`. */
function moduleStartTag(attributes: Readonly<Record<string, string>>): string {
  const kept = Object.entries(attributes).filter(([name]) => name !== "type" && name !== "language");
  return `<script type="module"${kept.map(([name, value]) => (value === "" ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`)).join("")}>`;
}

/** Gatsby's inline set-up of its runtime: the page's path and the chunk map, by id, ... */
const RUNTIME_SETUP_IDS = new Set(["gatsby-script-loader", "gatsby-chunk-mapping"]);
/** ... and the build's hash, by what it says. */
const COMPILATION_HASH = /^window\.___webpackCompilationHash=/;

const isRuntimeSetup = (script: ScriptElement): boolean =>
  script.src === undefined && (RUNTIME_SETUP_IDS.has(script.attributes.id ?? "") || COMPILATION_HASH.test(script.text));

/** The page without Gatsby's runtime: no page scripts and none of their set-up; its other inline scripts stay. */
export function withoutRuntime(html: string): string {
  const runtime = scriptElements(html).filter((script) => isPageScript(script) || isRuntimeSetup(script));
  return spliceHtml(
    html,
    runtime.map(({ start, end }) => ({ start, end, text: "" })),
  );
}
