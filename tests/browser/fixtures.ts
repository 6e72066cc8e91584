import { createHash } from "node:crypto";
import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Playwright's `test`, with one client address per test. The test server trusts one proxy hop
 * (TRUST_PROXY, as behind a real reverse proxy), and every request of a test, from its pages and
 * from `request`, says it comes from that test's own address. The per-address limits on sign-up and
 * sign-in then count one test's attempts, as they would count one visitor's, instead of the whole
 * suite's: without this, the suite's later sign-ins met "Too many attempts".
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const digest = createHash("sha256")
      .update(`${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`)
      .digest();
    const address = `10.${digest[0]}.${digest[1]}.${((digest[2] ?? 0) % 254) + 1}`;
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": address });
  },
});
