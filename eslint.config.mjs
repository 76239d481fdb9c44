// ESLint for the site, its tests and its scripts (the function in supabase/ has deno lint).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".data/",
      "reports/",
      "screenshots/",
      "test-results/",
      "playwright-report/",
      "supabase/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a value destructured only to leave it out.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["__tests__/**", "__mocks__/**", "jest.setup.ts", "loadershim.js"],
    languageOptions: { globals: globals.jest },
  },
  {
    // Playwright's fixtures call `use`, which is not React's hook.
    files: ["__tests__/e2e/**", "playwright.config.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // CommonJS tool configs.
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
