/**
 * A Moto G Power-like phone as Lighthouse emulates it: 412 px, 4x slower CPU,
 * slow 4G. Taps the menu button six times, every 500 ms, starting at once or
 * once the page has hydrated, and returns the longest interaction (INP).
 */
export async function firstTaps(browser, url, whenHydrated) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript(() => {
    window.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, duration: entry.duration });
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
  });
  await page.goto(url, { waitUntil: "load" });
  const menu = page.locator("header button, header [popovertarget]").first();
  if (whenHydrated) {
    await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
    await page.waitForFunction(
      () => {
        const element = document.querySelector("header button");
        return !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
      },
      null,
      { timeout: 60_000 },
    );
  }
  for (let tap = 0; tap < 6; tap++) {
    await menu.tap();
    await page.waitForTimeout(500);
  }
  await page.waitForTimeout(1000);
  const interactions = await page.evaluate(() => window.__interactions);
  await context.close();
  const byInteraction = new Map();
  for (const { id, duration } of interactions) byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration));
  return Math.max(0, ...byInteraction.values());
}
