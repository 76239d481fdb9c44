// Signing in to the team's console: a one-time code by e-mail to a member
// (the same 202 for anyone else, and nothing sent), valid 10 minutes, once,
// dead after five wrong codes; at most five codes an hour; a session of 12
// hours signed with a key id, refused once expired, forged, signed with a key
// no longer listed, or for someone no longer a member.
import { deepStrictEqual, notDeepStrictEqual, ok } from "node:assert/strict";
import { SignJWT } from "jose";
import { backendTests, countRows, FakeClock, HOUR_MS, makeHandler, testSettings } from "../support/harness.ts";
import { askCode, MEMBER, MEMBER_CLIENT, signIn, teamRequest } from "./console.ts";

const MINUTE_MS = 60 * 1000;

/** The console's first page of leads with `token`: its status. */
const leadsWith = async (handler: Parameters<typeof teamRequest>[0], token: string) =>
  (await teamRequest(handler, "/team/leads?status=open", { token })).status;

backendTests("a stranger gets the same 202 as a member, and no code, no e-mail, no row", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const member = await askCode(handler, mailer);
  const stranger = await askCode(handler, mailer, "someone@else.example");
  deepStrictEqual([member.response.status, stranger.response.status], [202, 202]);
  deepStrictEqual(await stranger.response.json(), await member.response.json());
  ok(member.code, "the member's code came by e-mail, to the member");
  deepStrictEqual(stranger.code, null);
  deepStrictEqual(
    mailer.sent.map((email) => email.to),
    [MEMBER],
    "nothing to the stranger, nothing to the team's inbox",
  );
  const [{ count }] = await db.query<{ count: number }>("select count(*)::int as count from public.team_sign_in_codes");
  deepStrictEqual(count, 1);
}).forEach((test) => Deno.test(test));

backendTests("the code is kept only as a hash, and signs the member in once", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const { code } = await askCode(handler, mailer);
  const stored = await db.query<{ code_hash: string }>("select code_hash from public.team_sign_in_codes");
  ok(!JSON.stringify(stored).includes(code!), "the code itself is not stored");
  const first = await teamRequest(handler, "/team/session", { body: { email: "  OPS@forwarder.test ", code } });
  deepStrictEqual(first.status, 200);
  const { token, expiresAt } = await first.json();
  deepStrictEqual(await leadsWith(handler, token), 200);
  deepStrictEqual(new Date(expiresAt).getTime() - Date.parse("2026-01-15T10:00:00Z"), 12 * HOUR_MS, "12 hours");
  const again = await teamRequest(handler, "/team/session", { body: { email: MEMBER, code } });
  deepStrictEqual(again.status, 401, "a used code signs nobody in");
  deepStrictEqual((await again.json()).error.code, "invalid_code");
}).forEach((test) => Deno.test(test));

backendTests("five wrong codes end the code, the right one included", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const { code } = await askCode(handler, mailer);
  const wrong = code === "000000" ? "111111" : "000000";
  for (let attempt = 0; attempt < 5; attempt++) {
    deepStrictEqual(
      (await teamRequest(handler, "/team/session", { body: { email: MEMBER, code: wrong } })).status,
      401,
    );
  }
  deepStrictEqual((await teamRequest(handler, "/team/session", { body: { email: MEMBER, code } })).status, 401);
}).forEach((test) => Deno.test(test));

backendTests("a code works for 10 minutes, and a new code ends the one before it", async (db) => {
  const { handler, mailer, clock } = makeHandler(db);
  const late = await askCode(handler, mailer);
  clock.advance(10 * MINUTE_MS + 1);
  deepStrictEqual(
    (await teamRequest(handler, "/team/session", { body: { email: MEMBER, code: late.code } })).status,
    401,
  );
  const older = await askCode(handler, mailer);
  const newer = await askCode(handler, mailer);
  notDeepStrictEqual(older.code, null);
  if (older.code !== newer.code) {
    deepStrictEqual(
      (await teamRequest(handler, "/team/session", { body: { email: MEMBER, code: older.code } })).status,
      401,
    );
  }
  deepStrictEqual(
    (await teamRequest(handler, "/team/session", { body: { email: MEMBER, code: newer.code } })).status,
    200,
  );
}).forEach((test) => Deno.test(test));

backendTests(
  "at most five codes an hour for an address; the sixth is answered alike and sent to nobody",
  async (db) => {
    const { handler, mailer, clock } = makeHandler(db);
    for (let asked = 0; asked < 6; asked++) deepStrictEqual((await askCode(handler, mailer)).response.status, 202);
    deepStrictEqual(mailer.sent.length, 5);
    clock.advance(HOUR_MS);
    await askCode(handler, mailer);
    deepStrictEqual(mailer.sent.length, 6, "an hour later, a code again");
  },
).forEach((test) => Deno.test(test));

backendTests("a session ends after 12 hours, and every console route answers 401 without one", async (db) => {
  const { handler, mailer, clock } = makeHandler(db);
  const token = await signIn(handler, mailer);
  clock.advance(12 * HOUR_MS - 1000);
  deepStrictEqual(await leadsWith(handler, token), 200);
  clock.advance(2000);
  deepStrictEqual(await leadsWith(handler, token), 401);
  for (const path of ["/team/leads", "/team/leads/K7QM-4TXH"]) {
    const response = await teamRequest(handler, path);
    deepStrictEqual(response.status, 401, path);
    deepStrictEqual((await response.json()).error.code, "unauthorized");
  }
  const post = await teamRequest(handler, "/team/leads/K7QM-4TXH/status", { body: { status: "answered" } });
  deepStrictEqual(post.status, 401);
}).forEach((test) => Deno.test(test));

backendTests("a forged token, one under a key no longer listed, and one of a former member are refused", async (db) => {
  const clock = new FakeClock();
  const { handler, mailer } = makeHandler(db, { clock });
  const token = await signIn(handler, mailer);
  const [header, payload] = token.split(".");
  deepStrictEqual(
    JSON.parse(atob(header.replace(/-/g, "+").replace(/_/g, "/"))).kid,
    "k2",
    "signed with the first key",
  );
  const otherMember = btoa(JSON.stringify({ ...JSON.parse(atob(payload)), sub: "sales@forwarder.test" }))
    .replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  const forged = [`${header}.${otherMember}.${token.split(".")[2]}`, `${header}.${payload}.AAAA`, "not-a-token"];
  for (const bad of forged) deepStrictEqual(await leadsWith(handler, bad), 401, bad);
  // Signed with a secret of our own but under a key id the function does not list.
  const unknownKey = await new SignJWT({})
    .setProtectedHeader({ alg: "HS256", kid: "k9" })
    .setSubject(MEMBER).setAudience("team-console").setIssuer("send-contact-email")
    .setIssuedAt(clock.now()).setExpirationTime(new Date(clock.now().getTime() + HOUR_MS))
    .sign(new TextEncoder().encode("test-session-key-two-at-least-32-characters"));
  deepStrictEqual(await leadsWith(handler, unknownKey), 401);
  // Rotated: k1 alone is listed now, so k2's sessions end; a member taken off the list is refused at once.
  const rotated = makeHandler(db, {
    clock,
    settings: testSettings({ TEAM_SESSION_KEYS: "k1:test-session-key-one-at-least-32-characters" }),
  });
  deepStrictEqual(await leadsWith(rotated.handler, token), 401);
  const removed = makeHandler(db, { clock, settings: testSettings({ TEAM_MEMBERS: "sales@forwarder.test" }) });
  deepStrictEqual(await leadsWith(removed.handler, token), 401);
  deepStrictEqual(await countRows(db, "contact_requests"), 0);
}).forEach((test) => Deno.test(test));

backendTests(
  "new codes buy no more guesses: after 15 wrong codes in a day, even the right one is refused",
  async (db) => {
    const { handler, mailer, clock } = makeHandler(db);
    const wrongFor = (code: string | null) => (code === "000000" ? "111111" : "000000");
    for (let round = 0; round < 3; round++) {
      const { code } = await askCode(handler, mailer);
      for (let attempt = 0; attempt < 5; attempt++) {
        await teamRequest(handler, "/team/session", { body: { email: MEMBER, code: wrongFor(code) } });
      }
      clock.advance(HOUR_MS);
    }
    const { code } = await askCode(handler, mailer);
    deepStrictEqual((await teamRequest(handler, "/team/session", { body: { email: MEMBER, code } })).status, 401);
    clock.advance(24 * HOUR_MS);
    const fresh = await askCode(handler, mailer);
    deepStrictEqual(
      (await teamRequest(handler, "/team/session", { body: { email: MEMBER, code: fresh.code } })).status,
      200,
      "a day later the address may sign in again",
    );
  },
).forEach((test) => Deno.test(test));

/** An outsider's client, as the platform reports it. */
const OUTSIDER = "198.51.100.66";

backendTests(
  "an outsider's 15 wrong codes from their client lock nobody out: the member signs in from their own with a new code",
  async (db) => {
    const { handler, mailer } = makeHandler(db);
    // The outsider knows the address: asks a code for it, then tries 15 wrong ones (the code dies after five).
    await askCode(handler, mailer, MEMBER, OUTSIDER);
    for (let attempt = 0; attempt < 15; attempt++) {
      const body = { email: MEMBER, code: String(attempt).padStart(6, "0") };
      deepStrictEqual((await teamRequest(handler, "/team/session", { body, client: OUTSIDER })).status, 401);
    }
    const { code } = await askCode(handler, mailer);
    ok(code, "the member's new code came");
    const outsider = await teamRequest(handler, "/team/session", { body: { email: MEMBER, code }, client: OUTSIDER });
    deepStrictEqual(outsider.status, 401, "the outsider's client takes no code today, the right one included");
    const own = await teamRequest(handler, "/team/session", { body: { email: MEMBER, code }, client: MEMBER_CLIENT });
    deepStrictEqual(own.status, 200, "the member's own client signs in");
  },
).forEach((test) => Deno.test(test));

backendTests(
  "wrong codes count against a live code only: tried against a used one, they leave the next code whole",
  async (db) => {
    const { handler, mailer } = makeHandler(db);
    await signIn(handler, mailer);
    const tried = (code: string | null, client: string) =>
      teamRequest(handler, "/team/session", { body: { email: MEMBER, code }, client });
    // Four wrong codes from each of four clients against the used code, then a new code.
    for (const client of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"]) {
      for (let attempt = 0; attempt < 4; attempt++) deepStrictEqual((await tried("000000", client)).status, 401);
    }
    const { code } = await askCode(handler, mailer);
    deepStrictEqual((await tried(code, MEMBER_CLIENT)).status, 200);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "the sign-in's routes are limited per client: past its hour's calls a client gets 429, a member's address as a stranger's",
  async (db) => {
    const { handler, mailer, clock } = makeHandler(db);
    const allowance = testSettings().rateLimit.teamSignInPerClient;
    ok(allowance >= 10 && allowance < testSettings().rateLimit.perClient * 10, `an allowance of its own: ${allowance}`);
    const calls = async (client: string, email: string) => {
      for (let call = 0; call < allowance; call++) {
        const path = call % 2 === 0 ? "/team/sign-in" : "/team/session";
        const response = await teamRequest(handler, path, { body: { email, code: "123456" }, client });
        ok(response.status === 202 || response.status === 401, `${path}: ${response.status}`);
      }
      await handler.settle();
      return await teamRequest(handler, "/team/sign-in", { body: { email }, client });
    };
    const member = await calls("198.51.100.10", MEMBER);
    const stranger = await calls("198.51.100.11", "someone@else.example");
    deepStrictEqual([member.status, stranger.status], [429, 429]);
    deepStrictEqual(await member.json(), await stranger.json(), "the same refusal for either");
    deepStrictEqual(member.headers.get("retry-after"), stranger.headers.get("retry-after"));
    // The member's own codes of the hour are used up by then; the other member signs in from their client.
    const other = "sales@forwarder.test";
    const { code } = await askCode(handler, mailer, other);
    deepStrictEqual(
      (await teamRequest(handler, "/team/session", { body: { email: other, code } })).status,
      200,
      "another client is not held back",
    );
    clock.advance(HOUR_MS);
    deepStrictEqual((await askCode(handler, mailer, MEMBER, "198.51.100.10")).response.status, 202, "an hour later");
  },
).forEach((test) => Deno.test(test));

backendTests(
  "signing out ends the member's sessions on the server: 204, then 401 for that token and the other tabs', as a dead one",
  async (db) => {
    const { handler, mailer, clock } = makeHandler(db);
    const token = await signIn(handler, mailer);
    const otherTab = await signIn(handler, mailer);
    const colleague = await signIn(handler, mailer, "sales@forwarder.test");
    const out = await teamRequest(handler, "/team/sign-out", { token, method: "POST" });
    deepStrictEqual(out.status, 204);
    deepStrictEqual(await out.text(), "", "no body");
    deepStrictEqual(await leadsWith(handler, token), 401, "the token signed out");
    deepStrictEqual(await leadsWith(handler, otherTab), 401, "the member's other tab");
    const milestone = await teamRequest(handler, "/team/leads/K7QM-4TXH/milestones", {
      token: otherTab,
      body: { milestone: "collected" },
    });
    deepStrictEqual(milestone.status, 401, "every console call");
    const again = await teamRequest(handler, "/team/sign-out", { token, method: "POST" });
    deepStrictEqual(again.status, 401, "signing out with it again: a dead session");
    deepStrictEqual((await again.json()).error.code, "unauthorized");
    deepStrictEqual(await leadsWith(handler, colleague), 200, "another member's session is theirs");
    clock.advance(1000);
    deepStrictEqual(await leadsWith(handler, await signIn(handler, mailer)), 200, "signed in again afterwards");
  },
).forEach((test) => Deno.test(test));

backendTests(
  "the scheduled run deletes the codes a day after they expired, and the clients' calls a day old",
  async (db) => {
    const { handler, mailer, clock } = makeHandler(db);
    await askCode(handler, mailer);
    const codes = () => countRows(db, "team_sign_in_codes");
    const calls = () => countRows(db, "team_sign_in_calls");
    clock.advance(10 * MINUTE_MS + 23 * HOUR_MS);
    await handler.runScheduledWork();
    deepStrictEqual([await codes(), await calls()], [1, 1], "expired less than a day ago, made within a day: kept");
    clock.advance(2 * HOUR_MS);
    await handler.runScheduledWork();
    deepStrictEqual([await codes(), await calls()], [0, 0]);
  },
).forEach((test) => Deno.test(test));
