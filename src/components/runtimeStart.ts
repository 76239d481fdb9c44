// When a page's script starts, shared by the build's starter of Gatsby's
// runtime (plugins/publish/deferScripts.ts), the quote page's head script
// (src/quote/early/quoteHead.ts) and the quote page's frame
// (src/quote/QuoteFrame.tsx).

/**
 * What counts as the visitor's first interaction. Listened to once each, passively, on the window. A touch
 * is heard as its `pointerdown`, which comes before `touchstart` for the same contact, so `touchstart` is
 * not listened to: it only added a second dispatch of every touch (docs/performance.md, "the first tap on
 * `/`'s menu, the starter's part": no gain told from noise either way). Safari 11 and 12 run modules but
 * have no pointer events: there a tap starts nothing, and focus, a key or a scroll do.
 */
export const START_EVENTS = ["pointerdown", "keydown", "focusin", "scroll", "wheel"] as const;

/**
 * A statement for an inline script that calls `then` (a function's source) once the next frame has been
 * painted: `requestAnimationFrame` runs before that frame's paint, the task it queues after it. A tab in
 * the background paints no frame until it is shown.
 */
export const afterNextPaint = (then: string): string => `requestAnimationFrame(()=>setTimeout(${then}))`;
