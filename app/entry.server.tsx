import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isDatabaseUnavailable } from "~/lib/db/unavailable.ts";
import { log } from "~/lib/log.server.ts";
import { nonceContext, requestStateContext } from "~/lib/request-context.ts";
import { sharedMarkup } from "~/lib/shared-markup.server.tsx";
import { SharedMarkupContext } from "~/lib/shared-markup.ts";

export const streamTimeout = 5_000;

/**
 * Errors thrown by loaders and actions. A database that cannot be reached is an outage, not a bug:
 * one line in the log, and the root middleware turns the response into a 503.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    try {
      context.get(requestStateContext).databaseUnavailable = true;
    } catch {
      // No request state (a request that did not pass the root middleware).
    }
    log.error(`database unavailable: ${request.method} ${new URL(request.url).pathname}: ${String(error)}`);
    return;
  }
  log.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The per-request CSP nonce set by the Express server. Absent while prerendering: a prerendered
  // page's only inline script is EARLY_SCRIPT, which the CSP allows by its hash.
  const nonce = loadContext.get(nonceContext) || undefined;

  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // No page defers data (no Suspense), so the shell is the whole document: waiting for all of it
    // costs no time to first byte. Collected into one buffer, it is sent (and compressed) as one
    // chunk instead of some forty 2 KB chunks, each passing a PassThrough, a web stream, the
    // compression stream and a thread-pool round trip (issue 21 point 3: about a third of a
    // member's request went to that plumbing).
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const document = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      // The header's and footer's menus: rendered once per edition and active section (ADR 0037).
      <SharedMarkupContext value={sharedMarkup}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </SharedMarkupContext>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error in the shell rejects the render and React Router reports it (handleError); log
          // only the ones after it, which would otherwise go unseen.
          if (shellRendered) log.error(error);
        },
      },
    );
  });
}
