import { useEffect, useId, useState } from "react";
import { css } from "@emotion/react";
import { Link, graphql } from "gatsby";
import { Menu, X } from "lucide-react";
import { Container } from "./Container";
import { Logo } from "./Logo";
import { theme } from "../theme";

export const query = graphql`
  fragment HeaderContent on HeaderYaml {
    logoLabel
    navigationLabel
    links {
      label
      target
    }
    openMenuLabel
    closeMenuLabel
  }
`;

type HeaderProps = { content: Queries.HeaderContentFragment; companyName: string };

const { colors, space, radii, shadows, sizes, fontWeights, mq, transitions, zIndices } = theme;

const barStyles = css`
  position: sticky;
  top: 0;
  z-index: ${zIndices.header};
  background: ${colors.headerGlass};
  backdrop-filter: saturate(180%) blur(8px);
  box-shadow: ${shadows.header};
`;

const innerStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${sizes.headerHeight};
  gap: ${space[4]};
`;

const logoLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: ${sizes.touch};
  text-decoration: none;
  border-radius: ${radii.sm};
`;

const menuButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${sizes.touch};
  height: ${sizes.touch};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.ink};
  cursor: pointer;
  svg {
    width: ${sizes.icon};
    height: ${sizes.icon};
  }
  ${mq.md} {
    display: none;
  }
`;

const navStyles = css`
  /* Phones: a panel under the bar, shown when the menu button is pressed. */
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  display: none;
  background: ${colors.surface};
  border-top: 1px solid ${colors.border};
  box-shadow: ${shadows.lg};
  padding: ${space[2]} ${space[5]} ${space[4]};
  ${mq.md} {
    position: static;
    display: block;
    background: none;
    border: 0;
    box-shadow: none;
    padding: 0;
  }
  ul {
    list-style: none;
    display: flex;
    flex-direction: column;
    ${mq.md} {
      flex-direction: row;
      gap: ${space[2]};
    }
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${sizes.touch};
    padding: 0 ${space[3]};
    border-radius: ${radii.sm};
    color: ${colors.ink};
    font-weight: ${fontWeights.semibold};
    text-decoration: none;
    transition: color ${transitions.fast}, background-color ${transitions.fast};
    &:hover {
      color: ${colors.accent};
      background: ${colors.accentSoft};
    }
  }
`;

const openNavStyles = css`
  display: block;
`;

/** Sticky header: logo home link and anchors to the home page's sections. */
export function Header({ content, companyName }: HeaderProps) {
  const [open, setOpen] = useState(false);
  const navId = useId();

  // Escape closes the phone menu, as it would any disclosure.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header css={barStyles}>
      <Container css={innerStyles}>
        <Link to="/" css={logoLinkStyles} aria-label={content.logoLabel}>
          <Logo companyName={companyName} />
        </Link>
        <button
          type="button"
          css={menuButtonStyles}
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? content.closeMenuLabel : content.openMenuLabel}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <nav id={navId} css={[navStyles, open && openNavStyles]} aria-label={content.navigationLabel}>
          <ul>
            {content.links.map((link) => (
              <li key={link.target}>
                {/* "/#id" works from every page; on the home page it only scrolls. */}
                <a href={`/#${link.target}`} onClick={() => setOpen(false)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </header>
  );
}
