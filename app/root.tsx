import type { ReactNode } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { ROOT_TEXT } from "~/components/texts.ts";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { Footer } from "./components/Footer.tsx";
import { Header } from "./components/Header.tsx";
import { Toaster } from "./components/Toaster.tsx";
import enhanceJs from "./enhance/enhance.js?url";
import formsJs from "./enhance/forms.js?url";
import { currentViewer } from "./features/accounts/viewer.server.ts";
import { NewsletterForm } from "./features/newsletter/components/NewsletterForm.tsx";
import { APPLE_TOUCH_ICON, MANIFEST_PATH, THEME_COLOR } from "./features/offline/constants.ts";
import { refreshTransportData } from "./features/route-edits/merged.server.ts";
import { compressDocument } from "./lib/compress-document.server.ts";
import { config, publicConfig } from "./lib/config.server.ts";
import { EARLY_SCRIPT } from "./lib/early-script.ts";
import { shouldEnhanceForms, shouldHydrate } from "./lib/handle.ts";
import { LANGUAGE_TAGS, localeFromPath, localeOf } from "./lib/locale.ts";
import { pageCache } from "./lib/page-cache.server.ts";
import { nonceContext, type RequestState, requestStateContext } from "./lib/request-context.ts";
import {
  keepCookieResponsesPrivate,
  keepPersonalPagePrivate,
  signedInHintCookie,
} from "./lib/signed-in-hint.server.ts";
import { getToast } from "./lib/toast.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: MANIFEST_PATH },
  { rel: "apple-touch-icon", href: APPLE_TOUCH_ICON },
];

/**
 * A request that failed because the database could not be reached answers 503 with Retry-After
 * (load balancers and crawlers then retry) instead of 500; handleError marks it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  // Outermost: a document is compressed once its headers are final.
  compressDocument,
  // Next, so it sees every cookie set inside: such a response is never stored by a cache.
  async (_args, next) => {
    const response = await next();
    const headers = new Headers(response.headers);
    if (!keepCookieResponsesPrivate(headers)) return response;
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
  async ({ context }, next) => {
    const state: RequestState = { databaseUnavailable: false };
    context.set(requestStateContext, state);
    const response = await next();
    // 503: a loader rethrew the outage itself (rethrowIfDatabaseUnavailable).
    const outage = (response.status === 500 && state.databaseUnavailable) || response.status === 503;
    if (!outage) return response;
    const headers = new Headers(response.headers);
    headers.set("Retry-After", "10");
    headers.set("Cache-Control", "no-store");
    return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
  },
  // The operator's route edits (ADR 0018): every page reads the merged transport data; this asks the
  // database at most every TRANSPORT_CHECK_SECONDS whether it changed. Not while prerendering (no nonce).
  async ({ context }, next) => {
    if (context.get(nonceContext)) await refreshTransportData();
    return next();
  },
  // The header's signed-in state (ADR 0016): a page with a member's header stays private, and the
  // readable signed-in hint follows the session cookie.
  async ({ request, context }, next) => {
    const response = await next();
    const { viewer } = context.get(requestStateContext);
    const hint = signedInHintCookie({
      requestCookie: request.headers.get("Cookie"),
      setCookies: response.headers.getSetCookie(),
      viewer,
      sessionSeconds: config().SESSION_ABSOLUTE_HOURS * 3600,
      secure: config().siteUrl.startsWith("https://"),
    });
    if (!hint && !viewer) return response;
    const headers = new Headers(response.headers);
    if (hint) headers.append("Set-Cookie", hint);
    if (viewer) keepPersonalPagePrivate(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
  pageCache.invalidateOnWrite,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // The flash toast, if any, plus the header that clears it (none while prerendering).
  const { toast, headers } = await getToast(request);
  // Per request, the header shows the member's menu; prerendered pages have no cookie here (ADR 0016).
  const viewer = await currentViewer(request);
  context.get(requestStateContext).viewer = viewer;
  return data({ config: publicConfig(), locale: localeOf(request), toast, viewer: viewer ?? null }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const hydrate = shouldHydrate(matches);
  const enhanceForms = !hydrate && shouldEnhanceForms(matches);
  const data = useRouteLoaderData<typeof loader>("root");
  const siteName = data?.config.siteName ?? "Sulawesi Travel Guide";
  const contactEmail = data?.config.contactEmail ?? "";
  const locale = localeFromPath(useLocation().pathname);
  return (
    <html lang={LANGUAGE_TAGS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* Allowed by its CSP hash; sets html.js before first paint (no header shift). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="skip-link sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ocean-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {ROOT_TEXT[locale].skipToMainContent}
        </a>
        <Header siteName={siteName} viewer={data?.viewer ?? null} offerSignedInMenu={!hydrate} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Toaster toast={data?.toast} hydrate={hydrate} />
          {children}
        </main>
        <Footer
          siteName={siteName}
          contactEmail={contactEmail}
          newsletterForm={<NewsletterForm source="footer" tone="dark" />}
        />
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
        <script type="module" src={enhanceJs} />
        {enhanceForms ? <script type="module" src={formsJs} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
