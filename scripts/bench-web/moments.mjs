// What each long task after the first paint came with, read from one
// Lighthouse report: the moments of a page's load that block a phone once it
// shows (docs/performance.md, "26 November 2026: the moments that block").
// Lighthouse lists the long tasks with their start and the network requests
// with their end, on one clock from the navigation's start; a task is put
// with the first of these it matches:
// - "DOMContentLoaded" and "load": the task the event fires in (what the
//   browser and its form handling do then, on the floor too);
// - "image": starting within a frame or two of a picture's or the icons'
//   arrival;
// - "stylesheet": starting between the page's stylesheet's arrival and
//   DOMContentLoaded, the rest of the page parsed, styled and laid out behind it;
// - "other": anything else.
// Its blocking time is Lighthouse's: what a task lasts beyond 50 ms.

export const MOMENTS = ["stylesheet", "DOMContentLoaded", "load", "image", "other"];

/** How far from an event's or a response's time a task still counts as "at" it (the clocks are rounded). */
const AT_EVENT_MS = 10;
/** How long after a picture arrives its decoding and paint still count as its own. */
const AFTER_IMAGE_MS = 40;
const BLOCKING_FROM_MS = 50;

/** A picture, or the icons' sprite (an SVG document, which Lighthouse does not count as an image). */
const isPicture = (request) => request.resourceType === "Image" || new URL(request.url).pathname.endsWith(".svg");

/**
 * The long tasks that start after the first contentful paint, each with its moment, and the
 * blocking time by moment.
 * @param {{ audits: Record<string, any> }} lhr
 * @returns {{ tasks: { start: number; ms: number; moment: string }[]; blocking: Record<string, number> }}
 */
export function blockingByMoment(lhr) {
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const fcp = metrics.observedFirstContentfulPaint;
  const domContentLoaded = metrics.observedDomContentLoaded;
  const load = metrics.observedLoad;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  // A page links one stylesheet, its own (plugins/publish/siteStyles.ts): its first is it.
  const stylesheetEnd = requests.find((request) => request.resourceType === "Stylesheet")?.networkEndTime;
  const pictureEnds = requests.filter(isPicture).map((request) => request.networkEndTime);
  const within = (time, start, duration) => time >= start - AT_EVENT_MS && time <= start + duration + AT_EVENT_MS;
  const momentOf = (start, duration) => {
    if (within(domContentLoaded, start, duration)) return "DOMContentLoaded";
    if (within(load, start, duration)) return "load";
    if (pictureEnds.some((end) => start >= end - AT_EVENT_MS && start - end <= AFTER_IMAGE_MS)) return "image";
    if (stylesheetEnd !== undefined && start >= stylesheetEnd - AT_EVENT_MS && start < domContentLoaded) return "stylesheet";
    return "other";
  };
  const tasks = (lhr.audits["long-tasks"]?.details?.items ?? [])
    .filter((task) => fcp !== undefined && task.startTime >= fcp)
    .map((task) => ({ start: Math.round(task.startTime), ms: Math.round(task.duration), moment: momentOf(task.startTime, task.duration) }))
    .sort((a, b) => a.start - b.start);
  const blocking = Object.fromEntries(MOMENTS.map((moment) => [moment, 0]));
  for (const task of tasks) blocking[task.moment] += Math.max(0, task.ms - BLOCKING_FROM_MS);
  return { tasks, blocking };
}
