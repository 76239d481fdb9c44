// Forwarders do not publish their tariffs: a build with a rate card of
// figures found nowhere else (__tests__/fixtures/rates.yaml: 7.913, 87.65,
// 41.93 ...) holds none of them, nor its zones' and lines' names, anywhere it
// serves: the pages, page-data, /admin/'s scripts, /form-replies.json, source
// maps (every file under public/, whatever its kind). And a card the build
// cannot use stops it with one line naming content/rates.yaml and the field.
import fs from "node:fs";
import path from "node:path";
import { before, describe, it } from "node:test";
import assert from "node:assert/strict";
import yaml from "js-yaml";
import { build, copyOfRepository, filesUnder, printedLine, root } from "./repositoryCopy.mjs";

const FIXTURE_CARD = fs.readFileSync(path.join(root, "__tests__/fixtures/rates.yaml"), "utf8");

/** Every figure with decimals and every name of the card, as text: what must not be published. */
const card = yaml.load(FIXTURE_CARD, { schema: yaml.CORE_SCHEMA });
const secrets = [...new Set(JSON.stringify(card).match(/\d+\.\d+|Fixture [a-zA-Z]+/g))];

/**
 * Where a secret is written in a file: a figure as a number of its own (not
 * the middle of another, as in an icon's path data ".156.127.23"), a name as it is.
 */
const finds = (text, secret) =>
  /^\d/.test(secret) ? new RegExp(`(?<![0-9.])${secret.replace(".", "\\.")}(?![0-9])`).test(text) : text.includes(secret);

describe("a build with a rate card", () => {
  let copy;
  let result;
  before(async () => {
    copy = await copyOfRepository(async (dir) => fs.writeFileSync(path.join(dir, "content/rates.yaml"), FIXTURE_CARD));
    result = build(copy);
  });

  it("builds", () => {
    assert.equal(result.status, 0, result.stdout.slice(-3000) + result.stderr.slice(-3000));
  });

  it("publishes none of its figures or names, in any file", () => {
    assert.ok(secrets.includes("7.913") && secrets.includes("87.65") && secrets.includes("Fixture documents"), secrets.join(", "));
    const files = filesUnder(path.join(copy, "public"));
    // What the check covers: pages, page-data, the CMS's scripts, the function's words.
    for (const kind of [/\.html$/, /page-data\/.*\.json$/, /^admin\/.*\.js$/, /^form-replies\.json$/]) {
      assert.ok(
        files.some((file) => kind.test(path.relative(path.join(copy, "public"), file))),
        `the build has files matching ${kind}`,
      );
    }
    const found = [];
    for (const file of files) {
      const text = fs.readFileSync(file).toString("latin1");
      for (const secret of secrets) if (finds(text, secret)) found.push(`${path.relative(copy, file)} holds ${secret}`);
    }
    assert.deepEqual(found, []);
  });
});

describe("a rate card the build cannot use", () => {
  it("stops the build with one line naming content/rates.yaml and the field", async () => {
    const rising = FIXTURE_CARD.replace("from100: 5.371", "from100: 6.5");
    assert.notEqual(rising, FIXTURE_CARD);
    const copy = await copyOfRepository(async (dir) => fs.writeFileSync(path.join(dir, "content/rates.yaml"), rising));
    const result = build(copy);
    assert.notEqual(result.status, 0);
    const line = "content/rates.yaml: zones[0].perKg.from100 (6.5) is more than from45 (6.127): a heavier break must not cost more per kg";
    assert.match(result.stdout + result.stderr, printedLine(line));
  });
});
