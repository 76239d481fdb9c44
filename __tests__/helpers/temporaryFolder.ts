// Temporary folders for a test file: made under the system's temporary
// folder, and removed with everything in them once the file's tests have run
// (jest.setup.ts), whether they passed or not. The removal is an afterAll
// declared before the file's own: a folder must not be needed in the file's
// afterAll hooks.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const made: string[] = [];

/** A new empty folder named `<prefix><random>` under the system's temporary folder, removed after the file's tests. */
export function temporaryFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(folder);
  return folder;
}

/** Removes every folder `temporaryFolder` made in this test file (jest.setup.ts, after all its tests). */
export function removeTemporaryFolders(): void {
  for (const folder of made.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
}
