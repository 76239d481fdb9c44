/**
 * @jest-environment node
 */
// The icons (src/components/icons/iconSprite.ts, Icon.tsx) are Lucide's drawings as
// lucide-react draws them, in one sprite the pages refer to; the few drawn in
// the page are the same drawings.
import { renderToStaticMarkup } from "react-dom/server";
import { icons } from "lucide-react";
import { ICON_IDS, Icon, contentIcon, iconSvg } from "../../src/components/icons/Icon";
import { ICON_SPRITE_PATH, ICON_SPRITE_SVG, contentHash } from "../../src/components/icons/iconSprite";
import { ICON_NAMES } from "../../src/content/schema";

/** An SVG's shapes, one line each with its attributes in a fixed order. */
const shapes = (svg: string) =>
  [...svg.matchAll(/<(path|circle|rect|line|polyline|polygon|ellipse)\b([^>]*?)\/?>/g)].map(
    ([, tag, attributes]) =>
      `${tag} ${[...attributes.matchAll(/([\w-]+)=["']([^"']*)["']/g)]
        .map(([, name, value]) => `${name}=${value}`)
        .sort()
        .join(" ")}`,
  );

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());

/** The sprite's symbol for an icon, as text. */
const symbolOf = (name: string) => new RegExp(`<symbol id="${name}"[^>]*>.*?</symbol>`).exec(ICON_SPRITE_SVG)?.[0] ?? "";

const STROKE = ['viewBox="0 0 24 24"', 'fill="none"', 'stroke-width="2"', 'stroke-linecap="round"', 'stroke-linejoin="round"'];

it.each(ICON_IDS)("%s is Lucide's drawing, stroked as lucide-react strokes it, in the sprite and drawn in the page", (name) => {
  // "circle-alert" is lucide-react's other name for circle-exclamation-point.
  const Component = icons[pascal(name === "circle-alert" ? "circle-exclamation-point" : name) as keyof typeof icons];
  const drawn = renderToStaticMarkup(<Component />);
  expect(shapes(drawn).length).toBeGreaterThan(0);
  expect(shapes(iconSvg(name))).toEqual(shapes(drawn));
  expect(shapes(symbolOf(name))).toEqual(shapes(drawn));
  const inPage = renderToStaticMarkup(<Icon name={name} drawn />);
  expect(shapes(inPage)).toEqual(shapes(drawn));
  for (const attribute of [...STROKE, 'stroke="currentColor"']) {
    expect(drawn).toContain(attribute);
    expect(symbolOf(name)).toContain(attribute);
    expect(inPage).toContain(attribute);
  }
});

it("refers to the sprite, one file named by its content, for every icon but those drawn in the page", () => {
  expect(renderToStaticMarkup(<Icon name="radar" />)).toBe(
    `<svg aria-hidden="true" width="24" height="24"><use href="${ICON_SPRITE_PATH}#radar"></use></svg>`,
  );
  expect(ICON_SPRITE_PATH).toBe(`/icons-${contentHash(ICON_SPRITE_SVG)}.svg`);
  expect(ICON_SPRITE_SVG).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol /);
  expect([...ICON_SPRITE_SVG.matchAll(/<symbol id="([\w-]+)"/g)].map(([, id]) => id)).toEqual(ICON_IDS);
  // A drawing that changes gives the sprite another name: no browser keeps the old one from its cache.
  expect(contentHash(ICON_SPRITE_SVG.replace("M", "m"))).not.toBe(contentHash(ICON_SPRITE_SVG));
});

it("has a drawing for every picture content may name, and shows the badge tick for a name it does not know", () => {
  expect(ICON_IDS).toEqual(expect.arrayContaining([...ICON_NAMES]));
  expect(renderToStaticMarkup(<Icon name={contentIcon("no-such-icon")} />)).toContain(`${ICON_SPRITE_PATH}#badge-check`);
  expect(contentIcon("radar")).toBe("radar");
});
