import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { historyPath, postPath } from "~/lib/community-links.ts";
import type { History } from "../history.server.ts";
import { fullDateTime } from "../relative-time.ts";
import { TEXTS_HISTORY } from "../texts.ts";
import { AuthorLine } from "./AuthorLine.tsx";
import { MemberText } from "./MemberText.tsx";

/** A post's or comment's current version, then its earlier versions, newest first. */
export function HistoryView({ history, now }: { history: History; now: number }) {
  const { post, revisions } = history;
  const current = history.kind === "post" ? post : history.comment;
  const backTo = history.kind === "post" ? postPath(post.id) : `${postPath(post.id)}#comment-${history.comment.id}`;
  const base = historyPath(post.id, history.kind === "comment" ? history.comment.id : undefined);
  const here = history.page > 1 ? pageHref(base, history.page) : base;
  return (
    <div>
      <Link to={backTo} className="inline-flex items-center gap-1 text-sm font-semibold text-ocean-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {TEXTS_HISTORY.backToPost}
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-ocean-900 sm:text-3xl">
        {history.kind === "post" ? TEXTS_HISTORY.heading : TEXTS_HISTORY.commentHeading}
      </h1>
      <p className="mt-1 break-words text-slate-700">
        <Link to={postPath(post.id)} className="font-semibold text-ocean-700 underline">
          {post.title}
        </Link>
      </p>
      <section aria-labelledby="current-version" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="current-version" className="text-lg font-bold text-ocean-900">
          {TEXTS_HISTORY.current}
        </h2>
        <div className="mt-2">
          <AuthorLine author={current.author} createdAt={current.createdAt} editedAt={current.editedAt} now={now} />
        </div>
        {history.kind === "post" ? <p className="mt-3 font-semibold break-words text-slate-900">{post.title}</p> : null}
        <MemberText html={current.contentHtml} className="mt-2 text-slate-700" />
      </section>
      {revisions.length === 0 ? (
        <p className="mt-6 text-slate-600">{TEXTS_HISTORY.none}</p>
      ) : (
        <ol className="mt-6 space-y-4" aria-label={TEXTS_HISTORY.earlierVersions}>
          {revisions.map((r) => (
            <li key={r.id} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <h2 className="text-base font-semibold text-slate-900">
                <time dateTime={r.writtenAt}>{TEXTS_HISTORY.version(fullDateTime(r.writtenAt))}</time>
                <span className="font-normal text-slate-600">
                  {", "}
                  <time dateTime={r.replacedAt}>{TEXTS_HISTORY.replacedAt(fullDateTime(r.replacedAt))}</time>
                </span>
              </h2>
              {r.title !== null ? <p className="mt-3 font-semibold break-words text-slate-900">{r.title}</p> : null}
              <MemberText html={r.contentHtml} className="mt-2 text-slate-700" />
              {history.canRemove ? (
                <RemoveVersion postId={post.id} revisionId={r.id} writtenAt={r.writtenAt} returnTo={here} />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <p className="mt-4 text-sm text-slate-600">{TEXTS_HISTORY.keptNote}</p>
      <HistoryPager base={base} page={history.page} pages={history.pages} />
    </div>
  );
}

/**
 * Removes one earlier version: a plain form posting to the post's page (the forum's actions live
 * there), so it works without JavaScript; the server checks that it is the viewer's own item.
 */
function RemoveVersion(props: { postId: string; revisionId: string; writtenAt: string; returnTo: string }) {
  return (
    <form method="post" action={postPath(props.postId)} className="mt-3">
      <input type="hidden" name="intent" value="remove-version" />
      <input type="hidden" name="revisionId" value={props.revisionId} />
      <input type="hidden" name="returnTo" value={props.returnTo} />
      <button
        type="submit"
        className="text-sm font-semibold text-red-700 underline hover:text-red-800"
        aria-label={TEXTS_HISTORY.removeVersionOf(fullDateTime(props.writtenAt))}
      >
        {TEXTS_HISTORY.removeVersion}
      </button>
    </form>
  );
}

const pageHref = (base: string, page: number) => `${base}${base.includes("?") ? "&" : "?"}page=${page}`;

/** Plain links to the newer and older pages of versions (`?page=N`). */
function HistoryPager({ base, page, pages }: { base: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={TEXTS_HISTORY.earlierVersions} className="mt-6 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link to={pageHref(base, page - 1)} rel="prev" className="font-semibold text-ocean-700 underline">
          {TEXTS_HISTORY.newer}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700">{TEXTS_HISTORY.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link to={pageHref(base, page + 1)} rel="next" className="font-semibold text-ocean-700 underline">
          {TEXTS_HISTORY.older}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
