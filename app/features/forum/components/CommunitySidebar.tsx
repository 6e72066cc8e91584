import { Users } from "lucide-react";
import { buttonClass } from "~/components/ui/index.tsx";
import { signInHref } from "~/lib/community-links.ts";
import type { ClientViewer } from "./PostCard.tsx";

/** /community's side column: a welcome (members) or the way to join (visitors), and the guidelines. */
export function CommunitySidebar({ viewer, returnTo }: { viewer: ClientViewer; returnTo: string }) {
  return (
    <aside className="space-y-4">
      {viewer ? (
        <div className="rounded-2xl border border-teal-100 bg-teal-50 p-5">
          <h2 className="font-bold text-teal-900">Welcome back{viewer.name ? `, ${viewer.name}` : ""}!</h2>
          <p className="mt-2 text-sm text-teal-900">
            Share what you learned on the road: fares, timetables, and the places worth the detour.
          </p>
        </div>
      ) : (
        <JoinPrompt returnTo={returnTo} />
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
        <h2 className="font-bold text-ocean-900">Community guidelines</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Be kind and stay on topic.</li>
          <li>Share prices with the date you paid them.</li>
          <li>No spam or advertising; operators can use the partner form.</li>
        </ul>
      </div>
    </aside>
  );
}

function JoinPrompt({ returnTo }: { returnTo: string }) {
  return (
    <div className="rounded-2xl border border-ocean-100 bg-ocean-50 p-5">
      <Users aria-hidden="true" className="size-6 text-ocean-700" />
      <h2 className="mt-2 font-bold text-ocean-900">Join the free community</h2>
      <p className="mt-2 text-sm text-ocean-900">
        Sign in to post questions, comment and upvote the most helpful answers. Reading is open to everyone.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={signInHref(returnTo)} className={buttonClass("primary")}>
          Sign in
        </a>
        <a href={`${signInHref(returnTo)}&tab=signup`} className={buttonClass("outline")}>
          Join free
        </a>
      </div>
    </div>
  );
}
