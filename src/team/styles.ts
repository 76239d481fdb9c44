// The console's styles, from the theme; the forms reuse the quote form's (src/contact/formStyles.ts).
import { css } from "@emotion/react";
import { theme } from "../theme";

const { colors, space, sizes, fontSizes, fontWeights, radii } = theme;

export const consoleStyles = css`
  max-width: ${sizes.container};
  margin: 0 auto;
  padding: ${space[8]} ${space[5]} ${space[16]};
  h1 {
    font-size: ${fontSizes["3xl"]};
  }
  h2 {
    font-size: ${fontSizes["2xl"]};
    margin-block: ${space[8]} ${space[4]};
  }
  h3 {
    font-size: ${fontSizes.lg};
    margin-block: ${space[6]} ${space[3]};
  }
  h1:focus,
  h2:focus {
    outline: none;
  }
`;

export const barStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
`;

export const statusStyles = css`
  margin-block: ${space[4]};
  &:empty {
    display: none;
  }
  padding: ${space[3]} ${space[4]};
  border-inline-start: 4px solid ${colors.sky};
  background: ${colors.skySoft};
  color: ${colors.ink};
`;

export const formStyles = css`
  display: grid;
  gap: ${space[4]};
  max-width: ${sizes.prose};
  margin-block-end: ${space[6]};
  > button {
    justify-self: start;
  }
`;

export const tableWrapStyles = css`
  overflow-x: auto;
`;

export const tableStyles = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};
  caption {
    text-align: start;
    font-weight: ${fontWeights.semibold};
    margin-block-end: ${space[2]};
  }
  th,
  td {
    padding: ${space[2]} ${space[3]};
    border-block-end: 1px solid ${colors.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    color: ${colors.ink};
    background: ${colors.surfaceAlt};
  }
`;

/** The age of a lead past 20 hours and not answered: red, and a word that says so. */
export const lateStyles = css`
  color: ${colors.danger};
  font-weight: ${fontWeights.bold};
`;

/** A lead whose shipper asked to book: a word in a badge, so not only the colour says it. */
export const bookingFlagStyles = css`
  display: inline-block;
  margin-inline-start: ${space[2]};
  padding-inline: ${space[2]};
  border-radius: ${radii.sm};
  background: ${colors.skySoft};
  color: ${colors.ink};
  font-weight: ${fontWeights.bold};
`;

export const detailsStyles = css`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${space[2]} ${space[4]};
  dt {
    font-weight: ${fontWeights.semibold};
    color: ${colors.ink};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export const actionsStyles = css`
  display: grid;
  gap: ${space[4]};
  form {
    padding: ${space[4]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    margin: 0;
  }
`;

export const listStyles = css`
  display: grid;
  gap: ${space[2]};
  padding-inline-start: ${space[5]};
`;

/** A choice among a few radios, each label beside its box, the group wrapping on narrow screens. */
export const choicesStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[5]};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    min-block-size: ${sizes.touch};
  }
  input {
    inline-size: ${sizes.checkbox};
    block-size: ${sizes.checkbox};
    accent-color: ${colors.accent};
  }
`;
