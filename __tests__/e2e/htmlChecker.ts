// The Nu Html Checker (vnu, the engine of the W3C validator), as npm's vnu-jar
// ships it, run by the machine's Java (17 or later); the package's own Java
// downloader is not allowed to run (package.json, allowScripts).
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);

export const VNU_JAR = path.join(path.dirname(require.resolve("vnu-jar/package.json")), "build", "dist", "vnu.jar");

/** One error the checker reports: the file (relative to the folder checked), where in it, and what. */
export type HtmlError = { file: string; line: number; column: number; message: string; extract: string };

type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

/** Every .html file under the folder, relative to it, with forward slashes. */
export function htmlFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * Checks the files in one run of the checker and returns its errors (warnings
 * and notes are not errors). Throws when the checker itself could not run.
 */
export async function checkHtml(folder: string, files: readonly string[]): Promise<HtmlError[]> {
  const args = ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", ...files.map((file) => path.join(folder, file))];
  let report: string;
  try {
    ({ stdout: report } = await run("java", args, { maxBuffer: 64 * 1024 * 1024, timeout: 150_000 }));
  } catch (error) {
    // Exit status 1 means it ran and found errors; anything else is a checker that did not run.
    const failed = error as { code?: number | string; stdout?: string; stderr?: string; message?: string };
    if (failed.code !== 1 || !failed.stdout) throw new Error(`The Nu Html Checker did not run: ${failed.stderr || failed.message}`);
    report = failed.stdout;
  }
  const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type !== "info")
    .map((message) => ({
      file: message.url ? path.relative(folder, fileURLToPath(message.url)).split(path.sep).join("/") : "",
      line: message.lastLine ?? 0,
      column: message.firstColumn ?? message.lastColumn ?? 0,
      message: message.message,
      // On one line, with any control character (a NUL byte in the page) spelled out.
      extract: (message.extract ?? "")
        .replace(/\s+/g, " ")
        .trim()
        .replace(/\p{Cc}/gu, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`),
    }));
}

/** One line per error, for a failing test's message: `file:line:column message («extract»)`. */
export const describeErrors = (errors: readonly HtmlError[]): string[] =>
  errors.map(({ file, line, column, message, extract }) => `${file}:${line}:${column} ${message}${extract ? ` («${extract}»)` : ""}`);
