// A flight number as the team types it for a departure: the airline's
// 2-character IATA designator (letters, or a letter and a digit: CX, 3U, 5X),
// then the flight's 1 to 4 digits and an optional operational suffix letter:
// "CX 880", "cx880", "3U 8018", "CX 880A". Kept written one way, the
// designator, a space and the rest in capitals ("CX 880"), which is how the
// milestone e-mail and the quote page show it. Plain TypeScript with no
// imports: the function checks it, and the console's form may too.

/** What is wrong with a flight number: none given, or not a designator and 1 to 4 digits. */
export type FlightNumberProblem = "required" | "format";

export type FlightNumberCheck = { ok: true; flight: string } | { ok: false; problem: FlightNumberProblem };

/** The longest text read as a flight number (a few spaces around "CX 8801A"). */
const MAX_TYPED = 20;

/** The designator (two letters or digits, not both digits), the number, the suffix. */
const FLIGHT = /^((?![0-9]{2})[A-Z0-9]{2}) ?([0-9]{1,4})([A-Z]?)$/;

/** Checks a flight number as typed (spaces around it and case do not matter); the number written as "CX 880". */
export function checkFlightNumber(typed: unknown): FlightNumberCheck {
  if (typed === undefined || typed === null || (typeof typed === "string" && typed.trim() === "")) {
    return { ok: false, problem: "required" };
  }
  if (typeof typed !== "string" || typed.length > MAX_TYPED) return { ok: false, problem: "format" };
  const match = FLIGHT.exec(typed.trim().toUpperCase());
  if (!match) return { ok: false, problem: "format" };
  const [, designator, digits, suffix] = match;
  return { ok: true, flight: `${designator} ${digits}${suffix}` };
}
