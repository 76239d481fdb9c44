// Deploy what was tested: the import map (deno.json) pins exact versions, the
// lock (deno.lock) resolves exactly those, and the site's npm lock has the same
// versions of the packages both sides use (the contract runs on yup in the
// browser, in jest and in the function).
import { deepStrictEqual } from "node:assert/strict";

type DenoJson = { imports: Record<string, string> };
type DenoLock = {
  specifiers: Record<string, string>;
  npm: Record<string, unknown>;
  workspace?: { dependencies?: string[] };
};
type PackageLock = { packages: Record<string, { version?: string }> };

const readJson = async <T>(path: string): Promise<T> =>
  JSON.parse(await Deno.readTextFile(new URL(path, import.meta.url))) as T;

/** Every way the import map, the Deno lock and the npm lock disagree, one sentence each. */
export function lockDrift(denoJson: DenoJson, lock: DenoLock, packageLock: PackageLock): string[] {
  const problems: string[] = [];
  const specifiers = Object.values(denoJson.imports);
  for (const specifier of specifiers) {
    const match = specifier.match(/^npm:(@?[^@]+)@(.+)$/);
    if (!match) {
      problems.push(`deno.json: ${specifier} is not an npm: specifier with a version`);
      continue;
    }
    const [, name, version] = match;
    // A package with peer dependencies is locked with them: 1.0.12_react@18.3.1_react-dom@18.3.1.
    const resolved = lock.specifiers[specifier];
    const locked = resolved?.split("_")[0];
    if (resolved === undefined) problems.push(`deno.lock does not resolve ${specifier}`);
    if (!/^\d+\.\d+\.\d+$/.test(version)) {
      problems.push(`deno.json: ${specifier} is a range; pin the exact version`);
      continue;
    }
    if (locked !== undefined && locked !== version) problems.push(`deno.lock resolves ${specifier} to ${locked}`);
    if (!(`${name}@${resolved ?? version}` in lock.npm)) {
      problems.push(`deno.lock has no integrity for ${name}@${version}`);
    }
    const installed = packageLock.packages[`node_modules/${name}`]?.version;
    if (installed !== undefined && installed !== version) {
      problems.push(`package-lock.json installs ${name}@${installed} but deno.json pins ${version}`);
    }
  }
  const locked = [...(lock.workspace?.dependencies ?? [])].sort();
  if (JSON.stringify(locked) !== JSON.stringify([...specifiers].sort())) {
    problems.push(`deno.lock was made for ${locked.join(", ")}, not for deno.json's ${specifiers.join(", ")}`);
  }
  for (const specifier of Object.keys(lock.specifiers)) {
    if (!specifiers.includes(specifier)) problems.push(`deno.lock has ${specifier}, which deno.json does not import`);
  }
  return problems;
}

Deno.test("deno.json pins exact versions, and deno.lock and package-lock.json agree with it", async () => {
  const problems = lockDrift(
    await readJson<DenoJson>("../deno.json"),
    await readJson<DenoLock>("../deno.lock"),
    await readJson<PackageLock>("../../../package-lock.json"),
  );
  deepStrictEqual(problems, [], "run `deno install` in supabase/functions after changing deno.json");
});

Deno.test("the drift check names ranges, a lock made for other specifiers and a different npm version", () => {
  const lock: DenoLock = {
    specifiers: {
      "npm:yup@1.7.1": "1.7.1",
      "npm:@electric-sql/pglite@~0.5.16": "0.5.16",
      "npm:react-dom@18.3.1": "18.3.1_react@18.3.1",
    },
    npm: { "yup@1.7.1": {}, "@electric-sql/pglite@0.5.16": {}, "react-dom@18.3.1_react@18.3.1": {} },
    workspace: { dependencies: ["npm:@electric-sql/pglite@~0.5.16", "npm:react-dom@18.3.1", "npm:yup@1.7.1"] },
  };
  const denoJson: DenoJson = {
    imports: {
      yup: "npm:yup@1.7.1",
      "@electric-sql/pglite": "npm:@electric-sql/pglite@^0.5.16",
      "react-dom": "npm:react-dom@18.3.1",
    },
  };
  const packageLock: PackageLock = {
    packages: { "node_modules/yup": { version: "1.7.2" }, "node_modules/react-dom": { version: "18.3.1" } },
  };
  deepStrictEqual(lockDrift(denoJson, lock, packageLock), [
    "package-lock.json installs yup@1.7.2 but deno.json pins 1.7.1",
    "deno.lock does not resolve npm:@electric-sql/pglite@^0.5.16",
    "deno.json: npm:@electric-sql/pglite@^0.5.16 is a range; pin the exact version",
    "deno.lock was made for npm:@electric-sql/pglite@~0.5.16, npm:react-dom@18.3.1, npm:yup@1.7.1, not for " +
    "deno.json's npm:yup@1.7.1, npm:@electric-sql/pglite@^0.5.16, npm:react-dom@18.3.1",
    "deno.lock has npm:@electric-sql/pglite@~0.5.16, which deno.json does not import",
  ]);
});
