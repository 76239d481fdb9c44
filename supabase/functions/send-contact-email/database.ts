// The little the store needs from a database, so the same SQL runs on
// node-postgres (production, tests, benchmark) and on PGlite (local backend).
//
// node-postgres (`pg`) rather than postgres.js: postgres.js 3.4.9 (the newest
// release) crashes the whole process when PostgreSQL closes a connection under
// load (a write queued with setImmediate runs after the socket is gone and
// throws outside every try/catch; porsager/postgres issues 1066, 1154, 1208),
// which took the function down with every request it was serving. pg settles
// a closed or refused connection as a rejected query, its pool replaces broken
// clients by itself, and it is the most used PostgreSQL client on npm.
// supabase/README.md, "When the database is away", has the measurements.
// @ts-types="@types/pg"
import pg from "pg";

export type Row = Record<string, unknown>;

export interface SqlRunner {
  /** One statement with $1-style parameters. */
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (a migration file). */
  exec(script: string): Promise<void>;
}

export interface Database extends SqlRunner {
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type PostgresOptions = {
  maxConnections?: number;
  /** How long opening a connection may take: a database that does not answer fails the query, never hangs it. */
  connectTimeoutMs?: number;
  /** How long one query may take before it is abandoned (the client is then replaced). */
  queryTimeoutMs?: number;
  /** Told every error of a connection the pool held idle (the pool replaces it); logging only. */
  onConnectionError?: (error: Error) => void;
};

type Queryable = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

const runner = (client: Queryable): SqlRunner => ({
  query: async <T extends Row>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
  // Without parameters pg uses the simple protocol, which allows several statements.
  exec: async (script: string) => {
    await client.query(script);
  },
});

/**
 * node-postgres over a connection URL. Statements are never named (pg
 * prepares only named ones), so Supabase's transaction pooler (Supavisor),
 * which cannot keep prepared statements, is fine.
 */
export function connectPostgres(url: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 5,
    idleTimeoutMillis: 20_000,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 2_500,
    query_timeout: options.queryTimeoutMs ?? 10_000,
    keepAlive: true,
  });
  // An idle client whose server went away emits "error"; without a listener
  // that would end the process. The pool drops it and opens a new one when needed.
  pool.on("error", (error: Error) => options.onConnectionError?.(error));
  return {
    ...runner(pool),
    async transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      // While checked out, a client's connection errors come to it: keep them from ending the process.
      let broken: Error | undefined;
      const onError = (error: Error) => (broken = error);
      client.on("error", onError);
      try {
        await client.query("begin");
        const result = await work(runner(client));
        await client.query("commit");
        return result;
      } catch (error) {
        // A query the database refused leaves a connection that can roll back and be used again;
        // one that cannot roll back is broken.
        const rolledBack = await client.query("rollback").then(() => true, () => false);
        if (!rolledBack) broken ??= error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        client.off("error", onError);
        // A client that failed is destroyed, not put back: its connection may be half closed.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
