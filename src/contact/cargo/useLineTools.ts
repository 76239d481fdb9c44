// The packing list's tools for the live form (LineTools.tsx), in a chunk of
// their own: loaded once the Cargo details group is open (at once when the
// plain form had it open), never on a page's first load nor with the form's
// first tap; and what they last said to screen readers.
import { useCallback, useEffect, useState } from "react";

const loadLineTools = () => import(/* webpackChunkName: "cargo-lines" */ "./LineTools");

/** The tools' module (null until it has come), how to load it, and the lines' news and its setter. */
export function useLineTools(cargoOpen: boolean) {
  const [tools, setTools] = useState<Awaited<ReturnType<typeof loadLineTools>> | null>(null);
  // What the lines' tools last said to screen readers.
  const [lineNews, setLineNews] = useState("");
  const loadTools = useCallback(() => {
    loadLineTools().then(
      (module) => setTools(() => module),
      // Without them the lines the form has still work; the next opening tries again.
      (error: unknown) => console.error("The cargo lines' tools could not be loaded", error),
    );
  }, []);
  useEffect(() => {
    if (cargoOpen) loadTools();
  }, [cargoOpen, loadTools]);
  return { tools, loadTools, lineNews, setLineNews };
}
