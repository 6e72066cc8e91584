import { Flag } from "lucide-react";
import { useFetcher } from "react-router";
import { useToastFromData } from "~/components/Toaster.tsx";
import { postPath } from "~/lib/community-links.ts";
import { localizePath } from "~/lib/locale.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocale } from "~/lib/use-locale.ts";
import type { PostActionData } from "../post-actions.server.ts";
import { REPORT_NOTE_MAX, REPORT_REASONS } from "../report-constants.ts";
import { REPORT_REASON_LABELS, REPORT_TEXTS } from "../texts.ts";

/**
 * "Report" under a post or a comment: a reason (and a note, required for "Other"). A plain form that
 * works without JavaScript (the action redirects back with a toast); with it, a fetcher keeps the page.
 * Rules: reports.server.ts (ADR 0022).
 */
export function ReportForm({ postId, commentId, returnTo }: { postId: string; commentId?: string; returnTo: string }) {
  const fetcher = useFetcher<PostActionData>();
  const hydrated = useHydrated();
  useToastFromData(fetcher.data?.toast);
  const idBase = `report-${commentId ?? postId}`;
  const locale = useLocale();
  const T = REPORT_TEXTS[locale];
  const label = commentId ? T.reportComment : T.reportPost;
  if (fetcher.data?.reported) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {fetcher.data.toast?.title}. {fetcher.data.toast?.description}
      </p>
    );
  }
  return (
    <details className="text-sm">
      <summary className="inline-flex cursor-pointer items-center gap-1 rounded-full px-3 py-1.5 font-semibold text-slate-600 hover:bg-slate-100">
        <Flag aria-hidden="true" className="size-4" />
        {T.report}
        <span className="sr-only">{commentId ? T.thisComment : T.thisPost}</span>
      </summary>
      <fetcher.Form
        method="post"
        action={localizePath(postPath(postId), locale)}
        aria-label={label}
        className="mt-2 max-w-md space-y-2 rounded-xl border border-slate-200 bg-white p-3"
      >
        <input type="hidden" name="intent" value="report" />
        {commentId ? <input type="hidden" name="commentId" value={commentId} /> : null}
        <input type="hidden" name="returnTo" value={returnTo} />
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        <label htmlFor={`${idBase}-reason`} className="block font-semibold text-slate-800">
          {T.reasonLabel}
        </label>
        <select
          id={`${idBase}-reason`}
          name="reason"
          required
          defaultValue=""
          className="block w-full rounded-lg border border-slate-300 px-2 py-1.5"
        >
          <option value="" disabled>
            {T.chooseReason}
          </option>
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {REPORT_REASON_LABELS[locale][r]}
            </option>
          ))}
        </select>
        <label htmlFor={`${idBase}-note`} className="block font-semibold text-slate-800">
          {T.noteLabel}
        </label>
        <textarea
          id={`${idBase}-note`}
          name="note"
          rows={2}
          maxLength={REPORT_NOTE_MAX}
          aria-describedby={`${idBase}-hint`}
          className="block w-full rounded-lg border border-slate-300 p-2"
        />
        <p id={`${idBase}-hint`} className="text-xs text-slate-600">
          {T.noteHint}
        </p>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded-full bg-ocean-700 px-4 py-1.5 font-semibold text-white hover:bg-ocean-800 disabled:opacity-60"
        >
          {fetcher.state !== "idle" ? T.sending : T.send}
        </button>
      </fetcher.Form>
    </details>
  );
}
