// How bench-web prints its numbers: Markdown tables, milliseconds, kilobytes.

export const ms = (value) => `${Math.round(value)} ms`;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints a Markdown table, each column as wide as its widest cell. */
export const table = (header, rows) => {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(" | ")} |`;
  console.log([line(header), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...rows.map(line)].join("\n"));
};
