/**
 * @jest-environment node
 */
// The docs hold together: every relative link in a Markdown file of the
// repository (git's tracked files, and new ones not ignored) leads to a file
// or folder that exists and, when it names a heading of a Markdown file (its
// #fragment, or a bare #fragment for the same file), to a heading there, by
// GitHub's rule for a heading's anchor. Links in fenced code blocks and in
// code spans are not links. And the docs speak of the product, not of the
// issues it was built from: no issue or stop named by its number in them.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

/** Every Markdown file git knows of or would add, outside node_modules. */
function markdownFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "--", "*.md"], {
    cwd: root,
    encoding: "utf8",
  });
  return [...new Set(listed.split("\n"))]
    .filter((file) => file !== "" && !file.split("/").includes("node_modules") && fs.existsSync(path.join(root, file)))
    .sort();
}

type Line = { number: number; text: string };

/** The file's lines outside fenced code blocks (``` or ~~~, indented or not), numbered from 1. */
function proseLines(markdown: string): Line[] {
  const lines: Line[] = [];
  let fence: string | null = null;
  markdown.split("\n").forEach((text, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(text);
    if (fence !== null) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length && text.trim() === opening[1]) fence = null;
      return;
    }
    if (opening) {
      fence = opening[1];
      return;
    }
    lines.push({ number: index + 1, text });
  });
  return lines;
}

/** A line without its code spans (`code`, ``code``), which hold no links. */
const withoutCode = (text: string): string => text.replace(/(`+)[\s\S]*?\1/g, (span) => " ".repeat(span.length));

/** GitHub's anchor of a heading: its text as shown, lower case, without punctuation but hyphens, spaces as hyphens. */
function headingSlug(heading: string): string {
  const shown = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // a link or image shows its text
    .replace(/<[^>]+>/g, ""); // tags show nothing
  return shown
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors a Markdown file offers: its headings' slugs (a repeated one with -1, -2, ...) and explicit ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const add = (heading: string) => {
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  };
  const lines = proseLines(markdown);
  lines.forEach(({ text }, index) => {
    const atx = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(text);
    if (atx) add(atx[1]);
    const previous = lines[index - 1];
    if (/^ {0,3}(=+|-+)[ \t]*$/.test(text) && previous && previous.number === lines[index].number - 1) {
      const title = previous.text.trim();
      if (title !== "" && !/^ {0,3}#/.test(previous.text) && !title.startsWith("|")) add(title);
    }
    for (const [, id] of text.matchAll(/<a\s[^>]*(?:name|id)="([^"]+)"/g)) anchors.add(id);
  });
  return anchors;
}

const anchorCache = new Map<string, Set<string>>();
const anchorsIn = (file: string): Set<string> => {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(fs.readFileSync(file, "utf8")));
  return anchorCache.get(file)!;
};

/** Every link of a line: inline `[text](target)`, images too, and reference definitions `[id]: target`. */
function linksOf(text: string): { shown: string; target: string }[] {
  const prose = withoutCode(text);
  const inline = [...prose.matchAll(/!?\[([^\]]*)\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)].map(
    ([shown, , target]) => ({ shown, target }),
  );
  const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose);
  return definition ? [...inline, { shown: definition[0].trim(), target: definition[1] }] : inline;
}

/** What is wrong with each relative link of a Markdown file, as "file:line: link: why". */
function brokenLinks(file: string): string[] {
  const absolute = path.join(root, file);
  const problems: string[] = [];
  for (const { number, text } of proseLines(fs.readFileSync(absolute, "utf8"))) {
    for (const { shown, target } of linksOf(text)) {
      if (target === "" || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue; // http:, https:, mailto:
      const where = `${file}:${number}: ${shown}`;
      const hash = target.indexOf("#");
      const linkPath = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
      const fragment = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
      const resolved =
        linkPath === "" ? absolute : linkPath.startsWith("/") ? path.join(root, linkPath) : path.resolve(path.dirname(absolute), linkPath);
      const shownPath = path.relative(root, resolved) || ".";
      if (!fs.existsSync(resolved)) {
        problems.push(`${where}: there is no ${shownPath}`);
        continue;
      }
      if (fragment === null || !resolved.endsWith(".md") || !fs.statSync(resolved).isFile()) continue;
      if (!anchorsIn(resolved).has(fragment)) problems.push(`${where}: ${shownPath} has no heading #${fragment}`);
    }
  }
  return problems;
}

const files = markdownFiles();
const docs = files.filter((file) => file === "README.md" || file === "supabase/README.md" || /^docs\/[^/]+\.md$/.test(file));

it("finds the README, the function's README and the docs by reader", () => {
  expect(docs).toEqual(
    expect.arrayContaining([
      "README.md",
      "supabase/README.md",
      "docs/editors.md",
      "docs/deploying.md",
      "docs/engineering.md",
      "docs/performance.md",
      "docs/function.md",
    ]),
  );
});

it("reads anchors as GitHub makes them", () => {
  expect(headingSlug("The team's links")).toBe("the-teams-links");
  expect(headingSlug("Backend: the `send-contact-email` function")).toBe("backend-the-send-contact-email-function");
  expect(headingSlug("Checking a live site (`check:live`)")).toBe("checking-a-live-site-checklive");
  expect(headingSlug("23 November 2026: why `/` missed its LCP budget")).toBe("23-november-2026-why--missed-its-lcp-budget");
  expect([...anchorsOf("# A\n\n## Notes\n\n```\n# not a heading\n```\n\n## Notes\n")]).toEqual(["a", "notes", "notes-1"]);
});

it.each(files)("%s: every relative link resolves", (file) => {
  expect(brokenLinks(file)).toEqual([]);
});

it.each(docs)("%s speaks of the product, not of issues or stops by number", (file) => {
  const mentions = fs
    .readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .flatMap((text, index) => [...text.matchAll(/\b(?:issues?|stops?)\s+#?\d+/gi)].map(([mention]) => `${file}:${index + 1}: ${mention}`));
  expect(mentions).toEqual([]);
});
