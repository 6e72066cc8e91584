import { isIPv4, isIPv6 } from "node:net";
import type { RouterContextProvider } from "react-router";
import { clientIpContext } from "./request-context.ts";

/**
 * The client's IP address for loaders and actions: `clientIp(context)`. Behind a reverse proxy it is
 * the address the proxy reports, only when TRUST_PROXY=true (otherwise it is the proxy's own).
 * IPv4-mapped IPv6 addresses ("::ffff:203.0.113.9") come back as plain IPv4.
 */
export function clientIp(context: Readonly<RouterContextProvider>): string {
  const ip = context.get(clientIpContext);
  return ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice(7) : ip;
}

/**
 * The client address to use in rate-limit keys: IPv4 as is, IPv6 reduced to its /64 network,
 * because one IPv6 customer usually holds a whole /64 and could otherwise rotate addresses.
 */
export function rateLimitIp(context: Readonly<RouterContextProvider>): string {
  return ipForRateLimit(clientIp(context));
}

export function ipForRateLimit(ip: string): string {
  if (!isIPv6(ip)) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, "::" expanded, leading zeros dropped ("2001:db8::1" → 2001,db8,0,…,1). */
function ipv6Groups(ip: string): string[] {
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const missing = 8 - headParts.length - tailParts.length;
  const full = ip.includes("::") ? [...headParts, ...Array(missing).fill("0"), ...tailParts] : headParts;
  return full.map((p) => p.replace(/^0+(?=.)/, ""));
}

/**
 * The network an address belongs to, for "reports from different networks" (ADR 0025): IPv4 by its
 * /24, IPv6 by its /48 (a site's usual allocation); an IPv4-mapped IPv6 address counts as IPv4. Also
 * takes the /64 keys of ipForRateLimit. Anything else (no address known) is the one network "unknown".
 * Only this prefix is ever stored, never the address.
 */
export function networkOf(address: string): string {
  const ip = address.split("/")[0] ?? "";
  const v4 = ip.startsWith("::ffff:") && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return `${v4.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIPv6(ip)) return `${ipv6Groups(ip).slice(0, 3).join(":")}::/48`;
  return "unknown";
}
