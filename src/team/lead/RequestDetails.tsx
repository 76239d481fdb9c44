// What the visitor sent, on a lead's page: each field of the quote form under
// its label (the content's), in the form's order, its value in words where it
// is a code (where to deliver, insurance, the contents declared), and the
// packing list as a table. A field the content does not name (one the form
// gained since) shows under its own name, so nothing sent is hidden.
import { fillTemplate } from "../../content/fillTemplate";
import { isRecord } from "../../../supabase/functions/_shared/api/read.ts";
import {
  CARGO_FIELDS,
  CONTACT_FIELDS,
  LINE_NUMBER_FIELDS,
  lineNumber,
  type CargoLine,
} from "../../../supabase/functions/_shared/contactFields.ts";
import type { Lead } from "../../../supabase/functions/_shared/api/consoleApi.ts";
import type { TeamConsoleContent } from "../content";
import { formatFigure, formatMoney, wordOf } from "../format";
import { tableStyles, tableWrapStyles } from "../styles";
import { Rows, shown } from "./Rows";

type Words = TeamConsoleContent;

/** The fields the lead's words name (content/team-console.yaml, lead), where to deliver and insurance among them. */
const LEAD_FIELDS = ["name", "email", "phone", "shippingCountry", "shippingDetails", "message", "deliverTo", "insure"] as const;
type LeadField = (typeof LEAD_FIELDS)[number];

/** The cargo details' fields the request's words name (content/team-console.yaml, request): the form's, but the lines and the codes the lead's words name. */
const CARGO_LABELS = CARGO_FIELDS.filter(
  (name): name is Exclude<(typeof CARGO_FIELDS)[number], "cargoLines" | "deliverTo" | "insure"> =>
    name !== "cargoLines" && name !== "deliverTo" && name !== "insure",
);
type CargoLabel = (typeof CARGO_LABELS)[number];

const isLeadField = (name: string): name is LeadField => (LEAD_FIELDS as readonly string[]).includes(name);
const isCargoLabel = (name: string): name is CargoLabel => (CARGO_LABELS as readonly string[]).includes(name);

/** A field's label: the content's, or its own name for a field the content does not name. */
function labelOf(words: Words, name: string): string {
  if (isLeadField(name)) return words.lead[name];
  if (isCargoLabel(name)) return words.request[name];
  return name;
}

/** A field's value in words: codes named, figures as typed, the goods' value in the card's currency. */
function valueOf(words: Words, name: string, value: unknown, currency: string | null): string | null {
  const lead = words.lead;
  if (name === "deliverTo") return value === "door" ? lead.deliverToDoor : value === "airport" ? lead.deliverToAirport : shown(value);
  if (name === "insure") return value === true || value === "yes" ? lead.yes : value === false || value === "no" ? lead.no : shown(value);
  if (name === "cargoContents" && Array.isArray(value)) {
    return shown(value.map((code) => wordOf(words.request.contents, String(code))));
  }
  if (name === "goodsValue" && typeof value === "number" && currency) return formatMoney(value, currency);
  if (typeof value === "number") return formatFigure(value);
  return shown(value);
}

/** The packing list's lines as sent: those that read as lines (pieces and sides as numbers). */
export function linesOf(value: unknown): CargoLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter((line): line is CargoLine => isRecord(line) && LINE_NUMBER_FIELDS.every((field) => typeof line[field] === "number"));
}

/** The packing list as a table: each line's number (as the visitor's form numbered it), pieces, size, weight, stacking. */
function PackingList({ words, lines }: { words: Words["request"]; lines: readonly CargoLine[] }) {
  return (
    <div css={tableWrapStyles}>
      <table css={tableStyles}>
        <caption>{words.cargoLines}</caption>
        <thead>
          <tr>
            <th scope="col">{words.line}</th>
            <th scope="col">{words.pieces}</th>
            <th scope="col">{words.size}</th>
            <th scope="col">{words.weight}</th>
            <th scope="col">{words.stackable}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">{lineNumber(line, index)}</th>
              <td>{formatFigure(line.pieces)}</td>
              <td>
                {fillTemplate(words.sizeValue, {
                  length: formatFigure(line.lengthCm),
                  width: formatFigure(line.widthCm),
                  height: formatFigure(line.heightCm),
                })}
              </td>
              <td>{formatFigure(line.weightKg)}</td>
              <td>{line.stackable === false ? words.no : words.yes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the visitor sent: the form's fields in its order, then any other, then the packing list. */
export function RequestDetails({ content, lead }: { content: Words; lead: Lead }) {
  const request = lead.request;
  const currency = lead.offerWindow?.currency ?? (lead.price?.kind === "priced" ? lead.price.price.currency : null);
  const names = [
    ...LEAD_FIELDS,
    ...CONTACT_FIELDS.filter((name) => !isLeadField(name)),
    ...Object.keys(request).filter((name) => !(CONTACT_FIELDS as readonly string[]).includes(name)),
  ].filter((name) => name !== "cargoLines");
  const rows = names.map((name): [string, string | null] => [labelOf(content, name), valueOf(content, name, request[name], currency)]);
  const lines = linesOf(request.cargoLines);
  return (
    <>
      <h3>{content.lead.requestTitle}</h3>
      <Rows rows={rows} />
      {lines.length > 0 && <PackingList words={content.request} lines={lines} />}
    </>
  );
}
