// What a failed store means: only a database that cannot be reached (its
// connection refused, broken or closed, a statement without an answer) or the
// store's own deadline is "away"; a SQLSTATE is read by its class; anything
// else, an error of the function's own code with no SQLSTATE, is a refusal
// named by its error's name, never a notice that the database does not answer.
import { deepStrictEqual } from "node:assert/strict";
import { freePort } from "../../../../local/freePort.ts";
import {
  classifyDatabaseError,
  connectPostgres,
  DatabaseUnreachableError,
  DeadlineError,
  withDeadline,
} from "../../../send-contact-email/storage/database.ts";

/** A server's answer, as node-postgres and PGlite give it. */
const answered = (code: string) => Object.assign(new Error(`server said ${code}`), { severity: "ERROR", code });

const kindOf = (error: unknown) => {
  const { kind, sqlstate, name } = classifyDatabaseError(error);
  return { kind, sqlstate, name };
};

Deno.test("a server's answer is read by its SQLSTATE: class 08 and the server going away are away, the rest refusals", () => {
  deepStrictEqual(kindOf(answered("08006")), { kind: "away", sqlstate: "08006", name: "Error" });
  deepStrictEqual(kindOf(answered("57P01")), { kind: "away", sqlstate: "57P01", name: "Error" });
  deepStrictEqual(kindOf(answered("53300")), { kind: "away", sqlstate: "53300", name: "Error" });
  deepStrictEqual(kindOf(answered("42703")), { kind: "refused", sqlstate: "42703", name: "Error" });
  deepStrictEqual(kindOf(answered("23505")), { kind: "refused", sqlstate: "23505", name: "Error" });
});

Deno.test("with no SQLSTATE, only the connection or the deadline is away; any other error is a refusal, by name", () => {
  deepStrictEqual(kindOf(new DatabaseUnreachableError(new Error("ECONNREFUSED"))).kind, "away");
  deepStrictEqual(kindOf(new DeadlineError(3000)).kind, "away");
  deepStrictEqual(kindOf(new Error("none of the request's references is free")), {
    kind: "refused",
    sqlstate: null,
    name: "Error",
  });
  deepStrictEqual(kindOf(new TypeError("cannot read 'x' of undefined")), {
    kind: "refused",
    sqlstate: null,
    name: "TypeError",
  });
  // A Node system error's code is not a SQLSTATE, and not a connection error of the store's either unless wrapped.
  deepStrictEqual(kindOf(Object.assign(new Error("EPIPE"), { code: "EPIPE" })).kind, "refused");
});

Deno.test("the store's deadline rejects with a DeadlineError, which is away", async () => {
  let failure: unknown;
  await withDeadline(new Promise(() => {}), 10).catch((error) => (failure = error));
  deepStrictEqual(failure instanceof DeadlineError, true);
  deepStrictEqual(classifyDatabaseError(failure).kind, "away");
});

Deno.test({
  name: "node-postgres against a port nobody listens on: the failure is the connection's, away",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const db = connectPostgres(`postgres://nobody@127.0.0.1:${freePort()}/nothing`, { connectTimeoutMs: 2000 });
    try {
      let failure: unknown;
      await db.query("select 1").catch((error) => (failure = error));
      deepStrictEqual(failure instanceof DatabaseUnreachableError, true, String(failure));
      deepStrictEqual(classifyDatabaseError(failure).kind, "away");
      failure = undefined;
      await db.transaction((tx) => tx.query("select 1")).catch((error) => (failure = error));
      deepStrictEqual(classifyDatabaseError(failure).kind, "away");
    } finally {
      await db.close();
    }
  },
});
