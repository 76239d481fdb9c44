// The quote form's styles, shared by the plain form and the live one, and
// the controls' styles the site's other forms take (the booking form, the
// tracking form, the team's console). The Cargo details' and the packing
// list's are beside their parts (cargo/cargoStyles.ts).
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

/** A yes-or-no check box with its label beside it, at the foot of its grid cell like the controls beside it. */
export const checkFieldStyles = css`
  align-self: end;
  ${boxWithLabel}
  label {
    font-weight: ${fontWeights.semibold};
  }
`;
