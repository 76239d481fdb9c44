// JSON written inside a <script> element (data, or a script's literal): no
// `<` in it, so nothing in the data can end the element (`</script>`) or open
// a comment (`<!--`); `\u003c` reads back as `<` in JSON and in JavaScript.

/** `value` as JSON that is safe inside a <script> element. */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");
