// What is deployed (the bundler's graph of index.ts): nothing from
// supabase/local/, no file written, the rate card and the words inside it and
// no deploy without them, and React and React Email loaded only with the first
// e-mail.
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { deployableCopy } from "../support/deployable.ts";

type Module = {
  specifier: string;
  error?: string;
  dependencies?: { code?: { specifier: string }; isDynamic?: boolean }[];
};

/** `deno info` of the deployed entry: its roots and the modules the bundler would take, each with its error if any. */
async function moduleGraph(entry: string, config: string) {
  const { stdout, success } = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", "--config", config, entry],
    stdout: "piped",
    stderr: "null",
  }).output();
  ok(success);
  return JSON.parse(new TextDecoder().decode(stdout)) as { roots: string[]; modules: Module[] };
}

/** The deployed entry's own files (not npm's), each with its error if any. */
const localModules = async (entry: string, config: string) =>
  (await moduleGraph(entry, config)).modules.filter((module) => module.specifier.startsWith("file:"));

Deno.test("what is deployed imports nothing from supabase/local/ and writes no files; the card and words are in it", async () => {
  const { entry, config } = deployableCopy();
  const files = await localModules(entry, config);
  ok(files.length > 5, `the graph lists the function's modules: ${files.length}`);
  for (const { specifier, error } of files) {
    deepStrictEqual(error, undefined, specifier);
    match(
      specifier,
      /\/(send-contact-email|_shared)\/([^/]+\/)*([^/]+\.tsx?|rate-card\.json|words\.json)$/,
      "only what ships",
    );
    const source = await Deno.readTextFile(new URL(specifier));
    ok(!/Deno\.(writeFile|writeTextFile|mkdir|rename|create|open|readFile|readTextFile)\b/.test(source), specifier);
  }
  ok(files.some(({ specifier }) => specifier.endsWith("/send-contact-email/rate-card.json")), "the card is bundled");
  ok(files.some(({ specifier }) => specifier.endsWith("/send-contact-email/words.json")), "the words are bundled");
});

Deno.test("the function starts without React or jose: they load with its first e-mail and its first console call", async () => {
  const { entry, config } = deployableCopy();
  const graph = await moduleGraph(entry, config);
  const modules = new Map(graph.modules.map((module) => [module.specifier, module]));
  // What index.ts imports before it answers: every import but the dynamic ones.
  const loaded = new Set<string>();
  const next = [...graph.roots];
  while (next.length > 0) {
    const specifier = next.pop()!;
    if (loaded.has(specifier)) continue;
    loaded.add(specifier);
    for (const { code, isDynamic } of modules.get(specifier)?.dependencies ?? []) {
      if (code && !isDynamic) next.push(code.specifier);
    }
  }
  // React, React DOM, React Email and html-to-text, the components (.tsx), and jose: none of them.
  const rendering = [...loaded].filter((specifier) =>
    /^npm:(react|@react-email|html-to-text|jose)|\.tsx$/.test(specifier)
  );
  deepStrictEqual(rendering, [], [...loaded].join("\n"));
  ok(
    [...loaded].some((specifier) => specifier.endsWith("/send-contact-email/outbox/outgoing.ts")),
    "the e-mails' module itself is there",
  );
});

for (
  const [file, copy] of [
    ["rate-card.json", () => deployableCopy(null)],
    ["words.json", () => deployableCopy(undefined, null)],
  ] as const
) {
  Deno.test(`without ${file} the function cannot be bundled: the deploy fails, it never ships without it`, async () => {
    const { entry, config } = copy();
    const missing = (await localModules(entry, config)).find(({ specifier }) => specifier.endsWith(`/${file}`));
    match(missing?.error ?? "", /Module not found/);
    // What the CLI's bundler does with the graph: resolve every module, or stop.
    const { success, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["cache", "--config", config, entry],
      stdout: "null",
      stderr: "piped",
    }).output();
    deepStrictEqual(success, false);
    match(new TextDecoder().decode(stderr), new RegExp(file.replace(".", "\\.")));
  });
}
