// Design tokens. Every colour, size and shadow in the site comes from here.
// Styles follow one idiom: a component imports `theme`, builds static `css`
// blocks from it at module level and applies them with the `css` prop, so no
// style is recomputed on render. A style that depends on a prop is one more
// static block in an array: `css={[bandStyles, tone === "alt" && altStyles]}`.
// Components that other files style (Container, Card, IconList...) pass
// `className` on, so a parent's `css` prop composes with their own blocks.
// The theme is not in React context: there is no ThemeProvider.
// Contrast notes (WCAG 2.2 AA): text colours are checked against the surfaces
// they are used on; `accent` carries white text at 5.2:1, `text` on white 10.3:1.

const colors = {
  /** Deep navy: headings, header text, dark sections. */
  ink: "#0B1F3A",
  /** Body copy on light surfaces (10.3:1 on white). */
  text: "#334155",
  /** Secondary copy on light surfaces (5.9:1 on `surfaceAlt`, 6.4:1 on white). */
  muted: "#526074",
  /** Page background. */
  surface: "#FFFFFF",
  /** Alternate band background. */
  surfaceAlt: "#F3F6FA",
  /** Dark band background (hero, footer). */
  night: "#0B1F3A",
  nightAlt: "#122B4D",
  /** Copy on the dark bands (13.4:1 on `night`). */
  onNight: "#E2E8F0",
  onNightMuted: "#A9B8CC",
  /** Brand orange for buttons and highlights; white text reaches 5.2:1. */
  accent: "#C2410C",
  accentHover: "#9A3412",
  /** Orange for accents on dark backgrounds (large text and icons only). */
  accentBright: "#FB923C",
  accentSoft: "#FFF1E8",
  /** Sky blue for secondary highlights and icons. */
  sky: "#0369A1",
  skySoft: "#E0F2FE",
  border: "#D6DEE8",
  borderStrong: "#94A3B8",
  /** Destructive notices and field errors (6.5:1 on white). */
  danger: "#B42318",
  dangerSoft: "#FEF3F2",
  success: "#067647",
  successSoft: "#ECFDF3",
  /** Translucent layers over the dark bands and the header. */
  hairlineOnNight: "rgba(255, 255, 255, 0.14)",
  outlineOnNight: "rgba(255, 255, 255, 0.55)",
  hoverOnNight: "rgba(255, 255, 255, 0.08)",
  accentTintOnNight: "rgba(251, 146, 60, 0.1)",
  accentOutlineOnNight: "rgba(251, 146, 60, 0.45)",
  headerGlass: "rgba(255, 255, 255, 0.96)",
  /** Focus ring: visible on both light and dark surfaces. */
  focus: "#2563EB",
  focusOnDark: "#93C5FD",
  white: "#FFFFFF",
} as const;

const fonts = {
  // A system stack: no font file to download, text paints at once.
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
} as const;

/** Fluid type scale, rem-based so it follows the visitor's font-size setting. */
const fontSizes = {
  xs: "0.8125rem",
  sm: "0.875rem",
  md: "1rem",
  lg: "1.125rem",
  xl: "1.25rem",
  "2xl": "clamp(1.375rem, 1.2rem + 0.8vw, 1.625rem)",
  "3xl": "clamp(1.75rem, 1.4rem + 1.6vw, 2.375rem)",
  "4xl": "clamp(2.125rem, 1.6rem + 2.2vw, 3.25rem)",
  /** The 404 page's big status code. */
  display: "clamp(4rem, 3rem + 6vw, 7rem)",
} as const;

const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 } as const;

const lineHeights = { tight: 1.15, snug: 1.3, normal: 1.6 } as const;

/** 4px spacing grid. */
const space = {
  0: "0",
  1: "0.25rem",
  2: "0.5rem",
  3: "0.75rem",
  4: "1rem",
  5: "1.25rem",
  6: "1.5rem",
  8: "2rem",
  10: "2.5rem",
  12: "3rem",
  16: "4rem",
  20: "5rem",
  24: "6rem",
} as const;

const radii = { sm: "6px", md: "10px", lg: "16px", xl: "24px", pill: "999px" } as const;

const shadows = {
  sm: "0 1px 2px rgba(11, 31, 58, 0.06), 0 1px 3px rgba(11, 31, 58, 0.08)",
  md: "0 4px 12px rgba(11, 31, 58, 0.08), 0 2px 4px rgba(11, 31, 58, 0.06)",
  lg: "0 18px 40px rgba(11, 31, 58, 0.14), 0 4px 10px rgba(11, 31, 58, 0.06)",
  header: "0 1px 0 rgba(11, 31, 58, 0.08), 0 4px 16px rgba(11, 31, 58, 0.06)",
} as const;

const sizes = {
  /** Widest content column. */
  container: "72rem",
  /** Comfortable reading measure for paragraphs. */
  prose: "40rem",
  /** Narrower measures: lead paragraphs and the hero art; short blurbs. */
  lead: "36rem",
  blurb: "26rem",
  /** A centred card such as the thank-you panel. */
  panel: "42rem",
  /** Where side-by-side buttons wrap onto their own lines on phones. */
  buttonBasis: "14rem",
  /** Minimum touch target (WCAG 2.5.8 asks 24px; we keep 44px). */
  touch: "44px",
  headerHeight: "4rem",
  icon: "1.5rem",
  iconSm: "1.125rem",
  /** A check box of the quote form: larger than the browser's, easier to hit. */
  checkbox: "1.25rem",
  iconBadge: "3rem",
  /** The large success badge on the thank-you page, and its icon. */
  badge: "4.5rem",
  iconLg: "2.5rem",
  logo: "2.25rem",
  /** Width of a notice (toast) on wider screens. */
  notice: "26rem",
  /** The narrowest a number of a packing list's line gets before its neighbours wrap (four abreast on a desktop, two on a phone). */
  lineNumberCell: "5.5rem",
  /** The narrowest a line's weight and its boxes get, and the list of common sizes' label. */
  lineChoiceCell: "8rem",
  /** The narrowest the list of common sizes gets beside its label. */
  lineSizeList: "12rem",
} as const;

/** Mobile-first breakpoints: `${theme.mq.md} { ... }` applies from 768px up. */
const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
  motionAllowed: "@media (prefers-reduced-motion: no-preference)",
} as const;

const transitions = { fast: "120ms ease-out", normal: "200ms ease-out" } as const;

const zIndices = { header: 50, menu: 60, notice: 100 } as const;

export const theme = {
  colors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  shadows,
  sizes,
  breakpoints,
  mq,
  transitions,
  zIndices,
} as const;
