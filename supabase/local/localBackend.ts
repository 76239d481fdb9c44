// Runs backend.ts in its own Deno process, as `npm run backend` does (the same
// Deno, config and permissions), for the local backend's test and the benchmark.
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CONFIG = fileURLToPath(new URL("../functions/deno.json", import.meta.url));
const ENTRY = fileURLToPath(new URL("./backend.ts", import.meta.url));

/** What the backend may do: serve and call out, read and write its data; no subprocesses. */
const PERMISSIONS = ["--allow-env", "--allow-net", "--allow-read", "--allow-write"];

/** The backend as a command, with `env` added to this process's environment. */
export function localBackendCommand(env: Record<string, string>): Deno.Command {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "--config", CONFIG, ...PERMISSIONS, ENTRY],
    cwd: ROOT,
    env,
    stdout: "piped",
    stderr: "piped",
  });
}

/** Limits no benchmark or probe reaches: the backend answers every request it is sent, and e-mails each. */
export const NO_LIMITS: Record<string, string> = {
  RATE_LIMIT_PER_CLIENT_PER_HOUR: "1000000",
  RATE_LIMIT_PER_EMAIL_PER_HOUR: "1000000",
  TEAM_EMAILS_PER_HOUR: "1000000",
  VISITOR_CONFIRMATIONS_PER_HOUR: "1000000",
};

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
  const child = localBackendCommand(env).spawn();
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
