import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { clientIp, ipForRateLimit, networkOf, rateLimitIp } from "./client-ip.server.ts";
import { clientIpContext } from "./request-context.ts";

describe("client IP", () => {
  it("reads the address set by the server, 'unknown' when none (prerender, dev)", () => {
    const context = new RouterContextProvider();
    expect(clientIp(context)).toBe("unknown");
    context.set(clientIpContext, "::ffff:203.0.113.9");
    expect(clientIp(context)).toBe("203.0.113.9");
    expect(rateLimitIp(context)).toBe("203.0.113.9");
  });

  it("keys IPv6 clients by their /64", () => {
    expect(ipForRateLimit("2001:db8:85a3:0042:1000:8a2e:0370:7334")).toBe("2001:db8:85a3:42::/64");
    expect(ipForRateLimit("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(ipForRateLimit("2001:db8::2")).toBe(ipForRateLimit("2001:db8::1"));
    expect(ipForRateLimit("::1")).toBe("0:0:0:0::/64");
    expect(ipForRateLimit("198.51.100.7")).toBe("198.51.100.7");
    expect(ipForRateLimit("unknown")).toBe("unknown");
  });

  it("names an address's network: IPv4 by its /24, IPv6 by its /48, never the address itself", () => {
    expect(networkOf("198.51.100.7")).toBe("198.51.100.0/24");
    expect(networkOf("198.51.100.250")).toBe(networkOf("198.51.100.7"));
    expect(networkOf("198.51.101.7")).not.toBe(networkOf("198.51.100.7"));
    expect(networkOf("::ffff:203.0.113.9")).toBe("203.0.113.0/24");
    expect(networkOf("2001:db8:85a3:42:1000:8a2e:370:7334")).toBe("2001:db8:85a3::/48");
    expect(networkOf("2001:db8:85a3:ffff::1")).toBe("2001:db8:85a3::/48");
    expect(networkOf("2001:db8:85a4::1")).not.toBe(networkOf("2001:db8:85a3::1"));
    // The rate limiter's /64 key of an address lies in the same /48.
    expect(networkOf(ipForRateLimit("2001:db8:85a3:42::9"))).toBe("2001:db8:85a3::/48");
    expect(networkOf("unknown")).toBe("unknown");
    expect(networkOf("")).toBe("unknown");
  });
});
