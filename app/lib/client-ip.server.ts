import { isIPv6 } from "node:net";
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
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const missing = 8 - headParts.length - tailParts.length;
  const full = ip.includes("::") ? [...headParts, ...Array(missing).fill("0"), ...tailParts] : headParts;
  return `${full
    .slice(0, 4)
    .map((p) => p.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
