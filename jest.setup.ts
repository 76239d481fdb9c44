import "@testing-library/jest-dom";

// jsdom has no TextEncoder, which React's server renderer needs: tests that render a page as the build does
// and then hydrate it in the browser's DOM (__tests__/views/thankYouReceipt.test.tsx) take Node's.
import { TextDecoder, TextEncoder } from "node:util";
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder, TextDecoder });
