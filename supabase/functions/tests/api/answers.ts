// What the contract tests share: an answer of the real handler read with its
// API's contract (_shared/api/), the way the site reads it, failing with where
// the answer is not the contract's.
import { deepStrictEqual, fail } from "node:assert/strict";
import { parse, type Reader } from "../../_shared/api/read.ts";

/** The answer's status checked, and its JSON read with `reader`: the value read, and the JSON as it came. */
export async function readAnswer<T>(
  response: Response,
  status: number,
  reader: Reader<T>,
): Promise<{ value: T; body: unknown }> {
  const body = await response.json();
  deepStrictEqual(response.status, status, JSON.stringify(body));
  const read = parse(reader, body);
  if (!read.ok) fail(`not the contract's answer: ${read.problem}\n${JSON.stringify(body, null, 2)}`);
  return { value: read.value, body };
}

/**
 * The answer read with `reader`, which must keep it whole: nothing in it
 * that the contract does not declare, and no field the reader had to give its
 * default (an answer the contract reads only partly is a field renamed on one side).
 */
export async function readWhole<T>(response: Response, status: number, reader: Reader<T>): Promise<T> {
  const { value, body } = await readAnswer(response, status, reader);
  deepStrictEqual(value, body, "the contract reads the answer whole");
  return value;
}
