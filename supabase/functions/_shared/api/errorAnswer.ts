// How the function refuses in JSON, on every route: `{ error: { code,
// message, ...details } }`, a stable code for programs, a sentence for
// people, and the details of its kind beside them (send-contact-email/handler.ts
// shapes it from an HttpError). Each API's contract names the details its
// callers read (quotePageApi.ts, consoleApi.ts).
import { absentAs, fields, type Reader, text } from "./read.ts";

/** A refusal, its details of kind `Details` beside its code and message. */
export type ErrorAnswer<Details extends object = Record<string, unknown>> = {
  error: { code: string; message: string } & Details;
};

// The code is what a caller acts on; the sentence is for people, and a
// refusal shaped by a proxy or an older function may lack it: read as "".
const readCode = fields<{ code: string; message: string }>({ code: text, message: absentAs(text, "") });

/** The reader of a refusal whose details are read with `readDetails` (fields<Details>({ ... })). */
export const refusalReader = <Details extends object>(readDetails: Reader<Details>): Reader<ErrorAnswer<Details>> =>
  fields<ErrorAnswer<Details>>({
    error: (value, at) => ({ ...readCode(value, at), ...readDetails(value, at) }),
  });
