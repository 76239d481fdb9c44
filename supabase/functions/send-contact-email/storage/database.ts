// The little the store needs from a database, so the same SQL runs on
// node-postgres (production, tests, benchmark) and on PGlite (local backend).
//
// node-postgres (`pg`) rather than postgres.js: postgres.js 3.4.9 (the newest
// release) crashes the whole process when PostgreSQL closes a connection under
// load (a write queued with setImmediate runs after the socket is gone and
// throws outside every try/catch, as several reports to postgres.js say),
// which took the function down with every request it was serving. pg settles
// a closed or refused connection as a rejected query, and its pool replaces
// broken connections by itself. docs/performance.md, "25 November 2026: the
// database driver under restarts", has the measurements.
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

/** The part of node-postgres used here (the package ships no types of its own). */
type PgQueryConfig = { text: string; values?: unknown[]; queryMode?: "extended" };
type PgClient = {
  query(query: string | PgQueryConfig): Promise<{ rows: Row[] }>;
  on(event: "error", listener: (error: Error) => void): unknown;
  off(event: "error", listener: (error: Error) => void): unknown;
  /** Back to the pool; with an error, the connection is closed instead. */
  release(error?: Error): void;
};
type PgPool = {
  connect(): Promise<PgClient>;
  on(event: "error", listener: (error: Error) => void): unknown;
  end(): Promise<void>;
};
const { Pool, DatabaseError } = pg as unknown as {
  Pool: new (config: Record<string, unknown>) => PgPool;
  /** An error the server answered with: the connection itself is fine. */
  DatabaseError: abstract new (...args: never[]) => Error;
};

/**
 * The database could not be reached: no connection could be opened, the one in
 * use broke or was closed, or a statement got no answer in time. Whatever
 * the driver threw is its `cause`. Only this (and the store's own deadline,
 * DeadlineError) means the database is away; an error the server answered
 * with carries a SQLSTATE, and any other error is a refusal (a bug, say).
 */
export class DatabaseUnreachableError extends Error {
  constructor(cause: unknown) {
    super(`the database could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "DatabaseUnreachableError";
  }
}

/** The store did not answer within its deadline (withDeadline): the database is away. */
export class DeadlineError extends Error {
  constructor(ms: number) {
    super(`the database did not answer within ${ms} ms`);
    this.name = "DeadlineError";
  }
}

export type PostgresOptions = {
  maxConnections?: number;
  /** Longest wait for a connection: opening one, or a free one from a full pool. */
  connectTimeoutMs?: number;
  /** Longest wait for one statement's answer; the connection is then closed. */
  queryTimeoutMs?: number;
  /** Told each connection the server closed while the pool held it idle (the pool replaces it): for the logs. */
  onConnectionError?: (error: Error) => void;
};

/**
 * The URL as node-postgres should read it. Throws when it is not a
 * postgres:// URL (the caller reports it without its value). With an
 * `sslmode`, libpq's meaning is asked for (`require`: encrypted, the
 * certificate unchecked), as postgres.js and psql read it: node-postgres alone
 * would check the certificate for `require`, and Supabase's is signed by its
 * own authority.
 */
export function postgresUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") {
    throw new TypeError("not a postgres:// URL");
  }
  if (!parsed.searchParams.has("sslmode") || parsed.searchParams.has("uselibpqcompat")) return url;
  return `${url}${url.includes("?") ? "&" : "?"}uselibpqcompat=true`;
}

/**
 * node-postgres (pg) over a connection URL. Every failure of the connection
 * becomes a rejected query: a closed or broken connection is dropped and the
 * next query opens a new one, so the pool recovers by itself once the server
 * is back. Answers stay bounded while the server is unreachable: opening a
 * connection gives up after `connectTimeoutMs`, a statement after
 * `queryTimeoutMs`. Statements go out unnamed (pg names one only when asked),
 * which Supabase's transaction pooler (Supavisor) requires: it cannot keep
 * prepared statements.
 */
export function connectPostgres(url: string, options: PostgresOptions = {}): Database {
  const pool = new Pool({
    connectionString: postgresUrl(url),
    max: options.maxConnections ?? 5,
    idleTimeoutMillis: 20_000,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
    query_timeout: options.queryTimeoutMs ?? 5_000,
    keepAlive: true,
  });
  // An idle connection the server closed (a restart, the pooler letting it
  // go) is an "error" event on the pool: the pool has already dropped it, and
  // without a listener the event would end the process.
  pool.on("error", (error) => options.onConnectionError?.(error));

  /**
   * Runs `use` on a pooled connection. A connection that failed (closed,
   * broken, a statement timed out) is closed rather than reused; one whose
   * statement the server refused goes back to the pool.
   */
  const withClient = async <T>(use: (run: (query: PgQueryConfig) => Promise<Row[]>) => Promise<T>): Promise<T> => {
    let client: PgClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw new DatabaseUnreachableError(error);
    }
    let broken: Error | undefined;
    // While the connection is ours, its "error" events are ours to take.
    const onError = (error: Error) => broken ??= error;
    client.on("error", onError);
    const run = async (query: PgQueryConfig) => {
      if (broken) throw new DatabaseUnreachableError(broken);
      try {
        return (await client.query(query)).rows;
      } catch (error) {
        // The server's answer (a SQLSTATE) as it is; anything else broke the connection.
        if (error instanceof DatabaseError) throw error;
        broken ??= error as Error;
        throw new DatabaseUnreachableError(error);
      }
    };
    try {
      return await use(run);
    } finally {
      client.off("error", onError);
      client.release(broken);
    }
  };

  const runner = (run: (query: PgQueryConfig) => Promise<Row[]>): SqlRunner => ({
    // The extended protocol even without parameters: one statement, as on PGlite.
    query: async <T extends Row>(text: string, params: unknown[] = []) =>
      (await run({ text, values: params, queryMode: "extended" })) as T[],
    // Without parameters pg uses the simple protocol, which allows several statements.
    exec: async (script: string) => {
      await run({ text: script });
    },
  });

  return {
    query: (text, params) => withClient((run) => runner(run).query(text, params)),
    exec: (script) => withClient((run) => runner(run).exec(script)),
    transaction: <T>(work: (tx: SqlRunner) => Promise<T>) =>
      withClient(async (run) => {
        await run({ text: "begin" });
        let result: T;
        try {
          result = await work(runner(run));
        } catch (error) {
          // A broken connection is closed instead, which rolls back on the server.
          await run({ text: "rollback" }).catch(() => {});
          throw error;
        }
        await run({ text: "commit" });
        return result;
      }),
    close: () => pool.end(),
  };
}

/**
 * A database for a deployment that has none (no usable SUPABASE_DB_URL): every
 * statement fails as a database that cannot be reached does, so leads go out
 * directly and the health route names it.
 */
export function unreachableDatabase(reason: string): Database {
  const fail = () => Promise.reject(new DatabaseUnreachableError(new Error(reason)));
  return { query: fail, exec: fail, transaction: fail, close: () => Promise.resolve() };
}

/**
 * Rejects when `work` has not settled within `ms`: a database that does not
 * answer in time is away. The work itself goes on (a transaction may still
 * commit later), which is why a request's identity never depends on it
 * (reference.ts).
 */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(ms)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * What a failed store means. `away`: the database could not be reached (a
 * refused or closed connection, a statement without an answer: a
 * DatabaseUnreachableError, or the store's own deadline, a DeadlineError) or
 * said it cannot serve now (class 08, 57P01-57P03, 53300); trying again later
 * works. `refused`: anything else: it answered and would not take what it was
 * given (class 42: a column or table the code expects is missing, a migration
 * not applied; class 23: a constraint; any other SQLSTATE), or the store
 * failed in its own code (no SQLSTATE: a bug). Trying again changes nothing
 * until the cause is fixed, and it says nothing about the other leads.
 * `name` is the error's (DatabaseError, TypeError...), for the logs.
 */
export type DatabaseFailure = { kind: "away" | "refused"; sqlstate: string | null; name: string; message: string };

/** SQLSTATEs outside class 08 that mean the server cannot serve now (shutting down, starting, out of connections). */
const AWAY_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/**
 * Reads a failure of the database. A server's answer (node-postgres's and
 * PGlite's DatabaseError) carries `severity` and a five-character SQLSTATE in
 * `code`; a Node system error's `code` (EPIPE, ECONNREFUSED) is no SQLSTATE.
 */
export function classifyDatabaseError(error: unknown): DatabaseFailure {
  const fields = (typeof error === "object" && error !== null ? error : {}) as { code?: unknown; severity?: unknown };
  const sqlstate = typeof fields.severity === "string" && typeof fields.code === "string" &&
      /^[0-9A-Z]{5}$/.test(fields.code)
    ? fields.code
    : null;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  const name = error instanceof Error ? error.name : typeof error;
  const unreachable = error instanceof DatabaseUnreachableError || error instanceof DeadlineError;
  const away = sqlstate === null ? unreachable : sqlstate.startsWith("08") || AWAY_SQLSTATES.has(sqlstate);
  return { kind: away ? "away" : "refused", sqlstate, name, message };
}
