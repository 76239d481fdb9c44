// A page's missing content is named by its file without the schema in the
// page's script (src/content/queryData.ts): the label written from the key is
// the file the schema names.
import { contentFileLabel, requiredContent } from "../../src/content/queryData";
import { CONTENT_FILES, type ContentKey } from "../../src/content/schema";
import { contentPath } from "../../src/content/schemaDsl";

const i18n = { language: { code: "es", name: "Español" } } as Parameters<typeof contentFileLabel>[1];

it.each(Object.keys(CONTENT_FILES) as ContentKey[])("names %s by the file the schema gives it", (key) => {
  expect(contentFileLabel(key, i18n)).toBe(`${contentPath(CONTENT_FILES[key])} (Español)`);
});

it("says which file gave the page no data", () => {
  expect(() => requiredContent(null, "quotePage", i18n)).toThrow("content/quote-page.yaml (Español) gave the page no data");
  expect(requiredContent("words", "quotePage", i18n)).toBe("words");
});
