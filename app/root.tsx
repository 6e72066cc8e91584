import type { ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { Footer } from "./components/Footer.tsx";
import { Header } from "./components/Header.tsx";
import { NotFound } from "./components/NotFound.tsx";
import { Toaster } from "./components/Toaster.tsx";
import enhanceJs from "./enhance/enhance.js?url";
import { publicConfig } from "./lib/config.server.ts";
import { shouldHydrate } from "./lib/handle.ts";
import { getToast } from "./lib/toast.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: Route.LoaderArgs) {
  // The flash toast, if any, plus the header that clears it (none while prerendering).
  const { toast, headers } = await getToast(request);
  return data({ config: publicConfig(), toast }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const hydrate = shouldHydrate(matches);
  const data = useRouteLoaderData<typeof loader>("root");
  const siteName = data?.config.siteName ?? "Sulawesi Travel Guide";
  const contactEmail = data?.config.contactEmail ?? "";
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3f59" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="skip-link sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ocean-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        <Header siteName={siteName} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Toaster toast={data?.toast} hydrate={hydrate} />
          {children}
        </main>
        <Footer siteName={siteName} contactEmail={contactEmail} />
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
        <script type="module" src={enhanceJs} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>Page not found</title>
        <meta name="robots" content="noindex" />
        <NotFound />
      </>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>Something went wrong</title>
      <p className="text-5xl font-bold text-ocean-800">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-slate-600">We could not show this page just now. Please try again in a moment.</p>
      <a
        href="/"
        className="mt-6 inline-block rounded-full bg-ocean-700 px-5 py-2 font-semibold text-white hover:bg-ocean-800"
      >
        Return to Home
      </a>
    </section>
  );
}
