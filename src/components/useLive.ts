// Whether the page is running in the browser: false in the server's render
// and in the hydration that matches it, true once the browser renders it
// (React renders again at once after hydrating). What a page may read only in
// the browser (the address's fragment, the tab's storage) is read behind it,
// so the served HTML and the hydration agree.
import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export const useLive = (): boolean => useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
