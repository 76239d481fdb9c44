import { useEffect, useId, useRef, useState } from "react";
import { css } from "@emotion/react";
import type { Alternate, LanguageInfo } from "../../content/languages";
import { Icon } from "../icons/Icon";
import { popoverSupported } from "./popoverSupport";
import { theme } from "../../theme";

const { colors, space, radii, shadows, sizes, fontSizes, fontWeights, mq, zIndices } = theme;

const wrapperStyles = css`
  /* Phones and tablets: a part of the menu panel, under the section links. */
  margin-top: ${space[2]};
  padding-top: ${space[3]};
  border-top: 1px solid ${colors.border};
  ${mq.lg} {
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

const buttonStyles = css`
  display: none;
  ${mq.lg} {
    display: inline-flex;
  }
  align-items: center;
  gap: ${space[2]};
  min-height: ${sizes.touch};
  padding: 0 ${space[3]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.ink};
  font-weight: ${fontWeights.semibold};
  cursor: pointer;
  svg {
    width: ${sizes.iconSm};
    height: ${sizes.iconSm};
    flex: none;
  }
  &:hover {
    border-color: ${colors.accent};
  }
`;

/** A language's link: its padding, and the gap between the check mark and the name, which the others keep the place of. */
const [linkPadding, linkGap] = [space[3], space[2]];

const panelStyles = css`
  /* Phones and tablets: always shown inside the menu panel, whatever the popover's state. */
  position: static;
  display: block;
  inset: auto;
  width: auto;
  height: auto;
  margin: 0;
  padding: 0;
  overflow: visible;
  border: 0;
  background: none;
  color: inherit;
  p {
    padding: ${space[2]} ${space[3]} ${space[1]};
    font-size: ${fontSizes.xs};
    font-weight: ${fontWeights.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${colors.muted};
  }
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${space[1]};
  }
  a {
    display: flex;
    align-items: center;
    gap: ${linkGap};
    min-height: ${sizes.touch};
    padding: 0 ${linkPadding};
    border-radius: ${radii.sm};
    color: ${colors.ink};
    text-decoration: none;
    &:hover {
      color: ${colors.accent};
      background: ${colors.accentSoft};
    }
  }
  a[aria-current] {
    font-weight: ${fontWeights.bold};
  }
  /* The other languages keep the check mark's place, so their names line up (no hidden icons: bytes of every page). */
  a:not([aria-current]) {
    padding-inline-start: calc(${linkPadding} + ${sizes.iconSm} + ${linkGap});
  }
  svg {
    width: ${sizes.iconSm};
    height: ${sizes.iconSm};
    flex: none;
    color: ${colors.accent};
  }
  ${mq.lg} {
    /* From 1024px: a drop-down under the header's end, opened by the button. */
    display: none;
    position: fixed;
    top: calc(${sizes.headerHeight} - ${space[2]});
    inset-inline-end: calc((100vw - min(100vw, ${sizes.container})) / 2 + ${space[8]});
    inset-inline-start: auto;
    bottom: auto;
    z-index: ${zIndices.menu};
    min-width: 12rem;
    padding: ${space[2]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
    box-shadow: ${shadows.lg};
    &:popover-open,
    &[data-open] {
      display: block;
    }
    ul {
      flex-direction: column;
    }
  }
`;

type LanguageMenuProps = {
  /** What the menu is called: "Language", in the page's language. */
  label: string;
  current: LanguageInfo;
  /** This page in every language, the current one included. */
  alternates: readonly Alternate[];
};

/**
 * Links to this page in each language, each named in its own language. On
 * phones and tablets they are part of the menu panel; from 1024px a button
 * with the current language opens them. Plain links and a popover: they work before
 * and without JavaScript, and nothing redirects a visitor by the browser's language.
 */
export function LanguageMenu({ label, current, alternates }: LanguageMenuProps) {
  const panelId = useId();
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  // Without the Popover API: a tap outside or Escape closes the drop-down.
  useEffect(() => {
    if (!open || popoverSupported()) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !panelRef.current?.parentElement?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);

  if (alternates.length < 2) return null;
  return (
    <div css={wrapperStyles}>
      <button
        type="button"
        css={buttonStyles}
        popovertarget={panelId}
        aria-controls={panelId}
        aria-label={`${label}: ${current.name}`}
        onClick={() => popoverSupported() || setOpen((value) => !value)}
      >
        <Icon name="globe" drawn />
        <span>{current.name}</span>
        <Icon name="chevron-down" drawn />
      </button>
      <div ref={panelRef} id={panelId} popover="auto" data-open={!popoverSupported() && open ? "" : undefined} css={panelStyles}>
        <p id={headingId}>{label}</p>
        <ul aria-labelledby={headingId}>
          {alternates.map((alternate) => {
            const isCurrent = alternate.code === current.code;
            return (
              <li key={alternate.code}>
                <a href={alternate.path} hrefLang={alternate.code} lang={alternate.code} aria-current={isCurrent ? "page" : undefined}>
                  {isCurrent && <Icon name="check" drawn />}
                  {/* Its own direction, so "العربية" reads right on an English page, and "English" on an Arabic one. */}
                  <span dir={alternate.direction}>{alternate.name}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
