// A throw-away PostgreSQL 15 server for the tests and the benchmark: a new
// cluster in a temporary folder, on a free 127.0.0.1 port, removed afterwards.
// initdb refuses to run as root, so as root the server runs as the `postgres`
// system user (created if missing).
import { freePort } from "../freePort.ts";

const PG_BIN = Deno.env.get("PG_BIN") ?? "/usr/lib/postgresql/15/bin";

export type PostgresCluster = {
  /** Connection URL for `database` (default "postgres"), as the superuser. */
  url(database?: string): string;
  /**
   * Stops the server as a restart or a failover does (`pg_ctl -m fast stop`:
   * every connection is closed), keeping its data and port; `startServer()`
   * brings it back.
   */
  stopServer(): Promise<void>;
  /** Starts the server again on the same port and data, after stopServer(). */
  startServer(): Promise<void>;
  stop(): void;
};

async function run(command: string, args: string[]): Promise<void> {
  const { success, stdout, stderr } = await new Deno.Command(command, { args, stdout: "piped", stderr: "piped" })
    .output();
  if (!success) {
    const output = new TextDecoder().decode(stdout) + new TextDecoder().decode(stderr);
    throw new Error(`${command} ${args.join(" ")} failed:\n${output.slice(-2000)}`);
  }
}

/** As root, a command prefix that runs as the unprivileged `postgres` user. */
async function unprivileged(): Promise<{ prefix: string[]; owner?: string }> {
  if (Deno.uid() !== 0) return { prefix: [] };
  const exists = await new Deno.Command("id", { args: ["-u", "postgres"], stdout: "null", stderr: "null" }).output();
  if (!exists.success) {
    await run("useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"]);
  }
  return { prefix: ["runuser", "-u", "postgres", "--"], owner: "postgres" };
}

/** True when the PostgreSQL binaries are installed here. */
export function postgresAvailable(): boolean {
  try {
    return Deno.statSync(`${PG_BIN}/initdb`).isFile;
  } catch {
    return false;
  }
}

export async function startPostgres(): Promise<PostgresCluster> {
  if (!postgresAvailable()) throw new Error(`PostgreSQL binaries not found in ${PG_BIN} (set PG_BIN)`);
  const dir = await Deno.makeTempDir({ prefix: "contact-pg-" });
  const dataDir = `${dir}/data`;
  const port = freePort();
  const { prefix, owner } = await unprivileged();
  if (owner) await run("chown", [owner, dir]);
  const as = (binary: string, args: string[]) =>
    prefix.length
      ? run(prefix[0], [...prefix.slice(1), `${PG_BIN}/${binary}`, ...args])
      : run(`${PG_BIN}/${binary}`, args);

  let started = false;
  const stop = () => {
    if (started) {
      // Immediate: the cluster is thrown away, nothing needs to be flushed.
      const command = prefix.length ? prefix[0] : `${PG_BIN}/pg_ctl`;
      const args = [
        ...prefix.slice(1),
        ...(prefix.length ? [`${PG_BIN}/pg_ctl`] : []),
        "-D",
        dataDir,
        "-m",
        "immediate",
        "-w",
        "stop",
      ];
      new Deno.Command(command, { args, stdout: "null", stderr: "null" }).outputSync();
      started = false;
    }
    try {
      Deno.removeSync(dir, { recursive: true });
    } catch {
      // already gone
    }
  };
  const startServer = async () => {
    await as("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      `${dir}/server.log`,
      "-w",
      "-t",
      "60",
      "start",
      "-o",
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    ]);
    started = true;
  };
  const stopServer = async () => {
    await as("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
    started = false;
  };
  try {
    await as("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--locale=C"]);
    await startServer();
  } catch (error) {
    let log = "";
    try {
      log = Deno.readTextFileSync(`${dir}/server.log`);
    } catch { /* no log yet */ }
    stop();
    throw new Error(`${(error as Error).message}\n${log.slice(-2000)}`);
  }
  // The test process may end without calling stop() (a failed test): clean up anyway.
  globalThis.addEventListener("unload", stop);
  return {
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stopServer,
    startServer,
    stop,
  };
}
