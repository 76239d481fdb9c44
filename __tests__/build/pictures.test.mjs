// Pictures are content: an editor's picture, as a camera makes it, goes
// through a real build onto every language's home page as responsive images
// without the camera's details, and a picture that is not there stops the
// build with one line naming the content file. Each test builds a copy of the
// repository (node:test; `node --test __tests__/build/pictures.test.mjs` runs this file alone).
import fs from "node:fs";
import path from "node:path";
import { before, describe, it } from "node:test";
import assert from "node:assert/strict";
import yaml from "js-yaml";
import probeImageSize from "probe-image-size";
import sharp from "sharp";
import { build, copyOfRepository, filesUnder, printedLine } from "./repositoryCopy.mjs";

/** Every language's part of content/hero.yaml names `image`. */
function heroPicture(copy, image) {
  const file = path.join(copy, "content/hero.yaml");
  const parts = yaml.load(fs.readFileSync(file, "utf8"));
  for (const words of Object.values(parts)) words.image = image;
  fs.writeFileSync(file, yaml.dump(parts, { lineWidth: -1 }));
}

const CAMERA_SERIAL = "SN-PICTURE-TEST-4471";
const CAMERA_MAKER = "PictureTestCam";

describe("a picture an editor uploads", () => {
  let copy;
  let result;
  before(async () => {
    copy = await copyOfRepository(async (dir) => {
      // As a camera makes it: 6000 x 4000, with its maker, serial number and GPS position.
      await sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#4a6b8a" } })
        .withExif({
          IFD0: { Make: CAMERA_MAKER, Model: "X100" },
          IFD2: { BodySerialNumber: CAMERA_SERIAL },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "22/1 18/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "113/1 54/1 54/1" },
        })
        .jpeg({ quality: 90 })
        .toFile(path.join(dir, "content/images/warehouse.jpg"));
      heroPicture(dir, "images/warehouse.jpg");
    });
    result = build(copy);
  });

  it("builds", () => {
    assert.equal(result.status, 0, result.stdout.slice(-3000) + result.stderr.slice(-3000));
  });

  it("is on every published language's home page as responsive images, its size set", () => {
    const { default: defaultLanguage, languages } = yaml.load(fs.readFileSync(path.join(copy, "content/languages.yaml"), "utf8"));
    for (const { code } of languages.filter((language) => language.published)) {
      // As the build writes them (Netlify serves /es from es.html).
      const page = path.join(copy, "public", code === defaultLanguage ? "index.html" : `${code}.html`);
      const html = fs.readFileSync(page, "utf8");
      const picture = html.match(/<picture>([\s\S]*?)<\/picture>/)?.[1] ?? "";
      for (const type of ["image/avif", "image/webp"]) {
        const srcset = picture.match(new RegExp(`<source type="${type}" srcSet="([^"]+)"`))?.[1] ?? "";
        const widths = [...srcset.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
        assert.ok(widths.length >= 3, `${code}: ${type} in ${widths.length} widths: ${srcset}`);
        assert.ok(srcset.includes("warehouse"), `${code}: ${type} made from the new picture`);
      }
      assert.match(picture, /<img [^>]*width="576" height="432"/, `${code}: its size is set (no layout shift)`);
      assert.match(picture, /fetchpriority="high"/, `${code}: loaded first`);
    }
  });

  it("never brings the camera's maker, serial number or position to the built site", () => {
    for (const file of filesUnder(path.join(copy, "public"))) {
      const bytes = fs.readFileSync(file);
      for (const secret of [CAMERA_SERIAL, CAMERA_MAKER]) {
        assert.equal(bytes.includes(secret), false, `${path.relative(copy, file)} holds ${secret}`);
      }
      if (/\.(jpe?g|webp|avif|png)$/i.test(file)) {
        assert.equal(bytes.includes("GPS"), false, `${path.relative(copy, file)} holds GPS data`);
      }
    }
  });

  it("leaves the link preview a 1200 x 630 JPEG at an absolute address", () => {
    const html = fs.readFileSync(path.join(copy, "public/index.html"), "utf8");
    const url = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "";
    const { siteUrl } = yaml.load(fs.readFileSync(path.join(copy, "content/site.yaml"), "utf8"));
    assert.ok(url.startsWith(`${siteUrl}/`), url);
    const size = probeImageSize.sync(fs.readFileSync(path.join(copy, "public", url.slice(siteUrl.length))));
    assert.deepEqual([size.type, size.width, size.height], ["jpg", 1200, 630]);
  });
});

describe("a picture that is not there", () => {
  it("stops the build with one line naming content/hero.yaml and the field", async () => {
    const copy = await copyOfRepository(async (dir) => heroPicture(dir, "images/not-uploaded.jpg"));
    const result = build(copy);
    assert.notEqual(result.status, 0);
    // The build names the default language as content/languages.yaml does.
    const languages = yaml.load(fs.readFileSync(path.join(copy, "content/languages.yaml"), "utf8"));
    const language = languages.languages.find((entry) => entry.code === languages.default).name;
    const line = `content/hero.yaml (${language}): image: there is no picture at content/images/not-uploaded.jpg (upload it, or correct the name)`;
    assert.match(result.stdout + result.stderr, printedLine(line));
  });
});
