import { useEffect, useId, useState } from "react";
import styled from "@emotion/styled";
import { Link, graphql } from "gatsby";
import { Menu, X } from "lucide-react";
import { Container } from "./Container";
import { Logo } from "./Logo";

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

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.headerGlass};
  backdrop-filter: saturate(180%) blur(8px);
  box-shadow: ${({ theme }) => theme.shadows.header};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.sizes.headerHeight};
  gap: ${({ theme }) => theme.space[4]};
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touch};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touch};
  height: ${({ theme }) => theme.sizes.touch};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
  ${({ theme }) => theme.mq.md} {
    display: none;
  }
`;

const Nav = styled.nav<{ isOpen: boolean }>`
  /* Phones: a panel under the bar, shown when the menu button is pressed. */
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  display: ${({ isOpen }) => (isOpen ? "block" : "none")};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]} ${theme.space[4]}`};
  ${({ theme }) => theme.mq.md} {
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
    ${({ theme }) => theme.mq.md} {
      flex-direction: row;
      gap: ${({ theme }) => theme.space[2]};
    }
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touch};
    padding: 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    transition: color ${({ theme }) => theme.transitions.fast}, background-color ${({ theme }) => theme.transitions.fast};
    &:hover {
      color: ${({ theme }) => theme.colors.accent};
      background: ${({ theme }) => theme.colors.accentSoft};
    }
  }
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
    <Bar>
      <Inner>
        <LogoLink to="/" aria-label={content.logoLabel}>
          <Logo companyName={companyName} />
        </LogoLink>
        <MenuButton
          type="button"
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? content.closeMenuLabel : content.openMenuLabel}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </MenuButton>
        <Nav id={navId} isOpen={open} aria-label={content.navigationLabel}>
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
        </Nav>
      </Inner>
    </Bar>
  );
}
