import { Link } from "~/components/Link.tsx";
import { useTexts } from "~/lib/use-locale.ts";
import { ALWAYS_AVAILABLE, SAVED_CACHE } from "../constants.ts";
import { OFFLINE_TEXTS } from "../texts.ts";

/**
 * The pages saved on this device, read from the saved-pages cache by app/enhance/enhance.js (the
 * list exists only in this browser, so the server cannot render it). Used by /saved and /offline.
 */
export function SavedPagesList() {
  const offlineTexts = useTexts(OFFLINE_TEXTS);
  return (
    <div
      data-saved-pages
      data-cache={SAVED_CACHE}
      data-text-saved-at={offlineTexts.savedAt}
      data-text-remove={offlineTexts.remove}
      data-text-removed-status={offlineTexts.removedStatus}
      data-text-remove-failed={offlineTexts.removeFailed}
      data-text-unsupported={offlineTexts.unsupported}
    >
      <ul
        data-saved-list
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white empty:hidden"
      />
      <p data-saved-empty hidden className="text-slate-700">
        {offlineTexts.savedEmpty}
      </p>
      <p className="nojs-only text-slate-700">{offlineTexts.needsScript}</p>
      <p role="status" aria-live="polite" data-saved-status className="mt-2 text-sm text-slate-700" />
    </div>
  );
}

/** The pages every installation keeps offline (precached by the service worker). */
export function AlwaysAvailable() {
  const labels = useTexts(OFFLINE_TEXTS).alwaysAvailable;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {ALWAYS_AVAILABLE.map((path) => (
        <li key={path}>
          <Link to={path} className="font-semibold text-ocean-700 underline underline-offset-2">
            {labels[path]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
