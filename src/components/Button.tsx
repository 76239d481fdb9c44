import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import { css, type SerializedStyles } from "@emotion/react";
import { Link } from "gatsby";
import { theme } from "../theme";

export type ButtonVariant = "primary" | "secondary" | "onDark" | "light";

const { colors, radii, sizes, space, fontSizes, fontWeights, transitions, shadows, mq } = theme;

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: ${sizes.touch};
  padding: ${space[3]} ${space[6]};
  border: 2px solid transparent;
  border-radius: ${radii.md};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${transitions.fast},
    border-color ${transitions.fast},
    color ${transitions.fast},
    transform ${transitions.fast},
    box-shadow ${transitions.fast};
  &:hover:not(:disabled) {
    transform: translateY(-1px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.75;
  }
  svg {
    width: ${sizes.iconSm};
    height: ${sizes.iconSm};
    flex: none;
  }
`;

const variants: Record<ButtonVariant, SerializedStyles> = {
  primary: css`
    background: ${colors.accent};
    color: ${colors.white};
    box-shadow: ${shadows.sm};
    &:hover:not(:disabled) {
      background: ${colors.accentHover};
      box-shadow: ${shadows.md};
    }
  `,
  secondary: css`
    background: ${colors.surface};
    color: ${colors.ink};
    border-color: ${colors.borderStrong};
    &:hover:not(:disabled) {
      border-color: ${colors.ink};
    }
  `,
  onDark: css`
    background: transparent;
    color: ${colors.white};
    border-color: ${colors.outlineOnNight};
    &:hover:not(:disabled) {
      background: ${colors.hoverOnNight};
      border-color: ${colors.white};
    }
    &:focus-visible {
      outline-color: ${colors.focusOnDark};
    }
  `,
  light: css`
    background: ${colors.white};
    color: ${colors.accentHover};
    &:hover:not(:disabled) {
      background: ${colors.accentSoft};
    }
    &:focus-visible {
      outline-color: ${colors.white};
    }
  `,
};

export const buttonStyles = (variant: ButtonVariant = "primary") => [base, variants[variant]];

/** A row of buttons side by side that stack, each full width, once a phone is too narrow for them. */
export const buttonRowStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  margin-top: ${space[8]};
  a {
    flex: 1 1 ${sizes.buttonBasis};
    ${mq.sm} {
      flex: 0 0 auto;
    }
  }
`;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** A real <button>: for actions such as submitting the form. */
export function Button({ variant = "primary", type = "button", ...props }: ButtonProps) {
  return <button type={type} css={buttonStyles(variant)} {...props} />;
}

type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; href: string };

/**
 * A link that looks like a button. In-page anchors (#contact) stay plain links so
 * they scroll smoothly with CSS alone, even before JavaScript has loaded; site
 * paths go through Gatsby's Link for instant navigation.
 */
export function ButtonLink({ variant = "primary", href, children, ...props }: ButtonLinkProps) {
  if (href.startsWith("/") && !href.includes("#")) {
    const { ref: _ref, ...rest } = props as typeof props & { ref?: unknown };
    return (
      <Link to={href} css={buttonStyles(variant)} {...(rest as object)}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} css={buttonStyles(variant)} {...props}>
      {children}
    </a>
  );
}
