// The benchmark's reading of a Lighthouse report: which moment of the load
// each long task after the first paint came with (scripts/bench-web/moments.mjs).
import { MOMENTS, blockingByMoment } from "../../scripts/bench-web/moments.mjs";

const report = ({
  tasks,
  requests,
}: {
  tasks: [number, number][];
  requests: { url: string; resourceType: string; networkEndTime: number }[];
}) => ({
  audits: {
    metrics: { details: { items: [{ observedFirstContentfulPaint: 1000, observedDomContentLoaded: 1800, observedLoad: 2300 }] } },
    "network-requests": { details: { items: requests } },
    "long-tasks": { details: { items: tasks.map(([startTime, duration]) => ({ url: "http://127.0.0.1/", startTime, duration })) } },
  },
});

const requests = [
  { url: "http://127.0.0.1/", resourceType: "Document", networkEndTime: 650 },
  { url: "http://127.0.0.1/styles-0123456789abcdef0123.css", resourceType: "Stylesheet", networkEndTime: 1500 },
  { url: "http://127.0.0.1/static/x/hero.avif", resourceType: "Image", networkEndTime: 2000 },
  { url: "http://127.0.0.1/icons-0123.svg", resourceType: "Other", networkEndTime: 2150 },
];

describe("blocking after the first paint, by moment", () => {
  it("puts each task after the first paint with the moment it came with, and counts what it lasts beyond 50 ms", () => {
    const { tasks, blocking } = blockingByMoment(
      report({
        requests,
        tasks: [
          [600, 200], // before the first paint: not counted
          [1495, 80], // the stylesheet's arrival (the clocks are rounded)
          [1600, 60], // the rest of the page behind it
          [1750, 120], // DOMContentLoaded fires in it
          [2010, 70], // the picture decoded and painted
          [2160, 55], // the icons
          [2290, 90], // load
          [2600, 40], // short: no blocking
          [2700, 65], // nothing in particular
        ],
      }),
    );
    expect(tasks.map((task) => task.moment)).toEqual([
      "stylesheet",
      "stylesheet",
      "DOMContentLoaded",
      "image",
      "image",
      "load",
      "other",
      "other",
    ]);
    expect(blocking).toEqual({ stylesheet: 30 + 10, DOMContentLoaded: 70, load: 40, image: 20 + 5, other: 15 });
    expect(Object.keys(blocking)).toEqual(MOMENTS);
  });

  it("reads a report without the stylesheet or long tasks as nothing blocking", () => {
    expect(blockingByMoment(report({ requests: requests.slice(0, 1), tasks: [] })).blocking).toEqual(
      Object.fromEntries(MOMENTS.map((moment) => [moment, 0])),
    );
    const { tasks } = blockingByMoment(report({ requests: requests.slice(0, 1), tasks: [[1600, 70]] }));
    expect(tasks).toEqual([{ start: 1600, ms: 70, moment: "other" }]);
  });
});
