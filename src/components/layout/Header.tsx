import { useEffect, useId, useRef, useState } from "react";
import { css } from "@emotion/react";
import { Link, graphql } from "gatsby";
import type { PageI18n } from "../../content/languages";
import { Container } from "../Container";
import { Icon } from "../icons/Icon";
import { LanguageMenu } from "./LanguageMenu";
import { Logo } from "./Logo";
import { popoverSupported } from "./popoverSupport";
import { theme } from "../../theme";

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
    languageLabel
  }
`;

type HeaderProps = { content: Queries.HeaderContentFragment; companyName: string; i18n: PageI18n };

const { colors, space, radii, shadows, sizes, fontWeights, mq, transitions, zIndices } = theme;

const barStyles = css`
  position: sticky;
  top: 0;
  z-index: ${zIndices.header};
  background: ${colors.headerGlass};
  /* Safari before 18 knows only the prefixed name (the build adds no prefixes). */
  -webkit-backdrop-filter: saturate(180%) blur(8px);
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
  ${mq.lg} {
    display: none;
  }
`;

const navStyles = css`
  /* Phones and tablets: a popover panel under the bar, opened by the menu button (no script needed). */
  position: fixed;
  inset: ${sizes.headerHeight} 0 auto 0;
  width: auto;
  height: auto;
  margin: 0;
  display: none;
  overflow: visible;
  color: inherit;
  background: ${colors.surface};
  border: 0;
  border-top: 1px solid ${colors.border};
  box-shadow: ${shadows.lg};
  padding: ${space[2]} ${space[5]} ${space[4]};
  &:popover-open {
    display: block;
  }
  ${mq.lg} {
    position: static;
    display: flex;
    align-items: center;
    gap: ${space[2]};
    background: none;
    border: 0;
    box-shadow: none;
    padding: 0;
  }
  & > ul {
    list-style: none;
    display: flex;
    flex-direction: column;
    ${mq.lg} {
      flex-direction: row;
      gap: ${space[2]};
    }
  }
  & > ul a {
    display: flex;
    align-items: center;
    white-space: nowrap;
    min-height: ${sizes.touch};
    padding: 0 ${space[3]};
    border-radius: ${radii.sm};
    color: ${colors.ink};
    font-weight: ${fontWeights.semibold};
    text-decoration: none;
    transition:
      color ${transitions.fast},
      background-color ${transitions.fast};
    &:hover {
      color: ${colors.accent};
      background: ${colors.accentSoft};
    }
  }
`;

/** Browsers without the Popover API open the menu with an attribute, once the script runs. */
const openNavStyles = css`
  display: block;
`;

/** The button shows a cross while the menu is open, with or without script. */
const closeIconStyles = css`
  display: none;
  header:has(nav:popover-open) &,
  header:has(nav[data-open]) & {
    display: block;
  }
`;

const openIconStyles = css`
  header:has(nav:popover-open) &,
  header:has(nav[data-open]) & {
    display: none;
  }
`;

/**
 * Sticky header: logo home link, anchors to the home page's sections and the
 * language menu. On phones the menu is a popover: the browser opens and
 * closes it (the button, Escape, a tap outside) before any script has run;
 * once it has, the button's label follows the menu and a link closes it.
 */
export function Header({ content, companyName, i18n }: HeaderProps) {
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const navId = useId();

  // Follow the popover, however it was opened or closed.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    nav.addEventListener("toggle", onToggle);
    return () => nav.removeEventListener("toggle", onToggle);
  }, []);

  // Without the Popover API, Escape closes the menu here.
  useEffect(() => {
    if (!open || popoverSupported()) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => {
    if (popoverSupported()) navRef.current?.hidePopover();
    else setOpen(false);
  };

  return (
    <header css={barStyles}>
      <Container css={innerStyles}>
        <Link to={i18n.paths.home} css={logoLinkStyles} aria-label={content.logoLabel}>
          <Logo companyName={companyName} mark="drawn" />
        </Link>
        <button
          type="button"
          css={menuButtonStyles}
          popovertarget={navId}
          aria-controls={navId}
          aria-label={open ? content.closeMenuLabel : content.openMenuLabel}
          onClick={() => popoverSupported() || setOpen((value) => !value)}
        >
          <Icon name="menu" drawn css={openIconStyles} />
          <Icon name="x" drawn css={closeIconStyles} />
        </button>
        <nav
          ref={navRef}
          id={navId}
          popover="auto"
          data-open={!popoverSupported() && open ? "" : undefined}
          css={[navStyles, !popoverSupported() && open && openNavStyles]}
          aria-label={content.navigationLabel}
        >
          <ul>
            {content.links.map((link) => (
              <li key={link.target}>
                {/* "/es#id" works from every page; on the home page it only scrolls. */}
                <a href={`${i18n.paths.home}#${link.target}`} onClick={close}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <LanguageMenu label={content.languageLabel} current={i18n.language} alternates={i18n.alternates} />
        </nav>
      </Container>
    </header>
  );
}
