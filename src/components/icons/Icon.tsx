// The site's icons, Lucide's drawings (src/components/icons/iconSprite.ts). An icon
// is an <svg> that the page's styles size and colour like text
// (`svg { width: …; color: … }` in the components), drawn in the text's
// colour, in Windows' contrast themes too. It carries a reference to the
// icon sprite, the one file every page shares, except the few icons of the
// first screen's fixed parts (the header's menu and language menu, the
// hero's button, the thank-you page's tick), which carry their drawing (`drawn`): they paint with the
// page's first round trip, whether or not the sprite has come. Only a drawn
// icon says its name (data-icon): a sprite's says it in its reference, and
// the attribute would be bytes of every page's first round trip.
import { createElement } from "react";
import { ICON_SPRITE_PATH, type IconId, STROKE, shapesOfIcon } from "./iconSprite";

export { ICON_IDS, contentIcon, iconSvg, type IconId } from "./iconSprite";

/**
 * A decorative icon, hidden from screen readers: one of the site's own (a name
 * from content goes through contentIcon). Sized and coloured by its parent's
 * styles, like text; 24 px if nothing says otherwise.
 */
export function Icon({ name, className, drawn = false }: { name: IconId; className?: string; drawn?: boolean }) {
  if (!drawn) {
    return (
      <svg aria-hidden="true" width="24" height="24" className={className}>
        <use href={`${ICON_SPRITE_PATH}#${name}`} />
      </svg>
    );
  }
  return (
    <svg
      aria-hidden="true"
      data-icon={name}
      width="24"
      height="24"
      className={className}
      viewBox={STROKE.viewBox}
      fill={STROKE.fill}
      stroke={STROKE.stroke}
      strokeWidth={STROKE["stroke-width"]}
      strokeLinecap={STROKE["stroke-linecap"]}
      strokeLinejoin={STROKE["stroke-linejoin"]}
    >
      {shapesOfIcon(name).map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
