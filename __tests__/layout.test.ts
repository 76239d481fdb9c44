/**
 * @jest-environment node
 */
// The repository stays one a newcomer can find their way in, by the house
// rules, everywhere at once (the site, its plugins and scripts, the function
// and its local backend):
//   - no folder of src/, plugins/, scripts/ or supabase/ holds more than 12
//     files of code directly (TypeScript, JavaScript, CSS, SQL; a capability
//     that grows past that becomes folders of its own). Tests, their support
//     and fixtures do not count, nor the .sql migrations: the Supabase CLI
//     wants them in one folder.
//   - no file of code there is over 400 lines, except the function's
//     pricing (supabase/functions/_shared/price/pricing.ts: one concern, as
//     long as it is), tests, their fixtures and snapshots, and generated files
//     (src/gatsby-types.d.ts, which Gatsby writes).
//   - no function of that code, nor of the top level's own (gatsby-node.ts,
//     the configs), is over 100 lines: function declarations and
//     expressions, arrow functions (function components among them),
//     methods, constructors and accessors, each measured from its first line
//     to its last. The one exception is a list of cases that stays whole: a
//     function whose body is one `switch` statement and nothing else, each
//     case one entry of the list.
//   - no two folders side by side import each other, directly or through
//     others beside them (a circle): what two capabilities share goes in a
//     folder both import, which imports neither. A folder's imports are those
//     of every file under it, by relative path; its parent's own files are
//     not a folder of the circle (a capability's folders may use its helpers).
//   - no comment, in code or in tests, cites an issue by its number (the
//     word and a number, as in the examples below): it means nothing to the
//     next engineer. An issue of another project, named with its repository
//     ("porsager/postgres issues 1066, 1154"), is a reference one can follow.
// Files git tracks, and new ones it would add, are measured; ignored ones
// (the rate card and the words written at deploy, the build's output) are not.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(__dirname, "..");
const MAX_FILES = 12;
const MAX_LINES = 400;
const MAX_FUNCTION_LINES = 100;
/** The folders the folder and file rules measure. */
const MEASURED = ["src", "plugins", "scripts", "supabase"];
/** One concern, as long as it is: the price worked out from the card. */
const LONG_ALLOWED = new Set(["supabase/functions/_shared/price/pricing.ts"]);
/** Written by a tool, not by a person. */
const GENERATED = new Set(["src/gatsby-types.d.ts"]);

const CODE = /\.(?:[cm]?[jt]sx?|css|sql)$/;
const SCRIPT = /\.[cm]?[jt]sx?$/;

/** A test, its support, a fixture or a snapshot: under a tests folder, or named *.test.* or *.spec.*. */
export const isTest = (file: string): boolean =>
  /(?:^|\/)(?:__tests__|__mocks__|__snapshots__|tests|fixtures)\//.test(file) || /\.(?:test|spec)\.[^/]+$/.test(file);

/** Every file git tracks or would add (not the ignored ones), relative to the repository, with / between folders. */
function repositoryFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  return [...new Set(listed.split("\n"))].filter((file) => file !== "" && fs.existsSync(path.join(root, file))).sort();
}

const files = repositoryFiles();
const measured = files.filter((file) => MEASURED.some((folder) => file.startsWith(`${folder}/`)) && CODE.test(file));
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

/** Each folder with more than `max` files directly in it, and how many. */
export function crowdedFolders(paths: readonly string[], max: number): string[] {
  const counts = new Map<string, number>();
  for (const file of paths) {
    const folder = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : ".";
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > max).map(([folder, count]) => `${folder}: ${count} files of code`);
}

/** What a function is called where it is written: its own name, the name it is given, or the call it is handed to. */
function nameOf(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name) {
    const own = node.name.getText(source);
    const owner = ts.isClassLike(node.parent) && node.parent.name ? `${node.parent.name.text}.` : "";
    return ts.isConstructorDeclaration(node) ? `${owner}constructor` : `${owner}${own}`;
  }
  if (ts.isConstructorDeclaration(node))
    return `${ts.isClassLike(node.parent) && node.parent.name ? node.parent.name.text : ""}.constructor`;
  let holder: ts.Node = node.parent;
  // memo(function …), forwardRef((…) => …), (… ) as Type: named after what they are assigned to.
  while (ts.isCallExpression(holder) || ts.isParenthesizedExpression(holder) || ts.isAsExpression(holder)) {
    if (ts.isCallExpression(holder) && !ts.isVariableDeclaration(holder.parent) && !ts.isCallExpression(holder.parent)) {
      return `${holder.expression.getText(source)}(…)'s callback`;
    }
    holder = holder.parent;
  }
  if ((ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder) || ts.isPropertyDeclaration(holder)) && holder.name) {
    return holder.name.getText(source);
  }
  if (ts.isExportAssignment(holder)) return "default export";
  return "(anonymous)";
}

/** A list of cases that stays whole: the body is one `switch` and nothing else. */
function isListOfCases(node: ts.SignatureDeclaration): boolean {
  const body = (node as ts.FunctionLikeDeclaration).body;
  return body !== undefined && ts.isBlock(body) && body.statements.length === 1 && ts.isSwitchStatement(body.statements[0]);
}

/** `text` parsed as the script `file` is (TSX, JavaScript or TypeScript), once for every rule that reads it. */
const parsed = new Map<string, ts.SourceFile>();
function parse(file: string, text: string): ts.SourceFile {
  const known = parsed.get(file);
  if (known?.text === text) return known;
  const kind = /x$/.test(file) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  parsed.set(file, source);
  return source;
}

/** Each function of `text` over `max` lines (a list of cases aside): "file: name (line N), L lines". */
export function longFunctions(file: string, text: string, max: number): string[] {
  const source = parse(file, text);
  const long: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isConstructorDeclaration(node) ||
        ts.isGetAccessorDeclaration(node) ||
        ts.isSetAccessorDeclaration(node)) &&
      node.body !== undefined
    ) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const lines = source.getLineAndCharacterOfPosition(node.end).line - first + 1;
      if (lines > max && !isListOfCases(node)) long.push(`${file}: ${nameOf(node, source)} (line ${first + 1}), ${lines} lines`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return long;
}

/** The relative imports of a script, read from its syntax (not its comments or strings): `import`, `export … from`, `import()`, `require()`. */
function relativeImports(file: string, text: string): string[] {
  const source = parse(file, text);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier
        ? node.moduleSpecifier
        : ts.isCallExpression(node) &&
            (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
              (ts.isIdentifier(node.expression) && node.expression.text === "require"))
          ? node.arguments[0]
          : undefined;
    if (specifier && ts.isStringLiteral(specifier) && /^\.\.?\//.test(specifier.text)) found.push(specifier.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file among `files` that `specifier`, written in `file`, names: as written, with an extension, or a folder's index. */
function resolvedImport(file: string, specifier: string, files: ReadonlySet<string>): string {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  const candidates = [base, ...["ts", "tsx", "js", "mjs"].flatMap((extension) => [`${base}.${extension}`, `${base}/index.${extension}`])];
  return candidates.find((candidate) => files.has(candidate)) ?? base;
}

/**
 * The circles among folders side by side: for each folder, its child folders
 * as nodes, an arrow from one to another when a file under the first imports a
 * file under the second; each set of folders that reach each other (a strongly
 * connected component of two or more), as "parent: a, b, c" (each of them
 * reaches the others).
 */
export function folderCircles(sources: ReadonlyMap<string, string>): string[] {
  const files = new Set(sources.keys());
  const arrows = new Map<string, Set<string>>(); // "parent\u0000child" -> children of the same parent it imports
  for (const [file, text] of sources) {
    const from = file.split("/").slice(0, -1);
    for (const specifier of relativeImports(file, text)) {
      const to = resolvedImport(file, specifier, files).split("/").slice(0, -1);
      let shared = 0;
      while (shared < from.length && shared < to.length && from[shared] === to[shared]) shared++;
      // Folders side by side: both below the same parent, each in its own child of it.
      if (shared >= from.length || shared >= to.length) continue;
      const parent = from.slice(0, shared).join("/");
      const key = `${parent}\u0000${from[shared]}`;
      if (!arrows.has(key)) arrows.set(key, new Set());
      arrows.get(key)!.add(to[shared]);
    }
  }
  const parents = new Set([...arrows.keys()].map((key) => key.split("\u0000")[0]));
  const circles: string[] = [];
  for (const parent of parents) {
    const next = (child: string) => [...(arrows.get(`${parent}\u0000${child}`) ?? [])];
    const children = [
      ...new Set([...arrows.keys()].filter((key) => key.startsWith(`${parent}\u0000`)).map((key) => key.split("\u0000")[1])),
    ].sort();
    const reach = (start: string) => {
      const seen = new Set<string>();
      const todo = [start];
      while (todo.length) {
        for (const child of next(todo.pop()!)) {
          if (seen.has(child)) continue;
          seen.add(child);
          todo.push(child);
        }
      }
      return seen;
    };
    const reached = new Map(children.map((child) => [child, reach(child)]));
    const listed = new Set<string>();
    for (const child of children) {
      if (listed.has(child) || !reached.get(child)!.has(child)) continue;
      const circle = children.filter((other) => reached.get(child)!.has(other) && reached.get(other)?.has(child));
      circle.forEach((member) => listed.add(member));
      circles.push(`${parent || "."}: ${circle.join(", ")}`);
    }
  }
  return circles.sort();
}

/** A mention of an issue by number, unless a repository's name comes right before it. */
const ISSUE = /\bissues?\s*(?:#|no\.\s*|number\s+)?\d+/gi;
const REPOSITORY_BEFORE = /[\w.-]+\/[\w.-]+\s*$/;

function issueMentions(comment: string): string[] {
  return [...comment.matchAll(ISSUE)].filter((match) => !REPOSITORY_BEFORE.test(comment.slice(0, match.index))).map(([mention]) => mention);
}

/** The text of every comment of a script: each token's leading and trailing comments, parsed, so strings and templates are not read. */
function scriptComments(file: string, text: string): { line: number; text: string }[] {
  const source = parse(file, text);
  const starts = new Map<number, ts.CommentRange>();
  const visit = (node: ts.Node) => {
    for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])]) {
      starts.set(range.pos, range);
    }
    // Tokens too (a JSX `{/* … */}` is a comment before its closing brace), hence getChildren, not forEachChild.
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...starts.values()]
    .sort((a, b) => a.pos - b.pos)
    .map((range) => ({ line: source.getLineAndCharacterOfPosition(range.pos).line + 1, text: text.slice(range.pos, range.end) }));
}

/** Each comment line of SQL (`--` to the end of the line; `/* … *\/` blocks), outside quoted strings. */
function sqlComments(text: string): { line: number; text: string }[] {
  const comments: { line: number; text: string }[] = [];
  const pattern = /'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\//g;
  for (const match of text.matchAll(pattern)) {
    if (match[0].startsWith("--") || match[0].startsWith("/*")) {
      comments.push({ line: text.slice(0, match.index).split("\n").length, text: match[0] });
    }
  }
  return comments;
}

/** Each comment of `file` that cites an issue by number: "file:line: the mention". */
export function issueCitations(file: string, text: string): string[] {
  if (!new RegExp(ISSUE.source, "i").test(text)) return []; // most files: no need to find their comments
  const comments = file.endsWith(".sql") ? sqlComments(text) : SCRIPT.test(file) ? scriptComments(file, text) : [];
  return comments.flatMap((comment) => issueMentions(comment.text).map((mention) => `${file}:${comment.line}: ${mention}`));
}

describe("the rules themselves", () => {
  it("count the files directly in each folder, not those in its folders", () => {
    const paths = [...Array(13)].map((_, index) => `src/quote/f${index}.ts`);
    expect(crowdedFolders(paths, MAX_FILES)).toEqual(["src/quote: 13 files of code"]);
    expect(
      crowdedFolders(
        paths.map((file, index) => (index < 6 ? file.replace("quote/", "quote/parts/") : file)),
        MAX_FILES,
      ),
    ).toEqual([]);
  });

  it("tell tests and their support from code", () => {
    expect(["supabase/functions/tests/support/harness.ts", "src/a.test.ts", "__tests__/e2e/home.spec.ts"].filter(isTest)).toHaveLength(3);
    expect(["src/contact/testing.ts", "supabase/local/bench.ts", "scripts/test.mjs"].filter(isTest)).toEqual([]);
  });

  const body = (lines: number) => [...Array(lines)].map((_, index) => `  total += ${index};`).join("\n");

  it("measure each function, arrow and method from its first line to its last, with its name", () => {
    const source = [
      `export function Long() {\n${body(99)}\n}`,
      `export const Arrow = () => {\n${body(98)}\n};`,
      `class Store {\n  save() {\n${body(99)}\n  }\n}`,
      `it("sends", () => {\n${body(99)}\n});`,
    ].join("\n");
    expect(longFunctions("src/long.tsx", source, MAX_FUNCTION_LINES)).toEqual([
      "src/long.tsx: Long (line 1), 101 lines",
      "src/long.tsx: Store.save (line 203), 101 lines",
      "src/long.tsx: it(…)'s callback (line 305), 101 lines",
    ]);
  });

  it("keep a list of cases whole: a body that is one switch, and nothing else", () => {
    const cases = [...Array(60)].map((_, index) => `    case ${index}:\n      return "${index}";`).join("\n");
    const list = `function name(code: number) {\n  switch (code) {\n${cases}\n  }\n}`;
    expect(longFunctions("src/list.ts", list, MAX_FUNCTION_LINES)).toEqual([]);
    const more = `function name(code: number) {\n  let total = 0;\n  switch (code) {\n${cases}\n  }\n}`;
    expect(longFunctions("src/list.ts", more, MAX_FUNCTION_LINES)).toEqual(["src/list.ts: name (line 1), 125 lines"]);
  });

  it("find folders side by side that import each other, directly or through a third, and not a folder using its parent's files", () => {
    const sources = new Map([
      ["f/mail/send.ts", 'import { due } from "../milestones/due";'],
      ["f/milestones/due.ts", 'import { lead } from "../team/lead.ts";'],
      ["f/team/lead.ts", 'export const x = await import("../mail/send");'],
      ["f/team/parts/view.ts", 'import { lead } from "../lead";\nimport { http } from "../../http/http";'],
      ["f/http/http.ts", 'import { settings } from "../settings";'],
      ["f/outbox/a/one.ts", 'import { two } from "../b/two";'],
      ["f/outbox/b/two.ts", 'import { one } from "../a/one";'],
      // Not imports: a comment and a string naming a file.
      ["f/http/route.ts", "// see ../outbox/a/one\nconst where = \"import('../team/lead')\";"],
      // A folder's index, imported by the folder's name: an arrow from store/ to outbox/, not to f/ itself.
      ["f/outbox/index.ts", 'export { two } from "./b/two";'],
      ["f/store/keep.ts", 'import { two } from "../outbox";'],
      ["f/outbox/c/three.ts", 'import { keep } from "../../store/keep";'],
    ]);
    expect(folderCircles(sources)).toEqual(["f/outbox: a, b", "f: mail, milestones, team", "f: outbox, store"]);
    sources.set("f/team/lead.ts", 'import { settings } from "../settings";');
    sources.delete("f/store/keep.ts");
    expect(folderCircles(sources)).toEqual(["f/outbox: a, b"]);
  });

  it("find an issue's number in comments of every kind, not in strings, nor another project's issues", () => {
    const script = [
      "// issue 52's contract",
      'const text = "issue 41"; /* (Issue 53) */',
      "const view = <p>{/* as issues #7 asked */}</p>;",
      "// porsager/postgres issues 1066, 1154: the library's own",
    ].join("\n");
    expect(issueCitations("src/a.tsx", script)).toEqual(["src/a.tsx:1: issue 52", "src/a.tsx:2: Issue 53", "src/a.tsx:3: issues #7"]);
    expect(issueCitations("supabase/migrations/1_a.sql", "-- the page (issue 52)\nselect 'issue 41';")).toEqual([
      "supabase/migrations/1_a.sql:1: issue 52",
    ]);
  });
});

describe("the repository", () => {
  it("has no folder of src/, plugins/, scripts/ or supabase/ with more than 12 files of code", () => {
    const counted = measured.filter((file) => !isTest(file) && !(file.startsWith("supabase/migrations/") && file.endsWith(".sql")));
    expect(crowdedFolders(counted, MAX_FILES)).toEqual([]);
  });

  it("has no file of code there over 400 lines", () => {
    const long = measured
      .filter((file) => !isTest(file) && !LONG_ALLOWED.has(file) && !GENERATED.has(file))
      .map((file) => ({ file, lines: lineCount(read(file)) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it("has no function over 100 lines, a list of cases aside", () => {
    const code = files.filter((file) => SCRIPT.test(file) && !isTest(file) && !GENERATED.has(file));
    const inScope = code.filter((file) => !file.includes("/") || measured.includes(file));
    expect(inScope.flatMap((file) => longFunctions(file, read(file), MAX_FUNCTION_LINES))).toEqual([]);
  });

  it("has no two folders side by side importing each other, directly or through others, in src/, plugins/, scripts/ or supabase/", () => {
    const code = measured.filter((file) => SCRIPT.test(file) && !isTest(file) && !GENERATED.has(file));
    expect(folderCircles(new Map(code.map((file) => [file, read(file)])))).toEqual([]);
  });

  it("has no comment citing an issue by its number, in code or in tests", () => {
    const commented = files.filter((file) => (SCRIPT.test(file) || file.endsWith(".sql")) && !GENERATED.has(file));
    expect(commented.flatMap((file) => issueCitations(file, read(file)))).toEqual([]);
  });
});
