import { type ReactNode, useEffect, useRef } from "react";

/**
 * The heading of what has just appeared: focused when it does (unless on the
 * page's first load), so a keyboard or screen reader user is taken to it.
 */
export function FocusedHeading({ id, level, focus, children }: { id?: string; level: 2 | 3; focus: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
    // Only as it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading id={id} ref={heading} tabIndex={-1}>
      {children}
    </Heading>
  );
}
