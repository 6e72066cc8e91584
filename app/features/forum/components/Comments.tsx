import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useToastFromData } from "~/components/Toaster.tsx";
import { Badge } from "~/components/ui/index.tsx";
import { historyPath, postPath } from "~/lib/community-links.ts";
import { localizePath } from "~/lib/locale.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocale } from "~/lib/use-locale.ts";
import { COMMENT_MAX } from "../constants.ts";
import type { PostActionData } from "../post-actions.server.ts";
import { COMMENT_TEXT, POST_TEXT, TEXTS } from "../texts.ts";
import type { CommentView } from "../types.ts";
import { AuthorLine } from "./AuthorLine.tsx";
import { MemberText } from "./MemberText.tsx";
import type { ClientViewer } from "./PostCard.tsx";
import { ReportForm } from "./ReportForm.tsx";
import { promptSignIn } from "./sign-in.ts";

/** Comments, oldest first. `manage`: authors get edit and delete (on the post's own page). */
export function CommentList({
  comments,
  viewer,
  now,
  postId,
  manage = false,
  refusedEdit,
}: {
  comments: CommentView[];
  viewer: ClientViewer;
  now: number;
  postId: string;
  manage?: boolean;
  /** A refused edit (no JavaScript): that comment's form opens again with what was typed. */
  refusedEdit?: { commentId?: string; content?: string };
}) {
  const locale = useLocale();
  if (comments.length === 0) return <p className="text-sm text-slate-600">{COMMENT_TEXT[locale].none}</p>;
  return (
    <ol className="space-y-3">
      {comments.map((c) => (
        <li key={c.id} id={`comment-${c.id}`} className="rounded-xl bg-slate-50 px-4 py-3">
          <AuthorLine
            author={c.author}
            createdAt={c.createdAt}
            editedAt={c.editedAt}
            now={now}
            historyHref={historyPath(postId, c.id)}
          />
          {c.hiddenAt ? <Badge tone="red">{POST_TEXT[locale].hidden}</Badge> : null}
          <MemberText html={c.contentHtml} className="mt-1 text-slate-800" />
          {manage && viewer?.id === c.author.id && !c.hiddenAt ? (
            <OwnCommentActions
              comment={c}
              postId={postId}
              typed={refusedEdit?.commentId === c.id ? refusedEdit.content : undefined}
            />
          ) : null}
          {manage && viewer && viewer.id !== c.author.id && !c.hiddenAt ? (
            <ReportForm postId={postId} commentId={c.id} returnTo={`${postPath(postId)}#comment-${c.id}`} />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function OwnCommentActions({ comment, postId, typed }: { comment: CommentView; postId: string; typed?: string }) {
  const edit = useFetcher<PostActionData>();
  const remove = useFetcher<PostActionData>();
  const hydrated = useHydrated();
  const locale = useLocale();
  const T = COMMENT_TEXT[locale];
  useToastFromData(edit.data?.toast);
  useToastFromData(remove.data?.toast);
  const returnTo = localizePath(postPath(postId), locale);
  return (
    <div className="mt-2 flex flex-wrap items-start gap-3 text-sm">
      <details open={typed !== undefined}>
        <summary className="cursor-pointer font-semibold text-ocean-700">{T.edit}</summary>
        <edit.Form method="post" action={returnTo} className="mt-2 space-y-2">
          <input type="hidden" name="intent" value="edit-comment" />
          <input type="hidden" name="commentId" value={comment.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
          <label htmlFor={`edit-${comment.id}`} className="sr-only">
            {T.editLabel}
          </label>
          <textarea
            id={`edit-${comment.id}`}
            name="content"
            defaultValue={typed ?? comment.content}
            required
            maxLength={COMMENT_MAX}
            rows={3}
            className="w-full rounded-lg border border-slate-300 p-2"
          />
          <button type="submit" className="rounded-full bg-ocean-700 px-4 py-1.5 font-semibold text-white">
            {edit.state !== "idle" ? T.saving : T.save}
          </button>
        </edit.Form>
      </details>
      <remove.Form
        method="post"
        action={returnTo}
        onSubmit={(event) => {
          if (!window.confirm(T.confirmDelete)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="delete-comment" />
        <input type="hidden" name="commentId" value={comment.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        <button type="submit" className="font-semibold text-coral-700">
          {remove.state !== "idle" ? T.deleting : T.delete}
        </button>
      </remove.Form>
    </div>
  );
}

/**
 * Add a comment. Empty or whitespace-only comments are ignored; visitors get the spec's
 * 'Sign in required' / 'Please sign in to comment on posts.'.
 */
export function CommentForm({
  postId,
  viewer,
  returnTo,
  onPosted,
  typed,
}: {
  postId: string;
  viewer: ClientViewer;
  returnTo: string;
  onPosted?: (comment: CommentView) => void;
  /** What a refused comment said (no JavaScript), to fill the form again. */
  typed?: string;
}) {
  const fetcher = useFetcher<PostActionData>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  useToastFromData(fetcher.data?.toast);
  const posted = fetcher.data?.comment;
  const onPostedRef = useRef(onPosted);
  onPostedRef.current = onPosted;
  useEffect(() => {
    if (posted) {
      formRef.current?.reset();
      onPostedRef.current?.(posted);
    }
  }, [posted]);
  const busy = fetcher.state !== "idle";
  const id = `comment-input-${postId}`;
  const locale = useLocale();
  const T = COMMENT_TEXT[locale];
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={localizePath(postPath(postId), locale)}
      className="mt-4 space-y-2"
      onSubmit={(event) => {
        const content = String(new FormData(event.currentTarget).get("content") ?? "");
        if (!viewer) {
          event.preventDefault();
          promptSignIn(locale, TEXTS[locale].signInRequired, TEXTS[locale].signInToComment);
          return;
        }
        // The spec: empty or whitespace-only comments are ignored.
        if (!content.trim()) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {T.addLabel}
      </label>
      <textarea
        id={id}
        name="content"
        rows={2}
        defaultValue={typed}
        maxLength={COMMENT_MAX}
        placeholder={viewer ? T.placeholder : T.placeholderSignedOut}
        className="w-full rounded-lg border border-slate-300 p-2 text-slate-900"
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded-full bg-ocean-700 px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-800 disabled:opacity-60"
      >
        {busy ? TEXTS[locale].posting : T.post}
      </button>
    </fetcher.Form>
  );
}

/** The expandable comments panel under a post in the list: loads the post's comments when opened. */
export function CommentsPanel({
  postId,
  viewer,
  now,
  returnTo,
  onCountChange,
}: {
  postId: string;
  viewer: ClientViewer;
  now: number;
  returnTo: string;
  onCountChange: (delta: number) => void;
}) {
  const loader = useFetcher<{ comments?: CommentView[] }>();
  const [added, setAdded] = useState<CommentView[]>([]);
  const { load } = loader;
  const locale = useLocale();
  useEffect(() => {
    load(localizePath(postPath(postId), locale));
  }, [load, postId, locale]);
  const loaded = loader.data?.comments;
  const comments = [...(loaded ?? []), ...added.filter((a) => !loaded?.some((c) => c.id === a.id))];
  return (
    <section aria-label={COMMENT_TEXT[locale].panelLabel} className="mt-4 border-t border-slate-100 pt-4">
      {loaded ? (
        <CommentList comments={comments} viewer={viewer} now={now} postId={postId} />
      ) : (
        <p className="text-sm text-slate-600" role="status">
          {COMMENT_TEXT[locale].loading}
        </p>
      )}
      <CommentForm
        postId={postId}
        viewer={viewer}
        returnTo={returnTo}
        onPosted={(comment) => {
          setAdded((list) => (list.some((c) => c.id === comment.id) ? list : [...list, comment]));
          onCountChange(1);
        }}
      />
    </section>
  );
}
