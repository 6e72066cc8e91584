import { SiteLink } from "~/components/ui/index.tsx";
import { UserBadge } from "~/features/accounts/components/UserBadge.tsx";
import { memberPath } from "~/lib/community-links.ts";
import { useLocale } from "~/lib/use-locale.ts";
import { showsEdited } from "../edited.ts";
import { fullDateTime, relativeTime } from "../relative-time.ts";
import { TEXTS_HISTORY } from "../texts.ts";
import type { PostAuthor } from "../types.ts";

/**
 * "Name [badge] · 3h ago (edited)" for posts and comments. The name links to the member's profile;
 * "edited" (an edit later than the grace period) links to the earlier versions when `historyHref` is given.
 */
export function AuthorLine({
  author,
  createdAt,
  editedAt,
  now,
  historyHref,
}: {
  author: PostAuthor;
  createdAt: string;
  editedAt: string | null;
  now: number;
  historyHref?: string;
}) {
  const edited = showsEdited(createdAt, editedAt);
  const locale = useLocale();
  const t = TEXTS_HISTORY[locale];
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      {author.hasProfile ? (
        <SiteLink to={memberPath(author.id)} className="font-semibold text-slate-900 hover:underline">
          {author.name}
        </SiteLink>
      ) : (
        <span className="font-semibold text-slate-900">{author.name}</span>
      )}
      <UserBadge category={author.userCategory} />
      <span aria-hidden="true">·</span>
      <time dateTime={createdAt} title={fullDateTime(locale, createdAt)} suppressHydrationWarning>
        {relativeTime(locale, createdAt, now)}
      </time>
      {edited && historyHref ? (
        <SiteLink to={historyHref} className="text-slate-600 underline underline-offset-2 hover:text-ocean-800">
          ({t.edited}
          <span className="sr-only">: {t.seeEarlierVersions}</span>)
        </SiteLink>
      ) : edited ? (
        <span className="text-slate-500">({t.edited})</span>
      ) : null}
    </div>
  );
}
