import { useEffect } from "react";
import { Toaster as SonnerToaster, toast as sonnerToast } from "sonner";

import type { Toast } from "~/lib/toast.ts";
import { useTexts } from "~/lib/use-locale.ts";
import { TOASTER_TEXTS } from "./texts.ts";

/** The toast's type lives in ~/lib/toast.ts; re-exported for the components and features that show toasts. */
export type { Toast };

function show(toast: Toast) {
  const description = [toast.description, toast.note].filter(Boolean).join(" ") || undefined;
  const options = { id: toast.id, description };
  if (toast.variant === "destructive") sonnerToast.error(toast.title, options);
  else sonnerToast(toast.title, options);
}

/**
 * Shows a toast carried in action data (fetchers and forms that do not navigate):
 * `useToastFromData(fetcher.data?.toast)`. Needs a hydrated page (route handle `hydrate: true`);
 * for visitors without JavaScript also render `<ToastNotice toast={actionData?.toast} />`.
 */
export function useToastFromData(toast: Toast | null | undefined): void {
  useEffect(() => {
    if (toast) show(toast);
  }, [toast]);
}

/**
 * A toast carried in a hydrated page's data, shown once: as a toast where JavaScript runs, as the
 * notice inside <noscript> for visitors without it (never both: issue 19).
 */
export function HydratedToast({ toast }: { toast: Toast | null | undefined }) {
  useToastFromData(toast);
  return toast ? (
    <noscript>
      <ToastNotice toast={toast} />
    </noscript>
  ) : null;
}

/** The server-rendered form of a toast: a visible status line (an alert when destructive). */
export function ToastNotice({ toast }: { toast: Toast | null | undefined }) {
  if (!toast) return null;
  const destructive = toast.variant === "destructive";
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <div
        role={destructive ? "alert" : "status"}
        className={`rounded-lg border px-4 py-3 ${
          destructive ? "border-coral-400 bg-coral-100 text-coral-700" : "border-teal-100 bg-teal-50 text-teal-800"
        }`}
      >
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
        {toast.note ? <p className="mt-1 text-sm font-medium">{toast.note}</p> : null}
      </div>
    </div>
  );
}

/**
 * Mounted once by the root layout at the top of <main>, with the toast from the root loader.
 * Hydrated pages: sonner shows it (and later ones, after client-side navigations); the notice is
 * kept in <noscript> for visitors without JavaScript. Other pages: the notice is plain HTML.
 */
export function Toaster({ toast, hydrate }: { toast: Toast | null | undefined; hydrate: boolean }) {
  const t = useTexts(TOASTER_TEXTS);
  useEffect(() => {
    // sonner dedupes by id, so a re-render or StrictMode's double effect does not show it twice.
    if (hydrate && toast) show(toast);
  }, [hydrate, toast]);

  if (!hydrate) return <ToastNotice toast={toast} />;
  return (
    <>
      <SonnerToaster
        position="top-center"
        richColors
        closeButton
        containerAriaLabel={t.region}
        toastOptions={{ closeButtonAriaLabel: t.close }}
      />
      {toast ? (
        <noscript>
          <ToastNotice toast={toast} />
        </noscript>
      ) : null}
    </>
  );
}
