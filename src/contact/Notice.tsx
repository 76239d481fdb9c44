// The site's one notice system: a few lines of our own rather than a toast
// library, so nothing is added to the first-load JavaScript.
// - Destructive notices are role="alert" (announced at once), others role="status".
// - They never take focus; Escape or the close button dismisses the newest one.
// - They dismiss themselves after `duration`, paused while hovered or focused
//   so nobody loses a message they are reading (WCAG 2.2.1).
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { css, keyframes } from "@emotion/react";
import { Icon } from "../components/icons/Icon";
import { theme } from "../theme";

export type NoticeVariant = "default" | "destructive";

export type NoticeInput = {
  title: string;
  description: ReactNode;
  variant?: NoticeVariant;
  /** Milliseconds before it dismisses itself. */
  duration?: number;
  /** A new notice replaces any shown notice of the same group. */
  group?: string;
};

export type NoticeItem = NoticeInput & { id: number };

export const DEFAULT_NOTICE_DURATION = 10_000;
const MAX_NOTICES = 3;

let nextNoticeId = 1;

/** The list of shown notices and the two ways to change it. */
export function useNotices() {
  const [notices, setNotices] = useState<NoticeItem[]>([]);

  const showNotice = useCallback((notice: NoticeInput) => {
    // A fresh id remounts the element, so a repeated message is announced again.
    const id = nextNoticeId++;
    setNotices((shown) => [...shown.filter((item) => !notice.group || item.group !== notice.group), { ...notice, id }].slice(-MAX_NOTICES));
    return id;
  }, []);

  const dismissNotice = useCallback((id: number) => {
    setNotices((shown) => shown.filter((item) => item.id !== id));
  }, []);

  const dismissAll = useCallback(() => setNotices([]), []);

  return { notices, showNotice, dismissNotice, dismissAll };
}

const { colors, space, radii, shadows, fontSizes, fontWeights, sizes, mq, zIndices, transitions } = theme;

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(calc(-1 * ${space[4]})); }
  to { opacity: 1; transform: none; }
`;

// At the top, under the sticky header: the visitor has just pressed the send
// button, usually in the lower half of the screen, so it stays uncovered.
const viewportStyles = css`
  position: fixed;
  z-index: ${zIndices.notice};
  top: calc(${sizes.headerHeight} + ${space[3]});
  inset-inline: ${space[3]};
  display: grid;
  gap: ${space[3]};
  pointer-events: none;
  ${mq.md} {
    inset-inline-start: auto;
    inset-inline-end: ${space[6]};
    width: min(${sizes.notice}, calc(100vw - 2 * ${space[6]}));
  }
`;

const noticeStyles = css`
  pointer-events: auto;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${space[3]};
  padding-block: ${space[4]};
  padding-inline: ${space[4]} ${space[2]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: ${shadows.lg};
  animation: ${slideIn} ${transitions.normal};
  ${mq.reducedMotion} {
    animation: none;
  }
  > svg {
    width: ${sizes.icon};
    height: ${sizes.icon};
    margin-top: 0.05em;
    color: ${colors.sky};
  }
`;

const destructiveStyles = css`
  background: ${colors.dangerSoft};
  border-color: ${colors.danger};
  border-inline-start-width: ${space[1]};
  > svg {
    color: ${colors.danger};
  }
`;

const titleStyles = css`
  font-weight: ${fontWeights.bold};
  color: ${colors.ink};
`;

const destructiveTitleStyles = css`
  color: ${colors.danger};
`;

const descriptionStyles = css`
  margin-top: ${space[1]};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
  a {
    font-weight: ${fontWeights.semibold};
    color: ${colors.ink};
  }
`;

const closeStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${sizes.touch};
  height: ${sizes.touch};
  margin: calc(-1 * ${space[3]}) 0;
  padding: 0;
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.muted};
  cursor: pointer;
  &:hover {
    color: ${colors.ink};
    background: ${colors.surfaceAlt};
  }
  svg {
    width: ${sizes.iconSm};
    height: ${sizes.iconSm};
  }
`;

type NoticeProps = {
  notice: NoticeItem;
  dismissLabel: string;
  onDismiss: (id: number) => void;
};

/** One notice; it counts down only while nobody is hovering or focusing it. */
export function Notice({ notice, dismissLabel, onDismiss }: NoticeProps) {
  const { id, title, description, variant = "default", duration = DEFAULT_NOTICE_DURATION } = notice;
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, id, onDismiss]);

  const destructive = variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      data-variant={variant}
      css={[noticeStyles, destructive && destructiveStyles]}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon name={destructive ? "circle-alert" : "info"} />
      <div>
        <p css={[titleStyles, destructive && destructiveTitleStyles]}>{title}</p>
        <p css={descriptionStyles}>{description}</p>
      </div>
      <button type="button" css={closeStyles} aria-label={dismissLabel} onClick={() => onDismiss(id)}>
        <Icon name="x" />
      </button>
    </div>
  );
}

type NoticeViewportProps = {
  notices: NoticeItem[];
  dismissLabel: string;
  onDismiss: (id: number) => void;
};

/** Where notices appear: across the top on phones, at the top's end (right, or left in Arabic) from 768px, below the header. */
export function NoticeViewport({ notices, dismissLabel, onDismiss }: NoticeViewportProps) {
  const newest = notices.at(-1)?.id;

  useEffect(() => {
    if (newest === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) onDismiss(newest);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [newest, onDismiss]);

  return (
    <div css={viewportStyles} data-notice-viewport="">
      {notices.map((notice) => (
        <Notice key={notice.id} notice={notice} dismissLabel={dismissLabel} onDismiss={onDismiss} />
      ))}
    </div>
  );
}
