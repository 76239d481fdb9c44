// Reads and checks the YAML in content/. The build (gatsby-config.ts,
// gatsby-node.ts) and the tests use this same code, so a test renders exactly
// what the build would accept.
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { CONTENT_FILES, type ContentKey } from "./schema";
import { validateContent } from "./schemaDsl";
import type { Content } from "./types";

/** A content mistake an editor must fix; `problems` are one line each. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "ContentError";
  }
}

/** Parses one file, reporting a YAML syntax error with its line and column. */
export function parseContentFile(key: ContentKey, root = process.cwd()): unknown {
  const { path: relativePath } = CONTENT_FILES[key];
  const absolutePath = path.join(root, relativePath);
  if (!fs.existsSync(absolutePath)) {
    throw new ContentError([`${relativePath}: the file is missing (it holds ${CONTENT_FILES[key].description.toLowerCase()})`]);
  }
  try {
    return yaml.load(fs.readFileSync(absolutePath, "utf8"));
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const where = error.mark ? `line ${error.mark.line + 1}, column ${error.mark.column + 1}: ` : "";
      throw new ContentError([`${relativePath}: ${where}${error.reason} (check the indentation and quotes)`]);
    }
    throw error;
  }
}

/** Parses and validates one file; throws a ContentError listing every problem. */
export function loadContentFile<K extends ContentKey>(key: K, root = process.cwd()): Content[K] {
  const data = parseContentFile(key, root);
  const problems = validateContent(CONTENT_FILES[key], data);
  if (problems.length > 0) throw new ContentError(problems);
  // Validated against the schema the GraphQL types are generated from.
  return data as Content[K];
}

/** Every content file, validated; problems from all files are reported together. */
export function loadAllContent(root = process.cwd()): Content {
  const problems: string[] = [];
  const content: Partial<Content> = {};
  const load = <K extends ContentKey>(key: K) => {
    content[key] = loadContentFile(key, root);
  };
  for (const key of Object.keys(CONTENT_FILES) as ContentKey[]) {
    try {
      load(key);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return content as Content;
}
