import { PenSquare } from "lucide-react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/index.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { type CreatePostValues, TEXTS } from "../constants.ts";
import { CreatePostDialog } from "./CreatePostDialog.tsx";
import type { ClientViewer } from "./PostCard.tsx";
import { PostFields } from "./PostFields.tsx";
import { ACCEPT, type UploadRules } from "./post-upload.ts";
import { promptSignIn } from "./sign-in.ts";

/**
 * "Create Post": for members a dialog (native modal <dialog>: focus kept inside, Escape closes, labelled
 * by its heading) that checks the fields and files in the browser and uploads with a progress bar;
 * without JavaScript the same form inline, posted to /community. Visitors get the spec's
 * 'You must be logged in to create a post'.
 */
export function CreatePost({
  viewer,
  rules,
  returnTo,
  failed,
  onCreated,
}: {
  viewer: ClientViewer;
  rules: UploadRules;
  returnTo: string;
  /** The no-JavaScript form's last failed attempt (to fill the form again). */
  failed?: CreatePostValues;
  onCreated: (postId: string) => void;
}) {
  const hydrated = useHydrated();
  if (!viewer) return <SignInToPost returnTo={returnTo} />;
  if (!hydrated) return <InlineCreatePost rules={rules} failed={failed} />;
  return <CreatePostDialog rules={rules} onCreated={onCreated} />;
}

/**
 * A real form even for visitors: without JavaScript the server answers with the spec's text and the
 * way to sign in (and back); with JavaScript a toast says the same.
 */
function SignInToPost({ returnTo }: { returnTo: string }) {
  return (
    <form
      method="post"
      action="/community"
      onSubmit={(event) => {
        event.preventDefault();
        promptSignIn(TEXTS.mustLogInToPost);
      }}
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={buttonClass("accent")}>
        <PenSquare aria-hidden="true" className="size-4" />
        Create Post
      </button>
    </form>
  );
}

/** Without JavaScript: the form inline (open again after a refusal, with what was typed). */
function InlineCreatePost({ rules, failed }: { rules: UploadRules; failed?: CreatePostValues }) {
  return (
    <details open={Boolean(failed)} className="w-full rounded-2xl border border-slate-200 bg-white p-4 sm:w-auto">
      <summary className={`${buttonClass("accent")} cursor-pointer list-none`}>
        <PenSquare aria-hidden="true" className="size-4" />
        Create Post
      </summary>
      <Form method="post" action="/community" encType="multipart/form-data" className="mt-4 space-y-4">
        <PostFields values={failed} idPrefix="inline-post" />
        <div>
          <label htmlFor="inline-post-media" className="block text-sm font-semibold text-slate-800">
            Photos and videos (up to {rules.maxFiles}, {rules.maxFileMb}MB each)
          </label>
          <input id="inline-post-media" type="file" name="media" multiple accept={ACCEPT} />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Create Post
        </button>
      </Form>
    </details>
  );
}
