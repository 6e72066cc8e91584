import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/index.tsx";
import { ActionFields, DeleteForm, SubmitButton, Truncated } from "../components/parts.tsx";
import { dashboardHref } from "../dashboard-href.ts";
import type { DashboardQuery } from "../schema.ts";
import { DASHBOARD_TEXT, POST_COUNT_TEXT, COMMUNITY_TAB_TEXT as T } from "../texts.ts";
import { BanForm } from "./BanForm.tsx";
import type { CommentRow, PostRow } from "./community.server.ts";
import type { MemberSummary } from "./members.server.ts";
import { ReportQueue } from "./ReportQueue.tsx";
import type { ReportQueue as Queue } from "./reports.server.ts";

/**
 * The Community tab: posts (hidden ones marked), each with its comments, and the forms to hide, show
 * again or delete them; above them, the member whose posts these are (query and handlers:
 * community.server.ts).
 */
export function CommunityTab({
  rows,
  member,
  query,
  returnTo,
  adminId,
  reports,
}: {
  rows: PostRow[];
  member: MemberSummary | null;
  /** Items members reported (shown above the posts, on the unfiltered first page). */
  reports: Queue;
  query: DashboardQuery;
  returnTo: string;
  adminId: string;
}) {
  return (
    <div className="space-y-4">
      {!member && !query.q && query.page === 1 ? <ReportQueue queue={reports} returnTo={returnTo} /> : null}
      {member ? <MemberHeader member={member} returnTo={returnTo} adminId={adminId} /> : null}
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-600">
          {query.q ? DASHBOARD_TEXT.noMatch : T.noPosts}
        </p>
      ) : null}
      <ul className="space-y-4">
        {rows.map((p) => (
          <PostItem key={p.id} post={p} returnTo={returnTo} />
        ))}
      </ul>
    </div>
  );
}

function MemberHeader({ member, returnTo, adminId }: { member: MemberSummary; returnTo: string; adminId: string }) {
  return (
    <section aria-label={T.memberLabel} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-ocean-900">{T.postsBy(member.name)}</h2>
      <p className="text-sm text-slate-600">
        {T.memberLine(member.email, member.joined, member.posts)}
        {member.banned ? T.banned : ""}
        {member.banned && member.banReason ? T.banReason(member.banReason) : ""}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <BanForm
          id={member.id}
          banned={member.banned}
          isAdmin={member.role === "admin"}
          self={member.id === adminId}
          returnTo={returnTo}
        />
        <Link to={dashboardHref({ tab: "community" })} className="py-1 text-sm text-ocean-700 underline">
          {T.allPosts}
        </Link>
      </div>
    </section>
  );
}

const HiddenMark = () => (
  <>
    <Badge tone="red">{T.hidden}</Badge>{" "}
  </>
);

/** Hide or show again a post or a comment. */
function HideForm({
  intent,
  id,
  hidden,
  returnTo,
  children,
}: {
  intent: "hide-post" | "hide-comment";
  id: string;
  hidden: boolean;
  returnTo: string;
  children: string;
}) {
  return (
    <Form method="post" action="/admin">
      <ActionFields intent={intent} id={id} returnTo={returnTo} />
      <input type="hidden" name="hidden" value={hidden ? "0" : "1"} />
      <SubmitButton>{children}</SubmitButton>
    </Form>
  );
}

function PostItem({ post: p, returnTo }: { post: PostRow; returnTo: string }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-bold text-ocean-900">
            {p.hidden ? <HiddenMark /> : null}
            {p.title}
          </h2>
          <p className="text-xs text-slate-600">
            <Link to={dashboardHref({ tab: "community", author: p.authorId })} className="underline">
              {p.author}
            </Link>
            {p.authorBanned ? " (banned)" : ""} · {p.category} · {p.created} · {POST_COUNT_TEXT.upvotes(p.upvotes)} ·{" "}
            {POST_COUNT_TEXT.comments(p.commentsCount)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {p.hidden ? null : (
            <Link to={`/community/${p.id}`} className="py-1 text-sm text-ocean-700 underline">
              {T.view}
              <span className="sr-only">{T.viewPost(p.title)}</span>
            </Link>
          )}
          <HideForm intent="hide-post" id={p.id} hidden={p.hidden} returnTo={returnTo}>
            {p.hidden ? T.unhidePost : T.hidePost}
          </HideForm>
          <DeleteForm intent="delete-post" id={p.id} what="post" returnTo={returnTo} />
        </div>
      </div>
      <div className="mt-2 text-sm">
        <Truncated text={p.content} max={200} />
      </div>
      {p.comments.length > 0 ? (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-ocean-800">
            {T.comments(p.comments.length)}
          </summary>
          <ul className="mt-2 space-y-2">
            {p.comments.map((c) => (
              <CommentItem key={c.id} comment={c} returnTo={returnTo} />
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

function CommentItem({ comment: c, returnTo }: { comment: CommentRow; returnTo: string }) {
  return (
    <li className="rounded-lg bg-slate-50 p-3 text-sm">
      <p className="text-xs text-slate-600">
        {c.hidden ? <HiddenMark /> : null}
        {c.author} · {c.created}
      </p>
      <div className="mt-1">
        <Truncated text={c.content} max={200} />
      </div>
      <div className="mt-2 flex gap-2">
        <HideForm intent="hide-comment" id={c.id} hidden={c.hidden} returnTo={returnTo}>
          {c.hidden ? T.unhideComment : T.hideComment}
        </HideForm>
        <DeleteForm intent="delete-comment" id={c.id} what="comment" returnTo={returnTo} />
      </div>
    </li>
  );
}
