import { ArrowLeft } from "lucide-react";
import { Link } from "~/components/Link.tsx";
import { historyPath, postPath } from "~/lib/community-links.ts";
import { localizePath } from "~/lib/locale.ts";
import { useLocale } from "~/lib/use-locale.ts";
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
  const locale = useLocale();
  const t = TEXTS_HISTORY[locale];
  return (
    <div>
      <Link to={backTo} className="inline-flex items-center gap-1 text-sm font-semibold text-ocean-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.backToPost}
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-ocean-900 sm:text-3xl">
        {history.kind === "post" ? t.heading : t.commentHeading}
      </h1>
      <p className="mt-1 break-words text-slate-700">
        <Link to={postPath(post.id)} className="font-semibold text-ocean-700 underline">
          {post.title}
        </Link>
      </p>
      <section aria-labelledby="current-version" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="current-version" className="text-lg font-bold text-ocean-900">
          {t.current}
        </h2>
        <div className="mt-2">
          <AuthorLine author={current.author} createdAt={current.createdAt} editedAt={current.editedAt} now={now} />
        </div>
        {history.kind === "post" ? <p className="mt-3 font-semibold break-words text-slate-900">{post.title}</p> : null}
        <MemberText html={current.contentHtml} className="mt-2 text-slate-700" />
      </section>
      {revisions.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.none}</p>
      ) : (
        <ol className="mt-6 space-y-4" aria-label={t.earlierVersions}>
          {revisions.map((r) => (
            <li key={r.id} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <h2 className="text-base font-semibold text-slate-900">
                <time dateTime={r.writtenAt}>{t.version(fullDateTime(locale, r.writtenAt))}</time>
                <span className="font-normal text-slate-600">
                  {", "}
                  <time dateTime={r.replacedAt}>{t.replacedAt(fullDateTime(locale, r.replacedAt))}</time>
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
      <p className="mt-4 text-sm text-slate-600">{t.keptNote}</p>
      <HistoryPager base={base} page={history.page} pages={history.pages} />
    </div>
  );
}

/**
 * Removes one earlier version: a plain form posting to the post's page (the forum's actions live
 * there), so it works without JavaScript; the server checks that it is the viewer's own item.
 */
function RemoveVersion(props: { postId: string; revisionId: string; writtenAt: string; returnTo: string }) {
  const locale = useLocale();
  const t = TEXTS_HISTORY[locale];
  return (
    <form method="post" action={localizePath(postPath(props.postId), locale)} className="mt-3">
      <input type="hidden" name="intent" value="remove-version" />
      <input type="hidden" name="revisionId" value={props.revisionId} />
      <input type="hidden" name="returnTo" value={props.returnTo} />
      <button
        type="submit"
        className="text-sm font-semibold text-red-700 underline hover:text-red-800"
        aria-label={t.removeVersionOf(fullDateTime(locale, props.writtenAt))}
      >
        {t.removeVersion}
      </button>
    </form>
  );
}

const pageHref = (base: string, page: number) => `${base}${base.includes("?") ? "&" : "?"}page=${page}`;

/** Plain links to the newer and older pages of versions (`?page=N`). */
function HistoryPager({ base, page, pages }: { base: string; page: number; pages: number }) {
  const t = TEXTS_HISTORY[useLocale()];
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.earlierVersions} className="mt-6 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link to={pageHref(base, page - 1)} rel="prev" className="font-semibold text-ocean-700 underline">
          {t.newer}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700">{t.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link to={pageHref(base, page + 1)} rel="next" className="font-semibold text-ocean-700 underline">
          {t.older}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
