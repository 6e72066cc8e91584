import { Link } from "~/components/Link.tsx";
import { Badge } from "~/components/ui/index.tsx";
import { UserBadge } from "~/features/accounts/components/UserBadge.tsx";
import { MemberText } from "~/features/forum/components/MemberText.tsx";
import { fullDateTime, relativeTime } from "~/features/forum/relative-time.ts";
import { CATEGORY_LABELS } from "~/features/forum/texts.ts";
import type { PostView } from "~/features/forum/types.ts";
import { postPath } from "~/lib/community-links.ts";
import { formatDay } from "~/lib/format.ts";
import { useLocale } from "~/lib/use-locale.ts";
import type { MemberProfile, ProfileComment, ProfilePage } from "../members.server.ts";
import { PROFILE_TEXTS } from "../texts.ts";

export type ProfileData = {
  member: MemberProfile;
  posts: ProfilePage<PostView>;
  comments: ProfilePage<ProfileComment>;
  now: number;
};

/** A member's public page: who they are, then their posts and their comments, each paged. */
export function MemberProfileView({ member, posts, comments, now }: ProfileData) {
  const locale = useLocale();
  const T = PROFILE_TEXTS[locale];
  const pageLink = (postsPage: number, commentsPage: number, anchor: string) => {
    const params = new URLSearchParams();
    if (postsPage > 1) params.set("posts", String(postsPage));
    if (commentsPage > 1) params.set("comments", String(commentsPage));
    const query = params.toString();
    return `/members/${member.id}${query ? `?${query}` : ""}#${anchor}`;
  };
  return (
    <div>
      <header className="flex items-center gap-4">
        <Avatar member={member} />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-ocean-900 sm:text-3xl">{member.name}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <UserBadge category={member.userCategory} />
            <time dateTime={member.joinedAt}>{T.joined(formatDay(locale, member.joinedAt, "long"))}</time>
          </div>
        </div>
      </header>

      <section id="posts" aria-labelledby="posts-heading" className="mt-8">
        <h2 id="posts-heading" className="text-xl font-bold text-ocean-900">
          {T.posts}
        </h2>
        {posts.items.length === 0 ? (
          <p className="mt-3 text-slate-600">{T.noPosts}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {posts.items.map((post) => (
              <ProfilePost key={post.id} post={post} now={now} />
            ))}
          </ul>
        )}
        <Pager
          newer={posts.page > 1 ? pageLink(posts.page - 1, comments.page, "posts") : null}
          older={posts.hasMore ? pageLink(posts.page + 1, comments.page, "posts") : null}
          newerLabel={T.newerPosts}
          olderLabel={T.olderPosts}
        />
      </section>

      <section id="comments" aria-labelledby="comments-heading" className="mt-10">
        <h2 id="comments-heading" className="text-xl font-bold text-ocean-900">
          {T.comments}
        </h2>
        {comments.items.length === 0 ? (
          <p className="mt-3 text-slate-600">{T.noComments}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {comments.items.map((comment) => (
              <li key={comment.id} className="rounded-xl bg-slate-50 px-4 py-3">
                <p className="text-sm text-slate-600">
                  {T.onPost}{" "}
                  <Link
                    to={`${postPath(comment.postId)}#comment-${comment.id}`}
                    className="font-semibold break-words text-ocean-700 underline"
                  >
                    {comment.postTitle}
                  </Link>
                  {" · "}
                  <time
                    dateTime={comment.createdAt}
                    title={fullDateTime(locale, comment.createdAt)}
                    suppressHydrationWarning
                  >
                    {relativeTime(locale, comment.createdAt, now)}
                  </time>
                </p>
                <MemberText html={comment.contentHtml} className="mt-1 text-slate-800" />
              </li>
            ))}
          </ul>
        )}
        <Pager
          newer={comments.page > 1 ? pageLink(posts.page, comments.page - 1, "comments") : null}
          older={comments.hasMore ? pageLink(posts.page, comments.page + 1, "comments") : null}
          newerLabel={T.newerComments}
          olderLabel={T.olderComments}
        />
      </section>
    </div>
  );
}

function Avatar({ member }: { member: MemberProfile }) {
  const T = PROFILE_TEXTS[useLocale()];
  if (member.avatar) {
    return (
      <img
        src={member.avatar}
        alt={T.avatarAlt(member.name)}
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-full bg-slate-100 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-16 shrink-0 items-center justify-center rounded-full bg-ocean-700 text-2xl font-bold text-white"
    >
      {member.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

function ProfilePost({ post, now }: { post: PostView; now: number }) {
  const locale = useLocale();
  const T = PROFILE_TEXTS[locale];
  // Posts show as written: one in the other edition's language carries its lang.
  const language = post.language ?? "en";
  const lang = language === locale ? undefined : language;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Badge tone="teal">{CATEGORY_LABELS[locale][post.category]}</Badge>
        <time dateTime={post.createdAt} title={fullDateTime(locale, post.createdAt)} suppressHydrationWarning>
          {relativeTime(locale, post.createdAt, now)}
        </time>
      </div>
      <h3 lang={lang} className="mt-2 text-lg font-bold break-words text-ocean-900">
        <Link to={postPath(post.id)} className="hover:underline">
          {post.title}
        </Link>
      </h3>
      <MemberText html={post.contentHtml} lang={lang} className="mt-1 text-slate-700" />
      <p className="mt-2 text-sm text-slate-600">
        {T.upvotes(post.upvotes)} · {T.commentsCount(post.commentsCount)}
      </p>
    </li>
  );
}

function Pager({
  newer,
  older,
  newerLabel,
  olderLabel,
}: {
  newer: string | null;
  older: string | null;
  newerLabel: string;
  olderLabel: string;
}) {
  if (!newer && !older) return null;
  return (
    <p className="mt-4 flex gap-4 text-sm">
      {newer ? (
        <Link to={newer} className="font-semibold text-ocean-700 underline">
          {newerLabel}
        </Link>
      ) : null}
      {older ? (
        <Link to={older} className="font-semibold text-ocean-700 underline">
          {olderLabel}
        </Link>
      ) : null}
    </p>
  );
}
