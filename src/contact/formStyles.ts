// The quote form's styles, shared by the plain form and the live one.
import { css, keyframes } from "@emotion/react";
import { theme } from "../theme";

const { colors, space, radii, shadows, fontSizes, fontWeights, sizes, mq, transitions, lineHeights } = theme;

export const cardStyles = css`
  padding: ${space[6]} ${space[5]};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.lg};
  ${mq.md} {
    padding: ${space[8]};
  }
  h3 {
    font-size: ${fontSizes["2xl"]};
    margin-bottom: ${space[6]};
  }
`;

export const gridStyles = css`
  display: grid;
  gap: ${space[5]};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const fullWidthStyles = css`
  grid-column: 1 / -1;
`;

export const labelStyles = css`
  display: block;
  margin-bottom: ${space[2]};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  color: ${colors.ink};
`;

export const asteriskStyles = css`
  margin-inline-start: ${space[1]};
  color: ${colors.accent};
`;

export const controlStyles = css`
  display: block;
  width: 100%;
  min-height: ${sizes.touch};
  padding: ${space[2]} ${space[4]};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.ink};
  line-height: ${lineHeights.normal};
  transition:
    border-color ${transitions.fast},
    box-shadow ${transitions.fast};
  &::placeholder {
    color: ${colors.muted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${colors.muted};
  }
  &:focus-visible {
    border-color: ${colors.focus};
  }
  &[aria-invalid="true"] {
    border-color: ${colors.danger};
    box-shadow: inset 0 0 0 1px ${colors.danger};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${colors.surfaceAlt};
    color: ${colors.muted};
  }
`;

export const textareaStyles = css`
  resize: vertical;
  padding-top: ${space[3]};
  padding-bottom: ${space[3]};
`;

export const selectWrapStyles = css`
  position: relative;
  > svg {
    position: absolute;
    top: 50%;
    inset-inline-end: ${space[3]};
    width: ${sizes.iconSm};
    height: ${sizes.iconSm};
    transform: translateY(-50%);
    color: ${colors.muted};
    pointer-events: none;
  }
`;

export const selectStyles = css`
  appearance: none;
  padding-inline-end: ${space[10]};
  cursor: pointer;
  /* The placeholder choice looks like a placeholder, with or without JavaScript. */
  &:has(option[value=""]:checked) {
    color: ${colors.muted};
  }
  option {
    color: ${colors.ink};
  }
`;

export const errorStyles = css`
  display: flex;
  gap: ${space[2]};
  align-items: flex-start;
  margin-top: ${space[2]};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  color: ${colors.danger};
  svg {
    flex: none;
    width: ${sizes.iconSm};
    height: ${sizes.iconSm};
    margin-top: 0.1em;
  }
`;

export const actionsStyles = css`
  display: grid;
  gap: ${space[4]};
  margin-top: ${space[8]};
  button {
    width: 100%;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const spinnerStyles = css`
  animation: ${spin} 0.8s linear infinite;
  ${mq.reducedMotion} {
    animation: none;
  }
`;

export const footnoteStyles = css`
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
  text-align: center;
  a {
    color: ${colors.ink};
    font-weight: ${fontWeights.semibold};
  }
`;

export const hintStyles = css`
  margin-top: ${space[1]};
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
`;

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

export const fieldsetStyles = css`
  grid-column: 1 / -1;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  > legend {
    padding: 0;
  }
`;

/** Length, width and height side by side, even on a phone. */
export const sidesStyles = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space[3]};
  /* A label that wraps on a phone must not push its box below the others'. */
  align-items: end;
  label {
    font-weight: ${fontWeights.medium};
  }
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

/** A check box or radio button with its words beside it, as tall as a touch target. */
const boxWithLabel = css`
  label {
    display: flex;
    align-items: center;
    gap: ${space[2]};
    min-height: ${sizes.touch};
    color: ${colors.ink};
    cursor: pointer;
  }
  input {
    flex: none;
    width: ${sizes.checkbox};
    height: ${sizes.checkbox};
    accent-color: ${colors.accent};
  }
`;

export const choicesStyles = css`
  display: grid;
  gap: ${space[2]} ${space[4]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${boxWithLabel}
`;

/** The two places a shipment is delivered to: one a line, their words longer than a content's name. */
export const deliverToStyles = css`
  grid-template-columns: minmax(0, 1fr);
`;

/** A yes-or-no check box with its label beside it, at the foot of its grid cell like the controls beside it. */
export const checkFieldStyles = css`
  align-self: end;
  ${boxWithLabel}
  label {
    font-weight: ${fontWeights.semibold};
  }
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
