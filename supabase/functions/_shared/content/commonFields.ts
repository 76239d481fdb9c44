// Fields several content files describe alike: what search engines show of a
// page, and a sentence that must keep its {placeholders} (or must not hold some).
import { object, text } from "../schema/schemaDsl.ts";

/** Longer titles and descriptions are cut off in search results. */
const SEO_TITLE_MAX = 60;
const SEO_DESCRIPTION_MAX = 155;

export const seoFields = {
  title: text(`Browser tab and search result title (at most ${SEO_TITLE_MAX} characters).`, {
    maxLength: SEO_TITLE_MAX,
  }),
  description: text(`Search result and link preview description (at most ${SEO_DESCRIPTION_MAX} characters).`, {
    long: true,
    maxLength: SEO_DESCRIPTION_MAX,
  }),
};

export const seo = object("What search engines and link previews show for this page.", seoFields);

/** A text that must contain each of `names` as {name}, in any order. */
export const withPlaceholders = (names: readonly string[]) => ({
  pattern: new RegExp(`^${names.map((name) => `(?=[\\s\\S]*\\{${name}\\})`).join("")}`),
  hint: `must contain ${names.map((name) => `{${name}}`).join(" and ")}`,
});

/** A text that must contain each of `needs` as {name}, and none of `refuses`. */
export const withAndWithoutPlaceholders = (needs: readonly string[], refuses: readonly string[]) => ({
  pattern: new RegExp(
    `^${needs.map((name) => `(?=[\\s\\S]*\\{${name}\\})`).join("")}${
      refuses.map((name) => `(?![\\s\\S]*\\{${name}\\})`).join("")
    }`,
  ),
  hint: [
    ...(needs.length > 0 ? [`must contain ${needs.map((name) => `{${name}}`).join(" and ")}`] : []),
    `must not contain ${refuses.map((name) => `{${name}}`).join(" or ")}`,
  ].join(", and "),
});
