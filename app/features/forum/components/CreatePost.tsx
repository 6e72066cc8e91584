import { PenSquare } from "lucide-react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/index.tsx";
import { localizePath } from "~/lib/locale.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocale } from "~/lib/use-locale.ts";
import { COMPOSE_PATH, type CreatePostValues } from "../constants.ts";
import { COMPOSE_TEXT, TEXTS } from "../texts.ts";
import { CreatePostDialog } from "./CreatePostDialog.tsx";
import type { ClientViewer } from "./PostCard.tsx";
import { PostFields } from "./PostFields.tsx";
import { ACCEPT, type UploadRules } from "./post-upload.ts";
import { promptSignIn } from "./sign-in.ts";

/**
 * "Create Post": for members a dialog (native modal <dialog>: focus kept inside, Escape closes, labelled
 * by its heading) that checks the fields and files in the browser and uploads with a progress bar;
 * without JavaScript the same form inline, posted to /community. Visitors get the spec's
 * 'You must be logged in to create a post' and a way to sign in that comes back to the form open
 * (COMPOSE_PATH; `compose` opens it).
 */
export function CreatePost({
  viewer,
  rules,
  compose,
  failed,
  onCreated,
}: {
  viewer: ClientViewer;
  rules: UploadRules;
  /** Open the form at once (the member came back from signing in to write a post). */
  compose: boolean;
  /** The no-JavaScript form's last failed attempt (to fill the form again). */
  failed?: CreatePostValues;
  onCreated: (postId: string) => void;
}) {
  const hydrated = useHydrated();
  if (!viewer) return <SignInToPost />;
  if (!hydrated) return <InlineCreatePost rules={rules} failed={failed} open={compose || Boolean(failed)} />;
  return <CreatePostDialog rules={rules} onCreated={onCreated} openAtOnce={compose} />;
}

/**
 * A real form even for visitors: without JavaScript the server answers with the spec's text and the
 * way to sign in (and back); with JavaScript a toast says the same.
 */
function SignInToPost() {
  const locale = useLocale();
  const T = COMPOSE_TEXT[locale];
  return (
    <form
      method="post"
      action={localizePath("/community", locale)}
      onSubmit={(event) => {
        event.preventDefault();
        promptSignIn(locale, TEXTS[locale].mustLogInToPost, undefined, COMPOSE_PATH);
      }}
    >
      <button type="submit" className={buttonClass("accent")}>
        <PenSquare aria-hidden="true" className="size-4" />
        {T.createPost}
      </button>
    </form>
  );
}

/** Without JavaScript: the form inline (open on arrival, and again after a refusal with what was typed). */
function InlineCreatePost({ rules, failed, open }: { rules: UploadRules; failed?: CreatePostValues; open: boolean }) {
  const locale = useLocale();
  const T = COMPOSE_TEXT[locale];
  return (
    <details open={open} className="w-full rounded-2xl border border-slate-200 bg-white p-4 sm:w-auto">
      <summary className={`${buttonClass("accent")} cursor-pointer list-none`}>
        <PenSquare aria-hidden="true" className="size-4" />
        {T.createPost}
      </summary>
      <Form
        method="post"
        action={localizePath("/community", locale)}
        encType="multipart/form-data"
        className="mt-4 space-y-4"
      >
        <PostFields values={failed} idPrefix="inline-post" withLanguage />
        <div>
          <label htmlFor="inline-post-media" className="block text-sm font-semibold text-slate-800">
            {T.mediaLabel(rules.maxFiles, rules.maxFileMb)}
          </label>
          <input id="inline-post-media" type="file" name="media" multiple accept={ACCEPT} />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {T.createPost}
        </button>
      </Form>
    </details>
  );
}
