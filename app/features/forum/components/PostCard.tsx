import { ArrowBigUp, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { useToastFromData } from "~/components/Toaster.tsx";
import { Badge, SiteLink } from "~/components/ui/index.tsx";
import { historyPath, postPath } from "~/lib/community-links.ts";
import { type Locale, localizePath } from "~/lib/locale.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocale } from "~/lib/use-locale.ts";
import { SHOWN_IMAGES, SHOWN_VIDEOS } from "../constants.ts";
import type { PostActionData } from "../post-actions.server.ts";
import { CATEGORY_LABELS, LANGUAGE_TEXTS, MESSAGES, POST_TEXT, TEXTS } from "../texts.ts";
import type { ListedPost } from "../types.ts";
import { AuthorLine } from "./AuthorLine.tsx";
import { MemberText } from "./MemberText.tsx";
import { promptSignIn } from "./sign-in.ts";

export type ClientViewer = { id: string; name: string; role: string } | null;

/**
 * One post: author and badge, relative time, title, its Markdown as HTML, up to 4 images
 * ('+N more'), up to 2 videos, the upvote toggle and the comments count (which opens the comments).
 */
export function PostCard({
  post,
  viewer,
  now,
  returnTo,
  headingLevel = 2,
  linkTitle = true,
  allMedia = false,
  commentsOpen,
  onToggleComments,
  commentsCount,
  children,
}: {
  post: ListedPost;
  viewer: ClientViewer;
  now: number;
  /** Where a form post without JavaScript comes back to. */
  returnTo: string;
  headingLevel?: 1 | 2;
  linkTitle?: boolean;
  /** The post's own page shows every image and video (lists show 4 and 2, with '+N more'). */
  allMedia?: boolean;
  commentsOpen?: boolean;
  onToggleComments?: () => void;
  commentsCount?: number;
  /** The comments panel, under the post. */
  children?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const hydrated = useHydrated();
  const locale = useLocale();
  const T = POST_TEXT[locale];
  // Posts show as written: one in the other edition's language says so, and its text carries its lang.
  const language: Locale = post.language ?? "en";
  const lang = language === locale ? undefined : language;
  const count = commentsCount ?? post.commentsCount;
  const panelId = `comments-${post.id}`;
  return (
    <article
      id={`post-${post.id}`}
      aria-labelledby={`post-title-${post.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <AuthorLine
          author={post.author}
          createdAt={post.createdAt}
          editedAt={post.editedAt}
          now={now}
          historyHref={historyPath(post.id)}
        />
        <div className="flex items-center gap-2">
          {post.hiddenAt ? <Badge tone="red">{T.hidden}</Badge> : null}
          {lang ? <LanguageMarker language={lang} /> : null}
          <Badge tone="teal">{CATEGORY_LABELS[locale][post.category]}</Badge>
        </div>
      </div>
      <Heading
        id={`post-title-${post.id}`}
        lang={lang}
        className={`mt-3 font-bold break-words text-ocean-900 ${headingLevel === 1 ? "text-2xl sm:text-3xl" : "text-xl"}`}
      >
        {linkTitle ? (
          <SiteLink to={postPath(post.id)} className="hover:underline">
            {post.title}
          </SiteLink>
        ) : (
          post.title
        )}
      </Heading>
      <MemberText html={post.contentHtml} lang={lang} className="mt-2 text-slate-700" />
      {post.truncated ? (
        <p className="mt-1 text-slate-700">
          {"… "}
          <SiteLink to={postPath(post.id)} className="font-semibold text-ocean-700 underline">
            {T.readMore}
            <span className="sr-only">{T.readMoreOf(post.title)}</span>
          </SiteLink>
        </p>
      ) : null}
      <PostMedia post={post} all={allMedia} />
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3">
        <UpvoteButton post={post} viewer={viewer} returnTo={returnTo} />
        {onToggleComments && hydrated ? (
          <button
            type="button"
            onClick={onToggleComments}
            aria-expanded={commentsOpen ?? false}
            aria-controls={panelId}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {T.commentCount(count)}
          </button>
        ) : (
          <SiteLink
            to={`${postPath(post.id)}#comments`}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {T.commentCount(count)}
          </SiteLink>
        )}
      </div>
      {children ? <div id={panelId}>{children}</div> : null}
    </article>
  );
}

/** The small mark on a post written in the other edition's language ("In Indonesian"). */
function LanguageMarker({ language }: { language: Locale }) {
  const t = LANGUAGE_TEXTS[useLocale()];
  return (
    <span className="inline-flex items-center rounded-full border border-slate-300 px-2 py-0.5 text-xs font-semibold text-slate-700">
      {t.writtenIn[language]}
    </span>
  );
}

function PostMedia({ post, all }: { post: ListedPost; all: boolean }) {
  const T = POST_TEXT[useLocale()];
  const images = all ? post.images : post.images.slice(0, SHOWN_IMAGES);
  const more = post.images.length - images.length;
  const videos = all ? post.videos : post.videos.slice(0, SHOWN_VIDEOS);
  if (images.length === 0 && videos.length === 0) return null;
  return (
    <div className="mt-4 space-y-3">
      {images.length > 0 ? (
        <ul className={`grid gap-2 ${images.length === 1 ? "grid-cols-1" : "grid-cols-2"}`}>
          {images.map((image, i) => {
            const last = i === images.length - 1 && more > 0;
            return (
              <li key={image.id} className="relative overflow-hidden rounded-xl bg-slate-100">
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes="(min-width: 768px) 640px, 100vw"
                  width={image.width}
                  height={image.height}
                  alt={T.imageAlt(i + 1, post.images.length, post.title)}
                  loading="lazy"
                  decoding="async"
                  className={`w-full object-cover ${images.length === 1 ? "max-h-[28rem]" : "aspect-[4/3]"}`}
                />
                {last ? (
                  <SiteLink
                    to={postPath(post.id)}
                    className="absolute inset-0 flex items-center justify-center bg-slate-900/60 text-lg font-bold text-white"
                  >
                    {T.moreImages(more)}
                  </SiteLink>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {videos.map((video) => (
        // biome-ignore lint/a11y/useMediaCaption: members' own clips come without captions.
        <video key={video.id} controls preload="metadata" className="w-full rounded-xl bg-black">
          <source src={video.src} type={video.type} />
        </video>
      ))}
    </div>
  );
}

function UpvoteButton({ post, viewer, returnTo }: { post: ListedPost; viewer: ClientViewer; returnTo: string }) {
  const fetcher = useFetcher<PostActionData>();
  const hydrated = useHydrated();
  const locale = useLocale();
  const T = POST_TEXT[locale];
  const action = localizePath(postPath(post.id), locale);
  useToastFromData(fetcher.data?.toast);
  const result = fetcher.data?.upvote;
  const baseUpvoted = result?.upvoted ?? post.userHasUpvoted;
  const baseCount = result?.upvotes ?? post.upvotes;
  const pending = fetcher.formData ? fetcher.formData.get("value") === "1" : null;
  const upvoted = pending ?? baseUpvoted;
  const count = pending === null || pending === baseUpvoted ? baseCount : Math.max(0, baseCount + (pending ? 1 : -1));
  const className = `inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ${
    upvoted ? "bg-coral-100 text-coral-700" : "text-slate-700 hover:bg-slate-100"
  }`;
  const label = T.upvoteCount(count);

  if (viewer && viewer.id === post.author.id && !baseUpvoted) {
    // The author's own post: the count, no button, and why (the server refuses such a vote too). A vote
    // of their own from before that rule keeps its button, to take it back.
    return (
      <p className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1.5 px-3 py-1.5 font-semibold">
          <ArrowBigUp aria-hidden="true" className="size-5" />
          {label}
        </span>
        <span className="text-xs text-slate-600">{MESSAGES[locale].ownPostVote}</span>
      </p>
    );
  }
  if (!viewer) {
    // A real form: without JavaScript the server redirects to sign in with the spec's texts.
    return (
      <form
        method="post"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          promptSignIn(locale, TEXTS[locale].signInRequired, TEXTS[locale].signInToUpvote);
        }}
      >
        <input type="hidden" name="intent" value="upvote" />
        <input type="hidden" name="value" value="1" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className={className}>
          <ArrowBigUp aria-hidden="true" className="size-5" />
          {label}
          <span className="sr-only">{T.signInToUpvote}</span>
        </button>
      </form>
    );
  }
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="upvote" />
      <input type="hidden" name="value" value={upvoted ? "0" : "1"} />
      {/* Only a fetcher (JavaScript) gets data back; a plain form post is redirected to returnTo. */}
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" aria-pressed={upvoted} className={className}>
        <ArrowBigUp aria-hidden="true" className={`size-5 ${upvoted ? "fill-current" : ""}`} />
        {label}
        <span className="sr-only">{upvoted ? T.removeUpvote : T.upvoteThis}</span>
      </button>
    </fetcher.Form>
  );
}
