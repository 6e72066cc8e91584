import type { ComponentType } from "react";
import { isRouteErrorResponse } from "react-router";
import { isDatabaseUnavailable } from "~/lib/db/unavailable.ts";
import { useLocale, useLocalizedPath } from "~/lib/use-locale.ts";
import { NotFound, suggestionsOf } from "./NotFound.tsx";
import { ROOT_TEXT } from "./texts.ts";

/** Whether a caught error is the 404 answer of `notFound` (app/lib/not-found.server.ts). */
export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** The page for a caught error: the site's not-found page, "be right back" for 503, else a plain failure. */
export function ErrorPage({ error }: { error: unknown }) {
  const t = ROOT_TEXT[useLocale()];
  if (isNotFound(error)) {
    return (
      <>
        <title>{t.pageNotFound}</title>
        <meta name="robots" content="noindex" />
        <NotFound suggestions={suggestionsOf(isRouteErrorResponse(error) ? error.data : undefined)} />
      </>
    );
  }
  if (isDatabaseUnavailable(error) || (isRouteErrorResponse(error) && error.status === 503)) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <title>{t.temporarilyUnavailable}</title>
        <p className="text-5xl font-bold text-ocean-800">503</p>
        <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t.wellBeRightBack}</h1>
        <p className="mt-2 text-slate-600">{t.thisPartOfThe}</p>
        <HomeLink label={t.returnToHome} />
      </section>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{t.somethingWentWrong}</title>
      <p className="text-5xl font-bold text-ocean-800">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t.somethingWentWrong}</h1>
      <p className="mt-2 text-slate-600">{t.weCouldNotShow}</p>
      <HomeLink label={t.returnToHome} />
    </section>
  );
}

/** The way back to the home page of the page's edition: a plain link (the page may have failed to load its scripts). */
function HomeLink({ label }: { label: string }) {
  return (
    <a
      href={useLocalizedPath()("/")}
      className="mt-6 inline-block rounded-full bg-ocean-700 px-5 py-2 font-semibold text-white hover:bg-ocean-800"
    >
      {label}
    </a>
  );
}

/**
 * A route's error boundary that shows the page's own not-found view for a 404 (e.g. "Article Not
 * Found" with its way back) and the site's error page for anything else.
 */
export function notFoundBoundary(View: ComponentType) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    return isNotFound(error) ? <View /> : <ErrorPage error={error} />;
  };
}
