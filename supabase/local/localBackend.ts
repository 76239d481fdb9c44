// Starts `node scripts/backend.mjs` (what `npm run backend` runs) as a child
// process, for the local backend test and the benchmark.
const ROOT = new URL("../../", import.meta.url).pathname;

export type RunningBackend = {
  /** The function's URL, from the backend's ready line. */
  url: string;
  readyLine: string;
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number>;
};

/** Resolves once the backend prints its ready line; rejects if it exits or takes over `timeoutMs`. */
export async function startLocalBackend(env: Record<string, string>, timeoutMs = 120_000): Promise<RunningBackend> {
  const child = new Deno.Command("node", {
    args: ["scripts/backend.mjs"],
    cwd: ROOT,
    env,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let output = "";
  const decoder = new TextDecoder();
  const ready = new Promise<string>((resolve, reject) => {
    const read = async (stream: ReadableStream<Uint8Array>) => {
      for await (const chunk of stream) {
        output += decoder.decode(chunk);
        const line = output.split("\n").find((l) => l.startsWith("Local backend ready"));
        if (line) resolve(line);
      }
    };
    Promise.all([read(child.stdout), read(child.stderr)]).then(() =>
      reject(new Error(`backend exited before it was ready:\n${output}`))
    );
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  try {
    const readyLine = await ready;
    return {
      url: readyLine.match(/http:\/\/\S+/)?.[0] ?? "",
      readyLine,
      output: () => output,
      stop: async () => {
        child.kill("SIGTERM");
        return (await child.status).code;
      },
    };
  } finally {
    clearTimeout(timer);
  }
}
