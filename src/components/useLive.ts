// Whether the page is running in the browser: false in the server's render
// and in the hydration that matches it, true once the browser renders it. What
// a page may read only in the browser (the address's fragment, the tab's
// storage) is read behind it, so the served HTML and the hydration agree.
//
// On the page's first load it turns true in a transition after hydration,
// which React renders in slices with the browser free between them (the quote
// page's whole quote, the console's leads): a phone's main thread is never held
// for the whole render, and a tap meanwhile is handled on the page as it is.
// After the first render (a client-side navigation to the page) it is true at once.
import { startTransition, useEffect, useState } from "react";
import { isFirstRenderDone } from "./KeepsServerHtml";

export function useLive(): boolean {
  const [live, setLive] = useState(isFirstRenderDone);
  useEffect(() => {
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  return live;
}
