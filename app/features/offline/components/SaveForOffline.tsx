import { Download } from "lucide-react";
import { useLocalizedPath, useTexts } from "~/lib/use-locale.ts";
import { SAVED_CACHE, SAVED_PATH } from "../constants.ts";
import { OFFLINE_TEXTS } from "../texts.ts";

/**
 * "Save for offline" (ADR 0019): app/enhance/enhance.js asks the service worker to keep this page
 * (as a visitor sees it, with its files) and shows the saved state; pressed again, it removes the
 * page (aria-pressed shows which label is visible). Shown only with JavaScript (`js-only`, set before first paint: no layout shift). The texts
 * the script shows come from OFFLINE_TEXTS, in the page's language, through data attributes.
 */
export function SaveForOffline({ className = "" }: { className?: string }) {
  const offlineTexts = useTexts(OFFLINE_TEXTS);
  const localize = useLocalizedPath();
  return (
    <div className={`js-only no-print flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
      <button
        type="button"
        data-save-offline
        data-cache={SAVED_CACHE}
        data-text-saving={offlineTexts.saving}
        data-text-saved-status={offlineTexts.savedStatus}
        data-text-removed-status={offlineTexts.removedStatus}
        data-text-failed={offlineTexts.saveFailed}
        data-text-unsupported={offlineTexts.unsupported}
        aria-pressed="false"
        className="group inline-flex items-center gap-2 rounded-full border border-teal-700 bg-white px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50 aria-pressed:bg-teal-700 aria-pressed:text-white"
      >
        <Download aria-hidden="true" className="size-4" />
        {/* Both labels take the same cell, so the button keeps its width when the state changes (no
            layout shift); the hidden one is not part of the button's name. */}
        <span className="grid">
          <span className="[grid-area:1/1] group-aria-pressed:invisible">{offlineTexts.saveButton}</span>
          <span className="invisible [grid-area:1/1] group-aria-pressed:visible">{offlineTexts.savedButton}</span>
        </span>
      </button>
      <a href={localize(SAVED_PATH)} className="text-sm font-semibold text-ocean-700 underline underline-offset-2">
        {offlineTexts.savedLink}
      </a>
      <p role="status" aria-live="polite" data-save-offline-status className="w-full text-sm text-slate-700" />
    </div>
  );
}
