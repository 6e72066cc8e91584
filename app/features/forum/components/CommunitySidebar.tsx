import { Users } from "lucide-react";
import { buttonClass } from "~/components/ui/index.tsx";
import { useLocale, useTexts } from "~/lib/use-locale.ts";
import { localSignInHref } from "../links.ts";
import { COMMUNITY_TEXT } from "../texts.ts";
import type { ClientViewer } from "./PostCard.tsx";

/** /community's side column: a welcome (members) or the way to join (visitors), and the guidelines. */
export function CommunitySidebar({ viewer, returnTo }: { viewer: ClientViewer; returnTo: string }) {
  const T = useTexts(COMMUNITY_TEXT);
  return (
    <aside className="space-y-4">
      {viewer ? (
        <div className="rounded-2xl border border-teal-100 bg-teal-50 p-5">
          <h2 className="font-bold text-teal-900">{T.welcomeBack(viewer.name)}</h2>
          <p className="mt-2 text-sm text-teal-900">{T.welcomeNote}</p>
        </div>
      ) : (
        <JoinPrompt returnTo={returnTo} />
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
        <h2 className="font-bold text-ocean-900">{T.guidelinesHeading}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {T.guidelines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

function JoinPrompt({ returnTo }: { returnTo: string }) {
  const locale = useLocale();
  const T = COMMUNITY_TEXT[locale];
  const signIn = localSignInHref(returnTo, locale);
  return (
    <div className="rounded-2xl border border-ocean-100 bg-ocean-50 p-5">
      <Users aria-hidden="true" className="size-6 text-ocean-700" />
      <h2 className="mt-2 font-bold text-ocean-900">{T.joinHeading}</h2>
      <p className="mt-2 text-sm text-ocean-900">{T.joinNote}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={signIn} className={buttonClass("primary")}>
          {T.signIn}
        </a>
        <a href={`${signIn}&tab=signup`} className={buttonClass("outline")}>
          {T.joinFree}
        </a>
      </div>
    </div>
  );
}
