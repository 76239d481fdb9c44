import { TextDecoder, TextEncoder } from "node:util";
import "@testing-library/jest-dom";
import { removeTemporaryFolders } from "./__tests__/helpers/temporaryFolder";

// jsdom has no TextEncoder or TextDecoder, which Node and every browser have: React's server renderer needs
// them (tests that render a page as the build does and then hydrate it, __tests__/views/thankYouReceipt.test.tsx),
// and @react-email/render (the CMS's e-mail previews) makes one as it loads.
Object.assign(globalThis, { TextDecoder: globalThis.TextDecoder ?? TextDecoder, TextEncoder: globalThis.TextEncoder ?? TextEncoder });

// The temporary folders a test file made (__tests__/helpers/temporaryFolder.ts) go with it.
afterAll(removeTemporaryFolders);
