#!/usr/bin/env node
// Regenerates the raster artwork from the SVG sources with sharp:
//   src/images/hero-illustration.svg -> src/images/hero.png   (1200x900)
//   src/images/icon.svg              -> src/images/icon.png   (512x512)
//   hero illustration + wordmark     -> static/og-image.png   (1200x630)
//   icon.svg, rounded tile           -> static/icons/icon-192.png, icon-512.png (manifest, "any")
//   icon.svg, full-bleed square      -> static/icons/icon-maskable-512.png (manifest, "maskable":
//                                       the mark sits inside the 80% safe circle)
//                                    -> static/apple-touch-icon.png (180x180, opaque: iOS rounds it)
//   icon.svg                         -> static/favicon.ico (16, 32 and 48 px PNGs in one .ico)
// Usage: node scripts/render-images.mjs
// Edit the SVGs (or the OG card layout below), then re-run and commit the PNGs.

import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const p = (...parts) => path.join(root, ...parts);

const NAVY = "#0B1F3A";
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

// Full-colour PNG for artwork with soft glows (a palette would band them);
// an 8-bit palette for the flat icon, which keeps it tiny.
const TRUECOLOR = { compressionLevel: 9, effort: 10, adaptiveFiltering: true };
const PALETTE = { compressionLevel: 9, effort: 10, palette: true, quality: 100 };

async function svgToPng(svg, width, height, out, png = TRUECOLOR, { opaque = false } = {}) {
  // Rasterise at a density that matches the target size, so edges stay crisp.
  let image = sharp(Buffer.from(svg), { density: 144 }).resize(width, height, { fit: "fill" });
  if (opaque) image = image.flatten({ background: NAVY }).removeAlpha();
  return image.png(png).toFile(out);
}

/** The tile without its rounded corners: opaque to the edge, for icons the platform shapes itself. */
const fullBleed = (iconSvg) => iconSvg.replace(/<rect ([^>]*?)rx="\d+"/, "<rect $1");

/** Full bleed, with the mark shrunk into the central circle (80% wide) that every mask keeps. */
const maskable = (iconSvg) =>
  fullBleed(iconSvg)
    .replace(/(<rect [^>]*\/>)/, '$1<g transform="translate(256 256) scale(0.84) translate(-256 -256)">')
    .replace(/<\/svg>\s*$/, "</g></svg>");

/**
 * An .ico holding PNG images (every browser since IE 11 reads them): a 6-byte
 * header, a 16-byte entry per image, then the PNG files themselves.
 */
function icoFromPngs(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ data }) => data)]);
}

async function favicon(iconSvg, out) {
  const pngs = [];
  for (const size of [16, 32, 48]) {
    const data = await sharp(Buffer.from(iconSvg), { density: 144 }).resize(size, size).png(TRUECOLOR).toBuffer();
    pngs.push({ size, data });
  }
  const ico = icoFromPngs(pngs);
  await writeFile(out, ico);
  return { width: 48, height: 48, size: ico.length };
}

function escapeXml(s) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Strips the outer <svg> element so the artwork can be nested in another SVG. */
function innerSvg(svg) {
  return svg
    .replace(/<\?xml[^>]*>/, "")
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "");
}

function ogCard(heroSvg, iconSvg) {
  const hero = innerSvg(heroSvg);
  const icon = innerSvg(iconSvg);
  const title = "HK Air Freight";
  const lines = ["Ship from China via Hong Kong:", "48-72h to the US, Canada,", "Europe and the Middle East"];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="og-bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${NAVY}"/>
      <stop offset="1" stop-color="#122B4D"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#og-bg)"/>
  <!-- illustration, right-hand side, clear of the text column (which ends near x=700) -->
  <svg x="700" y="150" width="520" height="390" viewBox="0 0 1200 900">${hero}</svg>
  <!-- wordmark -->
  <svg x="72" y="92" width="72" height="72" viewBox="0 0 512 512">${icon}</svg>
  <text x="164" y="143" font-family="${FONT}" font-weight="700" font-size="46" fill="#FFFFFF">${escapeXml(title)}</text>
  <rect x="72" y="208" width="72" height="6" rx="3" fill="#FB923C"/>
  ${lines
    .map(
      (l, i) =>
        `<text x="72" y="${282 + i * 50}" font-family="${FONT}" font-weight="700" font-size="36" fill="#E2E8F0">${escapeXml(l)}</text>`,
    )
    .join("\n  ")}
  <text x="72" y="${282 + lines.length * 50 + 40}" font-family="${FONT}" font-size="26" fill="#A9B8CC">Airfreight forwarding · door to door</text>
</svg>`;
}

async function main() {
  const heroSvg = await readFile(p("src/images/hero-illustration.svg"), "utf8");
  const iconSvg = await readFile(p("src/images/icon.svg"), "utf8");

  const jobs = [
    ["src/images/hero.png", () => svgToPng(heroSvg, 1200, 900, p("src/images/hero.png"))],
    ["src/images/icon.png", () => svgToPng(iconSvg, 512, 512, p("src/images/icon.png"), PALETTE)],
    ["static/og-image.png", () => svgToPng(ogCard(heroSvg, iconSvg), 1200, 630, p("static/og-image.png"))],
    ["static/icons/icon-192.png", () => svgToPng(iconSvg, 192, 192, p("static/icons/icon-192.png"), PALETTE)],
    ["static/icons/icon-512.png", () => svgToPng(iconSvg, 512, 512, p("static/icons/icon-512.png"), PALETTE)],
    [
      "static/icons/icon-maskable-512.png",
      () => svgToPng(maskable(iconSvg), 512, 512, p("static/icons/icon-maskable-512.png"), PALETTE, { opaque: true }),
    ],
    [
      "static/apple-touch-icon.png",
      () => svgToPng(fullBleed(iconSvg), 180, 180, p("static/apple-touch-icon.png"), PALETTE, { opaque: true }),
    ],
    ["static/favicon.ico", () => favicon(iconSvg, p("static/favicon.ico"))],
  ];
  await mkdir(p("static/icons"), { recursive: true });
  for (const [name, job] of jobs) {
    const info = await job();
    console.log(`${name}: ${info.width}x${info.height}, ${info.size} bytes`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
