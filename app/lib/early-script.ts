/**
 * The one inline script: marks the document as scripted before first paint, so the header does not
 * shift when the deferred enhancement script arrives (chevrons and menu toggle appear, the no-JS
 * 'Menu' link goes). The CSP allows exactly this text by its hash (security-headers.server.ts), so
 * prerendered pages need no per-response nonce.
 */
export const EARLY_SCRIPT = 'document.documentElement.classList.add("js")';
