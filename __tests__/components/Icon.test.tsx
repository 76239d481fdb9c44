/**
 * @jest-environment node
 */
// The icons drawn by reference to a rule (src/components/Icon.tsx) are Lucide's drawings as lucide-react draws them.
import { renderToStaticMarkup } from "react-dom/server";
import { icons } from "lucide-react";
import { ICON_IDS, Icon, contentIcon, iconSvg } from "../../src/components/Icon";
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

it.each(ICON_IDS)("%s is Lucide's drawing, stroked as lucide-react strokes it", (name) => {
  // "circle-alert" is lucide-react's other name for circle-exclamation-point.
  const Component = icons[pascal(name === "circle-alert" ? "circle-exclamation-point" : name) as keyof typeof icons];
  const drawn = renderToStaticMarkup(<Component />);
  expect(shapes(iconSvg(name))).toEqual(shapes(drawn));
  expect(shapes(drawn).length).toBeGreaterThan(0);
  for (const attribute of ['viewBox="0 0 24 24"', 'fill="none"', 'stroke-width="2"', 'stroke-linecap="round"', 'stroke-linejoin="round"']) {
    expect(drawn).toContain(attribute);
    expect(iconSvg(name)).toContain(attribute.replace(/"/g, "'"));
  }
});

it("has a drawing for every picture content may name, and shows the badge tick for a name it does not know", () => {
  expect(ICON_IDS).toEqual(expect.arrayContaining([...ICON_NAMES]));
  // Only a reference in the page: no drawing inside (the rule that draws it is in the page's styles).
  expect(renderToStaticMarkup(<Icon name="radar" />)).toMatch(
    /<svg aria-hidden="true" data-icon="radar" width="24" height="24" class="css-[\w-]+"><\/svg>$/,
  );
  expect(renderToStaticMarkup(<Icon name={contentIcon("no-such-icon")} />)).toContain('data-icon="badge-check"');
  expect(contentIcon("radar")).toBe("radar");
});
