// The few assertions the tests use (jsr:@std/assert cannot be fetched here).
export class AssertionError extends Error {
  override name = "AssertionError";
}

export function assert(condition: unknown, message = "assertion failed"): asserts condition {
  if (!condition) throw new AssertionError(message);
}

function format(value: unknown): string {
  return Deno.inspect(value, { depth: 10, colors: false, sorted: true });
}

export function assertEquals<T>(actual: T, expected: T, message?: string): void {
  if (format(actual) !== format(expected)) {
    throw new AssertionError(`${message ? `${message}: ` : ""}expected ${format(expected)}, got ${format(actual)}`);
  }
}

export function assertNotEquals<T>(actual: T, unexpected: T, message?: string): void {
  if (format(actual) === format(unexpected)) {
    throw new AssertionError(`${message ? `${message}: ` : ""}did not expect ${format(actual)}`);
  }
}

export function assertMatch(actual: string, pattern: RegExp, message?: string): void {
  if (!pattern.test(actual)) {
    throw new AssertionError(`${message ? `${message}: ` : ""}${format(actual)} does not match ${pattern}`);
  }
}
