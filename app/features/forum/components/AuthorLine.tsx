import { UserBadge } from "~/features/accounts/components/UserBadge.tsx";
import { fullDateTime, relativeTime } from "../relative-time.ts";
import type { PostAuthor } from "../types.ts";

/** "Name [badge] · 3h ago (edited)" for posts and comments. */
export function AuthorLine({
  author,
  createdAt,
  editedAt,
  now,
}: {
  author: PostAuthor;
  createdAt: string;
  editedAt: string | null;
  now: number;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <span className="font-semibold text-slate-900">{author.name}</span>
      <UserBadge category={author.userCategory} />
      <span aria-hidden="true">·</span>
      <time dateTime={createdAt} title={fullDateTime(createdAt)} suppressHydrationWarning>
        {relativeTime(createdAt, now)}
      </time>
      {editedAt ? <span className="text-slate-500">(edited)</span> : null}
    </div>
  );
}
