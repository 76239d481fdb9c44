// Every page of the production build is valid HTML by the Nu Html Checker (the
// engine of the W3C validator): every language's pages and the CMS's, checked
// as files in one run of the checker. Warnings are not errors.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { pathIn, siteLanguages } from "./fixtures";
import { checkHtml, describeErrors, htmlFiles } from "./htmlChecker";

const publicDir = path.resolve(__dirname, "../../public");

/** The file a page's address is built into: `/` is index.html, `/es/privacy` es/privacy.html. */
const fileOf = (address: string) => (address === "/" ? "index.html" : `${address.slice(1)}.html`);

/** The pages every published language has, and the CMS. */
const expectedPages = [
  ...siteLanguages.flatMap(({ code }) => [
    ...["/", "/thank-you", "/quote", "/privacy", "/track"].map((page) => fileOf(pathIn(code, page))),
    fileOf(pathIn(code, "/404")),
  ]),
  "admin/index.html",
];

// The checker takes a while to start (Java) and more on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("every built page is valid HTML", async () => {
  const pages = htmlFiles(publicDir);
  expect(pages, "the build's pages").toEqual(expect.arrayContaining(expectedPages));
  const errors = await checkHtml(publicDir, pages);
  expect(describeErrors(errors), "the Nu Html Checker's errors (file:line:column)").toEqual([]);
});

test("the check names the file, the line and the error of a page that is not valid", async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "hkaf-html-"));
  try {
    // A built page with a <style> inside a <label> on a line of its own: the error the body styles once made.
    const page = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
    const label = page.indexOf("</label>");
    expect(label, "the page has a labelled field").toBeGreaterThan(0);
    const doctored = `${page.slice(0, label)}\n<style>.note{color:red}</style>\n${page.slice(label)}`;
    fs.mkdirSync(path.join(folder, "es"));
    fs.writeFileSync(path.join(folder, "es", "doctored.html"), doctored);
    const line = doctored.slice(0, label).split("\n").length + 1;

    const errors = await checkHtml(folder, ["es/doctored.html"]);
    expect(errors).toContainEqual(
      expect.objectContaining({
        file: "es/doctored.html",
        line,
        message: expect.stringMatching(/“style” not allowed as child of element “label”/),
      }),
    );
    expect(describeErrors(errors).join("\n")).toContain(`es/doctored.html:${line}:`);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
