// How a value of content/ is named in a message to an editor ("but found the
// number 5"), in every check of the content schema (schemaDsl.ts), the build's
// and the function's generators' alike.
export const describeValue = (value: unknown): string => {
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a group of fields";
  if (typeof value === "number") return `the number ${value}`;
  if (typeof value === "boolean") return `${value} (a yes/no value)`;
  return JSON.stringify(value);
};
