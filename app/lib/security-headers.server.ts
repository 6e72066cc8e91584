import { createHash, randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { EARLY_SCRIPT } from "./early-script.ts";

/** The CSP source that allows the inline EARLY_SCRIPT by its hash. */
export const EARLY_SCRIPT_HASH = `'sha256-${createHash("sha256").update(EARLY_SCRIPT).digest("base64")}'`;

/**
 * Security headers for every response. Scripts are allowed only from our origin, by the hash of
 * EARLY_SCRIPT, or with the request's nonce (React Router's inline hydration scripts carry it); no
 * 'unsafe-inline' scripts. Inline styles stay allowed because toasts and React style props set them.
 * `https`: the public site is served over HTTPS (SITE_URL), so HSTS and upgrades apply.
 */
export function securityHeaders({ https }: { https: boolean }) {
  const assignNonce = (_req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", EARLY_SCRIPT_HASH, (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "media-src": ["'self'", "blob:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        // The offline guide's service worker and planner worker, and the web app manifest (ADR 0019).
        "worker-src": ["'self'"],
        "manifest-src": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        "upgrade-insecure-requests": https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true } : false,
    frameguard: { action: "deny" },
  });
  return [
    assignNonce,
    headers,
    (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
      next();
    },
  ];
}
