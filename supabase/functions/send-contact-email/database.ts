// The little the store needs from a database, so the same SQL runs on
// postgres.js (production, tests, benchmark) and on PGlite (local backend).
import postgres from "postgres";

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

/**
 * postgres.js over a connection URL. `prepare: false` because Supabase's
 * transaction pooler (Supavisor) cannot keep prepared statements.
 */
export function connectPostgres(url: string, options: { maxConnections?: number } = {}): Database {
  const sql = postgres(url, {
    prepare: false,
    max: options.maxConnections ?? 5,
    idle_timeout: 20,
    onnotice: () => {},
  });
  const runner = (client: postgres.Sql | postgres.TransactionSql): SqlRunner => ({
    query: async <T extends Row>(text: string, params: unknown[] = []) =>
      (await client.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[],
    // Without parameters postgres.js uses the simple protocol, which allows several statements.
    exec: async (script: string) => {
      await client.unsafe(script);
    },
  });
  return {
    ...runner(sql),
    transaction: async <T>(work: (tx: SqlRunner) => Promise<T>) => (await sql.begin((tx) => work(runner(tx)))) as T,
    close: () => sql.end({ timeout: 5 }),
  };
}
