// The Cargo details group's styles and its packing list's: the group (a
// native <details>), its lines, their tools, where the shipment is delivered
// to, and the live estimate. The controls inside are styled as every control
// of the form (../formStyles.ts).
import { css } from "@emotion/react";
import { theme } from "../../theme";
import { controlStyles } from "../formStyles";

const { colors, space, radii, fontSizes, fontWeights, sizes, mq, transitions } = theme;

/** The optional Cargo details group: a native <details>, so it opens without JavaScript. */
export const cargoStyles = css`
  grid-column: 1 / -1;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surfaceAlt};
  > summary {
    display: flex;
    align-items: center;
    gap: ${space[3]};
    min-height: ${sizes.touch};
    padding: ${space[3]} ${space[4]};
    font-weight: ${fontWeights.semibold};
    color: ${colors.ink};
    cursor: pointer;
    list-style: none;
    border-radius: ${radii.md};
    &::-webkit-details-marker {
      display: none;
    }
    &:hover {
      background: ${colors.skySoft};
    }
    > svg {
      flex: none;
      width: ${sizes.iconSm};
      height: ${sizes.iconSm};
      color: ${colors.sky};
      transition: transform ${transitions.fast};
    }
  }
  &[open] > summary > svg:last-child {
    transform: rotate(180deg);
  }
  > div {
    display: grid;
    gap: ${space[5]};
    padding: ${space[2]} ${space[4]} ${space[5]};
  }
  /* Closed, its fields are not rendered at all. The browser hides a closed
     group's content but keeps its boxes, and what reads every field once the
     page is parsed (Chromium's form filling, most likely) has the closed group's
     fields styled and laid out, in the task that blocks a phone after the first
     paint (docs/performance.md, 26 November 2026). The cost: Chromium's
     find-in-page no longer opens the closed group to show a match inside it. */
  &:not([open]) > div {
    display: none;
  }
  ${mq.reducedMotion} {
    > summary > svg {
      transition: none;
    }
  }
`;

/** The summary's words take the space between its two icons. */
export const summaryTextStyles = css`
  flex: 1;
`;

export const introStyles = css`
  font-size: ${fontSizes.sm};
  color: ${colors.text};
`;

/**
 * One line of the packing list: its fieldset, its title, its controls. Styled
 * from the fieldset, its controls without classes of their own (three lines in
 * every page's first flight).
 */
export const lineStyles = css`
  display: grid;
  gap: ${space[3]};
  min-width: 0;
  margin: ${space[3]} 0 0;
  padding: ${space[3]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  > legend {
    padding: 0 ${space[1]};
    font-weight: ${fontWeights.semibold};
    color: ${colors.ink};
  }
  /* Pieces and the three sides, four abreast where they fit and two on a phone; then the weight, per piece,
     stackable. With JavaScript, the list of common sizes comes first, its label beside it where there is room. */
  > div {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(${sizes.lineNumberCell}, 1fr));
    gap: ${space[3]};
    align-items: end;
  }
  > div + div {
    grid-template-columns: repeat(auto-fit, minmax(${sizes.lineChoiceCell}, 1fr));
  }
  > div:has(> select) {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space[2]} ${space[3]};
    > label {
      flex: 1 1 ${sizes.lineChoiceCell};
    }
    > select {
      flex: 1 1 ${sizes.lineSizeList};
      width: auto;
    }
  }
  > div:has(> select) + div {
    grid-template-columns: repeat(auto-fit, minmax(${sizes.lineNumberCell}, 1fr));
  }
  label {
    display: block;
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.medium};
    color: ${colors.ink};
  }
  input:not([type="checkbox"]) {
    ${controlStyles};
    margin-top: ${space[2]};
  }
  label:has(> [type="checkbox"]) {
    display: flex;
    align-items: center;
    gap: ${space[2]};
    min-height: ${sizes.touch};
    cursor: pointer;
  }
  [type="checkbox"] {
    flex: none;
    width: ${sizes.checkbox};
    height: ${sizes.checkbox};
    accent-color: ${colors.accent};
  }
`;

/** A line's add and remove buttons: as wide as their words, at the line's start. */
export const lineToolStyles = css`
  justify-self: start;
  margin-top: ${space[3]};
`;

/** The lines after the first, under "another size": a native <details>, its summary with the browser's marker. */
export const linesMoreStyles = css`
  margin-top: ${space[3]};
  > summary {
    min-height: ${sizes.touch};
    padding-block: ${space[2]};
    font-weight: ${fontWeights.semibold};
    color: ${colors.ink};
    cursor: pointer;
  }
  &:not([open]) > div {
    display: none;
  }
`;

/**
 * The questions under a content's box (GoodsQuestions.tsx), across the boxes'
 * grid, set in from it: shown once the box before them is ticked, where the
 * browser has :has() (elsewhere always). Styled from here, their fieldsets,
 * legends and radio buttons without classes of their own.
 */
export const questionsStyles = css`
  grid-column: 1 / -1;
  display: grid;
  gap: ${space[3]};
  margin-bottom: ${space[2]};
  padding-inline-start: ${space[4]};
  border-inline-start: 2px solid ${colors.border};
  label:has(> input:not(:checked)) + & {
    display: none;
  }
  fieldset {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(${sizes.lineChoiceCell}, 1fr));
    gap: 0 ${space[4]};
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${space[1]};
    padding: 0;
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
    color: ${colors.ink};
  }
  fieldset > p {
    grid-column: 1 / -1;
  }
`;

/** The two places a shipment is delivered to: one a line, their words longer than a content's name. */
export const deliverToStyles = css`
  grid-template-columns: minmax(0, 1fr);
`;

/** The live estimate of the chargeable weight: empty until pieces, size and weight are filled in. */
export const estimateStyles = css`
  &:empty {
    display: none;
  }
  padding: ${space[4]};
  border-radius: ${radii.md};
  background: ${colors.surface};
  border-inline-start: 4px solid ${colors.sky};
  font-size: ${fontSizes.sm};
  color: ${colors.text};
  strong {
    display: block;
    margin-bottom: ${space[1]};
    font-size: ${fontSizes.md};
    color: ${colors.ink};
  }
  p + p {
    margin-top: ${space[1]};
  }
`;
