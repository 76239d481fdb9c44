// The editors' content/: every file passes the schema and every page renders
// from it in every published language. And the proof that editing copy never
// turns CI red: the same checks pass on a copy of content/ in which every
// free-text value, in every language, has been changed.
import { screen, within } from "@testing-library/react";
import { loadSiteContent } from "../../src/content/load";
import { publishedLanguages } from "../../src/content/languages";
import { CONTENT_FILES, TEAM_KEYS, TRANSLATED_KEYS } from "../../src/content/schema";
import type { FieldSpec } from "../../src/content/schemaDsl";
import type { SiteContent } from "../../src/content/types";
import { fillTemplate } from "../../src/content/fillTemplate";
import { AppErrorScreen } from "../../src/components/errors/ErrorBoundary";
import { HomePage } from "../../src/views/HomePage";
import { NotFoundPage } from "../../src/views/NotFoundPage";
import { PrivacyPage } from "../../src/views/PrivacyPage";
import { ThankYouPage } from "../../src/views/ThankYouPage";
import { TrackPage } from "../../src/views/TrackPage";
import { homePageProps, layoutProps, wordsOf } from "../helpers/content";
import { writeContentFolder } from "../helpers/contentFolder";
import { renderWithTheme } from "../helpers/render";
import path from "node:path";

const repoRoot = path.resolve(__dirname, "../..");

/**
 * What an editor might do to a value: append to free text. Values with a
 * pattern or a fixed set of choices (phone, e-mail, address, colour, icon,
 * language code) keep theirs; a value with a length limit is changed within it.
 */
function editFreeText(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case "string":
      if (spec.pattern || spec.oneOf) return value;
      if (spec.maxLength !== undefined) return `Edited ${value}`.slice(0, spec.maxLength);
      return `${value} edited`;
    case "int":
    case "boolean":
    case "image":
      return value;
    case "list":
      return (value as unknown[]).map((item) => editFreeText(spec.of, item));
    case "object":
      return Object.fromEntries(Object.entries(value as object).map(([name, item]) => [name, editFreeText(spec.fields[name], item)]));
  }
}

const editFile = (key: keyof typeof CONTENT_FILES, data: unknown) =>
  editFreeText({ kind: "object", description: "", fields: CONTENT_FILES[key].fields }, data);

/** A copy of content/ in a temporary folder, every free-text value of every language edited. */
function editedCopy(): string {
  const real = loadSiteContent(repoRoot);
  const edited: SiteContent = {
    // The shared files keep their names and codes: only the company's name is free text there.
    shared: { ...real.shared, site: editFile("site", real.shared.site) as SiteContent["shared"]["site"] },
    byLanguage: Object.fromEntries(
      Object.entries(real.byLanguage).map(([code, words]) => [
        code,
        Object.fromEntries(TRANSLATED_KEYS.map((key) => [key, editFile(key, words[key])])) as SiteContent["byLanguage"][string],
      ]),
    ),
    team: Object.fromEntries(TEAM_KEYS.map((key) => [key, editFile(key, real.team[key])])) as SiteContent["team"],
  };
  return writeContentFolder(edited, path.join(repoRoot, "content/images"));
}

const sources: [string, () => string][] = [
  ["content/", () => repoRoot],
  ["content/ with every sentence edited", editedCopy],
];

describe.each(sources)("%s", (_name, root) => {
  let site: SiteContent;
  let consoleError: jest.SpyInstance;

  beforeAll(() => {
    // Throws a ContentError naming the file, language and field if anything is wrong.
    site = loadSiteContent(root());
  });
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error");
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("has every file of every published language", () => {
    const codes = publishedLanguages(site.shared.languages).map((language) => language.code);
    expect(Object.keys(site.byLanguage).sort()).toEqual([...codes].sort());
    for (const code of codes) expect(Object.keys(site.byLanguage[code]).sort()).toEqual([...TRANSLATED_KEYS].sort());
  });

  const eachLanguage = (test: (code: string) => void) => () => {
    for (const language of publishedLanguages(site.shared.languages)) test(language.code);
  };

  it(
    "renders the home page in every language with every section, link, card, country and contact detail",
    eachLanguage((code) => {
      const words = wordsOf(site, code);
      const { container, unmount } = renderWithTheme(<HomePage {...homePageProps(site, code)} />);
      expect([...container.querySelectorAll("main > section")].map((section) => section.id)).toEqual(["", "solution", "benefits", "contact"]);
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(words.hero.headline);
      const nav = within(screen.getByRole("banner")).getByRole("navigation", { hidden: true });
      expect(within(within(nav).getAllByRole("list", { hidden: true })[0]).getAllByRole("link", { hidden: true })).toHaveLength(
        words.header.links.length,
      );
      expect(within(nav).getByRole("list", { name: words.header.languageLabel, hidden: true })).toBeInTheDocument();
      for (const card of [...words.solution.cards, ...words.benefits.cards]) {
        expect(screen.getByRole("heading", { name: card.title })).toBeInTheDocument();
      }
      const select = container.querySelector<HTMLSelectElement>('select[name="shippingCountry"]')!;
      const choices = [...select.options].filter((option) => !option.disabled).map((option) => option.value);
      expect(choices).toEqual([...site.shared.countries.primary, ...site.shared.countries.secondary].map((country) => country.name));
      expect(screen.getByRole("contentinfo")).toHaveTextContent(
        fillTemplate(words.footer.copyright, { year: site.shared.site.copyrightYear, company: site.shared.site.companyName }),
      );
      expect(screen.getAllByRole("link", { name: new RegExp(site.shared.site.email) }).length).toBeGreaterThan(0);
      unmount();
    }),
  );

  it(
    "renders the thank-you, not-found, privacy, tracking and error pages in every language",
    eachLanguage((code) => {
      const words = wordsOf(site, code);
      const pages = [
        [<ThankYouPage key="t" {...layoutProps(site, code, "/thank-you")} page={words.thankYou} quoteLink={words.booking.quoteLink} summaryWords={words.contact.form.cargo} />, words.thankYou.title],
        [<NotFoundPage key="n" {...layoutProps(site, code, null)} page={words.notFound} />, words.notFound.title],
        [<PrivacyPage key="p" {...layoutProps(site, code, "/privacy")} page={words.privacy} />, words.privacy.title],
        [
          <TrackPage key="tr" {...layoutProps(site, code, "/track")} page={words.track} airlines={site.shared.airlines.airlines} />,
          words.track.title,
        ],
        [<AppErrorScreen key="e" error={new Error("example")} copy={words.appError} />, words.appError.title],
      ] as const;
      for (const [page, title] of pages) {
        const { unmount } = renderWithTheme(page);
        expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
        unmount();
      }
    }),
  );
});

it("the edited copy really differs in every free-text value, in every language", () => {
  const real = loadSiteContent(repoRoot);
  const edited = loadSiteContent(editedCopy());
  for (const code of Object.keys(real.byLanguage)) {
    const [before, after] = [real.byLanguage[code], edited.byLanguage[code]];
    expect(after.benefits.cards.map((card) => card.title)).toEqual(before.benefits.cards.map((card) => `${card.title} edited`));
    expect(after.contact.form.labels.name).not.toBe(before.contact.form.labels.name);
  }
  expect(edited.shared.site.phone).toBe(real.shared.site.phone);
  expect(edited.shared.site.companyName).toBe(`${real.shared.site.companyName} edited`);
});
