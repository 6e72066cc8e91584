import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/index.tsx";
import { ActionFields, DeleteForm, SubmitButton, Truncated } from "../components/parts.tsx";
import { COMMUNITY_TAB_TEXT as T } from "../texts.ts";
import type { ReportQueue as Queue, QueueItem } from "./reports.server.ts";

/**
 * The report queue at the top of the Community tab: items with open reports, the most reported first
 * (query and handlers: reports.server.ts). Restore shows the item again and closes its reports;
 * delete removes it. The author is mailed either way, never told who reported.
 */
export function ReportQueue({ queue, returnTo }: { queue: Queue; returnTo: string }) {
  if (queue.items.length === 0) return null;
  return (
    <section aria-labelledby="report-queue-heading" className="rounded-2xl border border-coral-400 bg-white p-5">
      <h2 id="report-queue-heading" className="text-lg font-bold text-ocean-900">
        {T.queueHeading(queue.total)}
      </h2>
      <p className="text-sm text-slate-600">{T.queueIntro}</p>
      <ul className="mt-3 space-y-3">
        {queue.items.map((item) => (
          <QueueEntry key={`${item.kind}:${item.id}`} item={item} returnTo={returnTo} />
        ))}
      </ul>
      {queue.total > queue.items.length ? (
        <p className="mt-3 text-sm text-slate-600">{T.queueMore(queue.total - queue.items.length)}</p>
      ) : null}
    </section>
  );
}

function QueueEntry({ item, returnTo }: { item: QueueItem; returnTo: string }) {
  const what = item.kind === "post" ? "post" : "comment";
  return (
    <li className="rounded-lg bg-slate-50 p-3 text-sm">
      <p className="font-semibold text-ocean-900">
        {item.hidden ? (
          <>
            <Badge tone="red">{item.autoHidden ? T.hiddenByReports : T.hidden}</Badge>{" "}
          </>
        ) : null}
        {T.reportedItem(item.kind, item.postTitle, item.author)}
      </p>
      <p className="text-xs text-slate-600">
        {T.reportLine(
          item.reports,
          item.qualifying,
          item.lastReported,
          item.reasons.map((r) => `${r.reason} ×${r.count}`).join(", "),
        )}
      </p>
      <div className="mt-1">
        <Truncated text={item.content} max={300} />
      </div>
      {item.notes.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-xs text-slate-700">
          {item.notes.map((note, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: notes have no id and never reorder.
            <li key={i}>{note}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {item.hidden && item.kind === "post" ? null : (
          <Link to={`/community/${item.postId}`} className="py-1 text-sm text-ocean-700 underline">
            {T.view}
            <span className="sr-only">{T.viewReported(what, item.postTitle)}</span>
          </Link>
        )}
        <Form method="post" action="/admin">
          <ActionFields intent="restore-reported" id={item.id} returnTo={returnTo} />
          <input type="hidden" name="kind" value={item.kind} />
          <SubmitButton>{item.hidden ? T.restore(what) : T.dismiss}</SubmitButton>
        </Form>
        <DeleteForm intent="delete-reported" id={item.id} what={what} kind={item.kind} returnTo={returnTo} />
      </div>
    </li>
  );
}
