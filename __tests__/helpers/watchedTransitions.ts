// React with its startTransition watched, for a test that asks whether something ran inside a
// transition. jest hoists `jest.mock` above the imports, so its factory requires this module itself,
// and the watch is an object of the test's own (a `mock…` name jest lets the factory read):
//   const mockTransitions = newTransitionWatch();
//   jest.mock("react", () => jest.requireActual("../helpers/watchedTransitions").reactWatching(() => mockTransitions));
// (read when a transition starts: React may be required before the test's own lines have run).

/** How many transitions have started, and whether one is running now. */
export type TransitionWatch = { count: number; inside: boolean };

export const newTransitionWatch = (): TransitionWatch => ({ count: 0, inside: false });

/** React as it is, but for a startTransition that counts into the watch and says while its scope runs. */
export function reactWatching(watchOf: () => TransitionWatch): typeof import("react") {
  const actual = jest.requireActual<typeof import("react")>("react");
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      const watch = watchOf();
      watch.count += 1;
      watch.inside = true;
      try {
        actual.startTransition(scope);
      } finally {
        watch.inside = false;
      }
    },
  };
}
