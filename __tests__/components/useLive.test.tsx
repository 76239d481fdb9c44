// useLive: false in the server's render and the hydration that matches it, then
// true through a transition (React renders what it shows in slices); true at
// once in a render after the page's first (a client-side navigation).
import { act, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";

import { newTransitionWatch } from "../helpers/watchedTransitions";

const mockTransitions = newTransitionWatch();

jest.mock("react", () => jest.requireActual("../helpers/watchedTransitions").reactWatching(() => mockTransitions));

// Each test its own modules: the first render's flag is the module's.
const load = async () => {
  let loaded!: { useLive: () => boolean; markFirstRenderDone: () => void };
  await jest.isolateModulesAsync(async () => {
    loaded = { ...(await import("../../src/components/useLive")), ...(await import("../../src/components/KeepsServerHtml")) };
  });
  return loaded;
};

beforeEach(() => {
  mockTransitions.count = 0;
});

it("is false on the server", async () => {
  const { useLive } = await load();
  const Probe = () => <p>{String(useLive())}</p>;
  expect(renderToString(<Probe />)).toBe("<p>false</p>");
});

it("renders false first on the page's first render, then true through one transition", async () => {
  const { useLive } = await load();
  const seen: boolean[] = [];
  const Probe = () => {
    const live = useLive();
    seen.push(live);
    return <p>{String(live)}</p>;
  };
  const { container } = render(<Probe />);
  await act(async () => {});
  expect(seen[0]).toBe(false);
  expect(seen.at(-1)).toBe(true);
  expect(container.textContent).toBe("true");
  expect(mockTransitions.count).toBe(1);
});

it("is true at once in a render after the page's first", async () => {
  const { useLive, markFirstRenderDone } = await load();
  markFirstRenderDone();
  const seen: boolean[] = [];
  const Probe = () => {
    const live = useLive();
    seen.push(live);
    return <p>{String(live)}</p>;
  };
  render(<Probe />);
  expect(seen.every(Boolean)).toBe(true);
  expect(mockTransitions.count).toBe(0);
});
