// The pages whose script runs at once (the quote page fetches its quote; the
// thank-you page shows its price) load no form contract: yup (the contract's
// checks, 60 KB of every page's shared chunk) comes only with the forms, in
// their own chunks. The static imports of each page's view are followed
// (not `import type`, not a lazy `import()`), and none may reach yup. No page
// reaches the content schema (the CMS's descriptions of every file, 20 KB of
// script compressed), and the quote page's first script stops at the estimate:
// what follows it (booking, milestones) comes with its own chunk.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "../..");

/** A file's static value imports: relative ones resolved to files, bare ones as package names. */
function importsOf(file: string): { files: string[]; packages: string[] } {
  const text = fs.readFileSync(file, "utf8");
  const files: string[] = [];
  const packages: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm)) {
    const specifier = match[1];
    if (!specifier.startsWith(".")) {
      packages.push(specifier);
      continue;
    }
    const base = path.resolve(path.dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    if (found) files.push(found);
  }
  return { files, packages };
}

/** Every package a module reaches through static value imports, with the path to the first file naming each; and every file. */
function reachedFrom(entry: string): { packages: Map<string, string[]>; files: Set<string> } {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const imports = importsOf(file);
    const here = [...trail, path.relative(ROOT, file)];
    for (const name of imports.packages) if (!packages.has(name)) packages.set(name, here);
    for (const next of imports.files) walk(next, here);
  };
  walk(path.join(ROOT, entry), []);
  return { packages, files: new Set([...seen].map((file) => path.relative(ROOT, file))) };
}

const packagesReached = (entry: string) => reachedFrom(entry).packages;

it.each(["src/views/QuotePage.tsx", "src/views/ThankYouPage.tsx"])("%s reaches no yup", (entry) => {
  expect(packagesReached(entry).get("yup")).toBeUndefined();
});

it("sees yup where a form's contract is (the walk finds what it looks for)", () => {
  expect(packagesReached("src/contact/ContactForm.tsx").get("yup")).toBeDefined();
});

const PAGES = fs.readdirSync(path.join(ROOT, "src/pages")).map((file) => `src/pages/${file}`);

it.each(PAGES)("%s reaches no content schema", (entry) => {
  expect(reachedFrom(entry).files).not.toContain("src/content/schema.ts");
});

it("sees the schema where the CMS reads it (the walk finds what it looks for)", () => {
  expect(reachedFrom("src/cms/config.ts").files).toContain("src/content/schema.ts");
});

it("src/pages/quote.tsx reaches neither the booking nor the milestones, nor Formik: they load after the estimate", () => {
  const { files, packages } = reachedFrom("src/pages/quote.tsx");
  expect(files).toContain("src/quote/document/PriceBlock.tsx");
  for (const later of ["src/quote/document/QuoteFollowUp.tsx", "src/quote/booking/BookingBlock.tsx", "src/quote/document/Milestones.tsx"]) {
    // A file that is no longer there would be missed by any walk: the path must name a file.
    expect(fs.existsSync(path.join(ROOT, later))).toBe(true);
    expect(files).not.toContain(later);
  }
  expect(packages.get("formik")).toBeUndefined();
});
