// Jest as Gatsby documents it for TypeScript: babel-preset-gatsby compiles
// the code, Gatsby's own modules are mocked in __mocks__/gatsby.ts.
module.exports = {
  testEnvironment: "jsdom",
  // One worker a core: jest's default leaves one of a 2-core machine's cores to itself, which runs the
  // files one at a time; the live form's tests (split in three files for this) take minutes each.
  maxWorkers: "100%",
  moduleFileExtensions: ["ts", "tsx", "js", "jsx", "mjs", "json"],
  transform: {
    "^.+\\.[mc]?[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>.*/public",
    "<rootDir>/__tests__/e2e",
    "<rootDir>/__tests__/helpers",
    "<rootDir>/__tests__/fixtures",
    "<rootDir>/supabase",
  ],
  // Compiled for jest as the site's code is: Gatsby's ES modules, and Netlify's _headers and _redirects
  // parsers, which are ES modules only (with the one ES-only dependency of theirs, escape-string-regexp 5),
  // and lucide-react's icon modules, whose drawings src/components/icons/Icon.tsx reads (ES modules only), and
  // @react-email/render, which loads react-dom/server with import() (made a require, as jest runs CommonJS).
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|@netlify/headers-parser|@netlify/redirect-parser|escape-string-regexp|lucide-react|@react-email/render)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
