// The editors' content/: every file passes the schema and every page renders
// from it. And the proof that editing copy never turns CI red: the same checks
// pass on a copy of content/ in which every free-text value has been changed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { screen, within } from "@testing-library/react";
import yaml from "js-yaml";
import { loadAllContent } from "../../src/content/load";
import { CONTENT_FILES, type ContentKey } from "../../src/content/schema";
import type { FieldSpec } from "../../src/content/schemaDsl";
import type { Content } from "../../src/content/types";
import { fillTemplate } from "../../src/components/contactLinks";
import { AppErrorScreen } from "../../src/components/ErrorBoundary";
import { HomePage } from "../../src/templates/HomePage";
import { NotFoundPage } from "../../src/templates/NotFoundPage";
import { PrivacyPage } from "../../src/templates/PrivacyPage";
import { ThankYouPage } from "../../src/templates/ThankYouPage";
import { homePageProps, layoutProps } from "../helpers/content";
import { renderWithTheme } from "../helpers/render";

const repoRoot = path.resolve(__dirname, "../..");

/**
 * What an editor might do to a value: append to free text. Values with a
 * pattern or a fixed set of choices (phone, e-mail, address, colour, icon)
 * keep theirs; a value with a length limit is changed within it.
 */
function editFreeText(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case "string":
      if (spec.pattern || spec.oneOf) return value;
      if (spec.maxLength !== undefined) return `Edited ${value}`.slice(0, spec.maxLength);
      return `${value} edited`;
    case "int":
      return value;
    case "list":
      return (value as unknown[]).map((item) => editFreeText(spec.of, item));
    case "object":
      return Object.fromEntries(Object.entries(value as object).map(([name, item]) => [name, editFreeText(spec.fields[name], item)]));
  }
}

/** A copy of content/ in a temporary folder, every free-text value edited. */
function editedCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "edited-content-"));
  fs.mkdirSync(path.join(root, "content"));
  const real = loadAllContent(repoRoot);
  for (const [key, file] of Object.entries(CONTENT_FILES)) {
    const edited = editFreeText({ kind: "object", description: file.description, fields: file.fields }, real[key as ContentKey]);
    fs.writeFileSync(path.join(root, file.path), yaml.dump(edited));
  }
  return root;
}

const sources: [string, () => string][] = [
  ["content/", () => repoRoot],
  ["content/ with every sentence edited", editedCopy],
];

describe.each(sources)("%s", (_name, root) => {
  let content: Content;
  let consoleError: jest.SpyInstance;

  beforeAll(() => {
    // Throws a ContentError naming the file and field if anything is wrong.
    content = loadAllContent(root());
  });
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error");
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("passes the content schema", () => {
    expect(Object.keys(content).sort()).toEqual(Object.keys(CONTENT_FILES).sort());
  });

  it("renders the home page with every section, link, card, country and contact detail", () => {
    const { container } = renderWithTheme(<HomePage {...homePageProps(content)} />);
    expect([...container.querySelectorAll("main > section")].map((section) => section.id)).toEqual(["", "solution", "benefits", "contact"]);
    const nav = within(screen.getByRole("banner")).getByRole("navigation", { hidden: true });
    expect(within(nav).getAllByRole("link", { hidden: true })).toHaveLength(content.header.links.length);
    for (const card of [...content.solution.cards, ...content.benefits.cards]) {
      expect(screen.getByRole("heading", { name: card.title })).toBeInTheDocument();
    }
    const select = screen.getByRole("combobox") as HTMLSelectElement;
    const choices = [...select.options].filter((option) => !option.disabled).map((option) => option.value);
    expect(choices).toEqual([...content.countries.primary, ...content.countries.secondary]);
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      fillTemplate(content.footer.copyright, { year: content.site.copyrightYear, company: content.site.companyName }),
    );
    expect(screen.getAllByRole("link", { name: new RegExp(content.site.email) }).length).toBeGreaterThan(0);
  });

  it("renders the thank-you, not-found, privacy and error pages", () => {
    const thankYou = renderWithTheme(<ThankYouPage {...layoutProps(content)} page={content.thankYou} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(content.thankYou.title);
    thankYou.unmount();
    const notFound = renderWithTheme(<NotFoundPage {...layoutProps(content)} page={content.notFound} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(content.notFound.title);
    notFound.unmount();
    const privacy = renderWithTheme(<PrivacyPage {...layoutProps(content)} page={content.privacy} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(content.privacy.title);
    privacy.unmount();
    renderWithTheme(<AppErrorScreen error={new Error("example")} copy={content.appError} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(content.appError.title);
  });
});

it("the edited copy really differs in every free-text value", () => {
  const real = loadAllContent(repoRoot);
  const edited = loadAllContent(editedCopy());
  expect(edited.benefits.cards.map((card) => card.title)).toEqual(real.benefits.cards.map((card) => `${card.title} edited`));
  expect(edited.countries.primary[0]).toBe(`${real.countries.primary[0]} edited`);
  expect(edited.site.phone).toBe(real.site.phone);
  expect(edited.contact.form.nameLabel).not.toBe(real.contact.form.nameLabel);
});
