// Label and value rows of a lead's page, as a definition list.
import { detailsStyles } from "../styles";

/** A value as the page shows it: nothing for an empty one, a list joined, text as it is. */
export const shown = (value: unknown): string | null => {
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(String).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
};

/** Label and value rows, as a definition list; those without a value left out. */
export function Rows({ rows }: { rows: readonly [string, string | null][] }) {
  return <dl css={detailsStyles}>{rows.map(([label, value]) => value !== null && <Row key={label} label={label} value={value} />)}</dl>;
}

export function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
