// The site's icons, Lucide's drawings, each defined once, in one file the
// pages share: the icon sprite, a <symbol> per drawing, published by the
// build's last step (plugins/publish/finalizeBuild.ts) under a name made from
// its content (cached for a year, like the pages' stylesheets) and served by the
// development server at the same address (gatsby-node.ts). A page carries
// only a reference, `<svg><use href="/icons-….svg#radar"/></svg>`, which the
// browser draws from the one file it fetched, with the page's own styles
// (size, colour): every engine does so, with or without JavaScript.
// Why a sprite, not the former CSS masks of data: images: each distinct image
// was a document of its own to the browser (Chromium builds a page for every
// SVG image), which cost the phone most of the style work after the first
// paint (docs/engineering.md, "Choices that are not obvious"); the sprite is one.
// Plain TypeScript (no React, no Emotion): the build's last step and the
// development server read it too, and the browser computes the same name.
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
import type { IconName } from "../../content/schema";

/** A Lucide drawing: its elements (path, circle, ...) and their attributes. */
type Drawing = readonly (readonly [tag: string, attributes: Readonly<Record<string, string | number>>])[];

/** Each of lucide-react's icon modules exports its drawing beside the component (its types name only the component). */
const lucideDrawing = (module: object): Drawing => (module as { __iconData: { node: Drawing } }).__iconData.node;

/** The pictures a content file may name (ICON_NAMES in src/content/schema.ts), and the ones the site's own parts use. */
const DRAWINGS = {
  plane: lucideDrawing(plane),
  globe: lucideDrawing(globe),
  "map-pin": lucideDrawing(mapPin),
  workflow: lucideDrawing(workflow),
  clock: lucideDrawing(clock),
  "piggy-bank": lucideDrawing(piggyBank),
  zap: lucideDrawing(zap),
  radar: lucideDrawing(radar),
  headset: lucideDrawing(headset),
  "shield-check": lucideDrawing(shieldCheck),
  "file-check": lucideDrawing(fileCheck),
  "package-check": lucideDrawing(packageCheck),
  truck: lucideDrawing(truck),
  "badge-check": lucideDrawing(badgeCheck),
  receipt: lucideDrawing(receipt),
  "user-round": lucideDrawing(userRound),
  "arrow-left": lucideDrawing(arrowLeft),
  "arrow-right": lucideDrawing(arrowRight),
  check: lucideDrawing(check),
  "chevron-down": lucideDrawing(chevronDown),
  "circle-alert": lucideDrawing(circleAlert),
  "circle-check": lucideDrawing(circleCheck),
  "circle-check-big": lucideDrawing(circleCheckBig),
  "circle-x": lucideDrawing(circleX),
  info: lucideDrawing(info),
  "loader-circle": lucideDrawing(loaderCircle),
  mail: lucideDrawing(mail),
  menu: lucideDrawing(menu),
  "message-circle": lucideDrawing(messageCircle),
  package: lucideDrawing(packageIcon),
  phone: lucideDrawing(phone),
  send: lucideDrawing(send),
  x: lucideDrawing(x),
} satisfies Record<IconName, Drawing> & Record<string, Drawing>;

export type IconId = keyof typeof DRAWINGS;

/** Every icon the site can show. */
export const ICON_IDS = Object.keys(DRAWINGS) as IconId[];

/** The attributes lucide-react strokes every drawing with (24 x 24, 2 px round strokes, the text's colour). */
export const STROKE = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  "stroke-width": "2",
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
} as const;

/** A drawing's elements (path, circle, ...) with their attributes, lucide-react's `key` left out. */
export const shapesOfIcon = (name: IconId): [tag: string, attributes: Record<string, string>][] =>
  DRAWINGS[name].map(([tag, attributes]) => [
    tag,
    Object.fromEntries(
      Object.entries(attributes)
        .filter(([attribute]) => attribute !== "key")
        .map(([attribute, value]) => [attribute, String(value)]),
    ),
  ]);

const attributesOf = (attributes: Readonly<Record<string, string>>) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");

const shapesOf = (name: IconId) =>
  shapesOfIcon(name)
    .map(([tag, attributes]) => `<${tag}${attributesOf(attributes)}/>`)
    .join("");

/** Lucide's drawing as an SVG image of its own, stroked as lucide-react draws it. */
export const iconSvg = (name: IconId): string => `<svg xmlns="http://www.w3.org/2000/svg"${attributesOf(STROKE)}>${shapesOf(name)}</svg>`;

/** The sprite's text: one <symbol> per icon, its id the icon's name, stroked on the symbol (what a <use> instance inherits). */
export const ICON_SPRITE_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${ICON_IDS.map(
  (name) => `<symbol id="${name}"${attributesOf(STROKE)}>${shapesOf(name)}</symbol>`,
).join("")}</svg>`;

/**
 * A short name for a text, the same in Node and in the browser (53 bits:
 * cyrb53, public domain), for a file named by its content.
 */
export function contentHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
}

/** The sprite's address on the site: the same on every page, in every language, and in the CMS's previews. */
export const ICON_SPRITE_PATH = `/icons-${contentHash(ICON_SPRITE_SVG)}.svg`;

/** The picture a card's `icon` in content names; an unknown name shows the badge tick. */
export const contentIcon = (name: string): IconId => (Object.hasOwn(DRAWINGS, name) ? (name as IconId) : "badge-check");
