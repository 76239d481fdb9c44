#!/usr/bin/env node
// Regenerates the site's icons from their SVG source with sharp:
//   icon.svg, rounded tile           -> static/icons/icon-192.png, icon-512.png (manifest, "any")
//   icon.svg, full-bleed square      -> static/icons/icon-maskable-512.png (manifest, "maskable":
//                                       the mark sits inside the 80% safe circle)
//                                    -> static/apple-touch-icon.png (180x180, opaque: iOS rounds it)
//   icon.svg                         -> static/favicon.ico (16, 32 and 48 px PNGs in one .ico)
//   icon.svg, rounded tile           -> static/email/logo.png (88x88, shown at 44 px beside the company's
//                                       name at the top of every e-mail: a PNG, since Gmail shows no SVG;
//                                       its navy tile reads on a light page and a dark one)
// Usage: node scripts/render-icons.mjs
// Edit src/images/icon.svg, then re-run and commit the PNGs. The pictures of
// the pages (the hero, the link preview) are content: editors change them in
// the CMS or in content/images/ (docs/editors.md, "Pictures").

import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const p = (...parts) => path.join(root, ...parts);

const NAVY = "#0B1F3A";

// Full-colour PNG for the favicon's smallest sizes; an 8-bit palette for the
// flat icon, which keeps it tiny.
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

async function main() {
  const iconSvg = await readFile(p("src/images/icon.svg"), "utf8");

  const jobs = [
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
    ["static/email/logo.png", () => svgToPng(iconSvg, 88, 88, p("static/email/logo.png"), TRUECOLOR)],
  ];
  await mkdir(p("static/icons"), { recursive: true });
  await mkdir(p("static/email"), { recursive: true });
  for (const [name, job] of jobs) {
    const info = await job();
    console.log(`${name}: ${info.width}x${info.height}, ${info.size} bytes`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
