// Embedded PostgreSQL (PGlite, WebAssembly) for the local backend and tests:
// no server, no Docker, data in a folder. It lives outside the function's
// folder so the deployed function never carries it.
import { PGlite } from "@electric-sql/pglite";
import type { Database, Row, SqlRunner } from "../../functions/send-contact-email/storage/database.ts";

export type PgliteDatabase = Database & {
  /** The whole database as a tarball, to open copies of it quickly (see `snapshot` below). */
  snapshot(): Promise<Blob>;
};

/**
 * Opens PGlite in `dataDir`, or in memory when it is omitted. A `snapshot`
 * starts it from a previous snapshot() instead of an empty cluster: seconds
 * faster, which the tests use.
 */
export async function openPglite(options: { dataDir?: string; snapshot?: Blob } = {}): Promise<PgliteDatabase> {
  const db = new PGlite({ dataDir: options.dataDir, loadDataDir: options.snapshot });
  await db.waitReady;
  const runner = (client: Pick<PGlite, "query" | "exec">): SqlRunner => ({
    query: async <T extends Row>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    exec: async (script: string) => {
      await client.exec(script);
    },
  });
  return {
    ...runner(db),
    // PGlite has one connection: its transactions run one after another.
    transaction: (work) => db.transaction((tx) => work(runner(tx))),
    close: () => db.close(),
    snapshot: () => db.dumpDataDir("none"),
  };
}
