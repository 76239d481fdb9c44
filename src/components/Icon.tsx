// The site's icons, Lucide's drawings, each defined once: as a CSS rule that
// paints the drawing (an SVG image used as a mask) in the icon's text colour.
// The page carries only a reference, `<svg data-icon="radar" class="…">`,
// never the drawing itself, which drawn inline again and again for every use
// was a fifth of a page's bytes. Like every other style, a rule is in the
// page's head when the page's first screen uses the icon, and otherwise in
// the site's stylesheet, fetched once and cached for every page and language
// (src/components/criticalStyles.tsx).
// The element stays an <svg>, so the styles that size and colour icons
// (`svg { width: …; color: … }` in the components) apply as before; it keeps
// its colour in the forced colours of Windows' contrast themes.
import { css, type SerializedStyles } from "@emotion/react";
import * as arrowLeft from "lucide-react/icons/arrow-left";
import * as arrowRight from "lucide-react/icons/arrow-right";
import * as badgeCheck from "lucide-react/icons/badge-check";
import * as check from "lucide-react/icons/check";
import * as chevronDown from "lucide-react/icons/chevron-down";
import * as circleAlert from "lucide-react/icons/circle-exclamation-point";
import * as circleCheck from "lucide-react/icons/circle-check";
import * as circleCheckBig from "lucide-react/icons/circle-check-big";
import * as circleX from "lucide-react/icons/circle-x";
import * as clock from "lucide-react/icons/clock";
import * as fileCheck from "lucide-react/icons/file-check";
import * as globe from "lucide-react/icons/globe";
import * as headset from "lucide-react/icons/headset";
import * as info from "lucide-react/icons/info";
import * as loaderCircle from "lucide-react/icons/loader-circle";
import * as mail from "lucide-react/icons/mail";
import * as mapPin from "lucide-react/icons/map-pin";
import * as menu from "lucide-react/icons/menu";
import * as messageCircle from "lucide-react/icons/message-circle";
import * as packageIcon from "lucide-react/icons/package";
import * as packageCheck from "lucide-react/icons/package-check";
import * as phone from "lucide-react/icons/phone";
import * as piggyBank from "lucide-react/icons/piggy-bank";
import * as plane from "lucide-react/icons/plane";
import * as radar from "lucide-react/icons/radar";
import * as receipt from "lucide-react/icons/receipt";
import * as send from "lucide-react/icons/send";
import * as shieldCheck from "lucide-react/icons/shield-check";
import * as truck from "lucide-react/icons/truck";
import * as userRound from "lucide-react/icons/user-round";
import * as workflow from "lucide-react/icons/workflow";
import * as x from "lucide-react/icons/x";
import * as zap from "lucide-react/icons/zap";
import type { IconName } from "../content/schema";

/** A Lucide drawing: its elements (path, circle, ...) and their attributes. */
type Drawing = readonly (readonly [tag: string, attributes: Readonly<Record<string, string | number>>])[];

/** Each of lucide-react's icon modules exports its drawing beside the component (its types name only the component). */
const drawingOf = (module: object): Drawing => (module as { __iconData: { node: Drawing } }).__iconData.node;

/** The pictures a content file may name (ICON_NAMES in src/content/schema.ts), and the ones the site's own parts use. */
const DRAWINGS = {
  plane: drawingOf(plane),
  globe: drawingOf(globe),
  "map-pin": drawingOf(mapPin),
  workflow: drawingOf(workflow),
  clock: drawingOf(clock),
  "piggy-bank": drawingOf(piggyBank),
  zap: drawingOf(zap),
  radar: drawingOf(radar),
  headset: drawingOf(headset),
  "shield-check": drawingOf(shieldCheck),
  "file-check": drawingOf(fileCheck),
  "package-check": drawingOf(packageCheck),
  truck: drawingOf(truck),
  "badge-check": drawingOf(badgeCheck),
  receipt: drawingOf(receipt),
  "user-round": drawingOf(userRound),
  "arrow-left": drawingOf(arrowLeft),
  "arrow-right": drawingOf(arrowRight),
  check: drawingOf(check),
  "chevron-down": drawingOf(chevronDown),
  "circle-alert": drawingOf(circleAlert),
  "circle-check": drawingOf(circleCheck),
  "circle-check-big": drawingOf(circleCheckBig),
  "circle-x": drawingOf(circleX),
  info: drawingOf(info),
  "loader-circle": drawingOf(loaderCircle),
  mail: drawingOf(mail),
  menu: drawingOf(menu),
  "message-circle": drawingOf(messageCircle),
  package: drawingOf(packageIcon),
  phone: drawingOf(phone),
  send: drawingOf(send),
  x: drawingOf(x),
} satisfies Record<IconName, Drawing> & Record<string, Drawing>;

export type IconId = keyof typeof DRAWINGS;

/** Every icon the site can show. */
export const ICON_IDS = Object.keys(DRAWINGS) as IconId[];

/** Lucide's drawing as an SVG image, stroked as lucide-react draws it (24 x 24, 2 px round strokes). */
export function iconSvg(name: IconId): string {
  const drawing = DRAWINGS[name];
  const elements = drawing.map(
    ([tag, attributes]) =>
      `<${tag}${Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}='${value}'`)
        .join("")}/>`,
  );
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='#000' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${elements.join("")}</svg>`;
}

/** As a data: address for CSS, escaping only what a URL or CSS string cannot hold as it is. */
const dataUrl = (svg: string) => `url("data:image/svg+xml,${svg.replace(/[<>#%"]/g, encodeURIComponent)}")`;

const iconStyles = (name: IconId) => css`
  --icon: ${dataUrl(iconSvg(name))};
  background: currentColor;
  -webkit-mask: var(--icon) center / contain no-repeat;
  mask: var(--icon) center / contain no-repeat;
  forced-color-adjust: none;
`;

const ICON_STYLES = Object.fromEntries(ICON_IDS.map((name) => [name, iconStyles(name)])) as Record<IconId, SerializedStyles>;

/** The picture a card's `icon` in content names; an unknown name shows the badge tick. */
export const contentIcon = (name: string): IconId => (Object.hasOwn(ICON_STYLES, name) ? (name as IconId) : "badge-check");

/**
 * A decorative icon, hidden from screen readers: one of the site's own (a name
 * from content goes through contentIcon). Sized and coloured by its parent's
 * styles, like text; 24 px if nothing says otherwise.
 */
export function Icon({ name, className }: { name: IconId; className?: string }) {
  return <svg aria-hidden="true" data-icon={name} width="24" height="24" className={className} css={ICON_STYLES[name]} />;
}
