import { ImagePlus, PenSquare, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { toast } from "sonner";
import { buttonClass } from "~/components/ui/index.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { type CreatePostValues, TEXTS } from "../constants.ts";
import type { ClientViewer } from "./PostCard.tsx";
import { PostFields } from "./PostFields.tsx";
import { promptSignIn } from "./sign-in.ts";

export type UploadRules = { maxFiles: number; maxFileMb: number };

/** The XHR endpoint (JSON answers, upload progress); the no-JavaScript form posts to /community. */
export const CREATE_POST_ENDPOINT = "/api/community/posts";
const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif,video/mp4,video/webm";

type Selected = { file: File; url: string };

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
  if (!viewer) {
    // A real form even for visitors: without JavaScript the server answers with the spec's text and
    // the way to sign in (and back); with JavaScript a toast says the same.
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
  if (!hydrated) {
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
  return <CreatePostDialog rules={rules} onCreated={onCreated} />;
}

function CreatePostDialog({ rules, onCreated }: { rules: UploadRules; onCreated: (postId: string) => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [files, setFiles] = useState<Selected[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  // Previews are object URLs: release them when they go.
  const filesRef = useRef(files);
  filesRef.current = files;
  useEffect(
    () => () => {
      for (const f of filesRef.current) URL.revokeObjectURL(f.url);
    },
    [],
  );

  const reset = () => {
    formRef.current?.reset();
    for (const f of files) URL.revokeObjectURL(f.url);
    setFiles([]);
    setProgress(null);
  };

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    const next = [...files];
    for (const file of Array.from(list)) {
      if (!file.type.startsWith("image/") && !file.type.startsWith("video/")) {
        toast.error(TEXTS.errorCreatingPost, { description: `${file.name} is not an image or video.` });
        continue;
      }
      if (file.size > rules.maxFileMb * 1024 * 1024) {
        toast.error(TEXTS.fileTooLarge, { description: TEXTS.fileTooLargeDescription(file.name, rules.maxFileMb) });
        continue;
      }
      if (next.length >= rules.maxFiles) {
        toast.error(TEXTS.errorCreatingPost, {
          description: `You can attach at most ${rules.maxFiles} files to a post.`,
        });
        break;
      }
      next.push({ file, url: URL.createObjectURL(file) });
    }
    setFiles(next);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const title = String(form.get("title") ?? "").trim();
    const content = String(form.get("content") ?? "").trim();
    const category = String(form.get("category") ?? "").trim();
    if (!title || !content || !category) {
      toast.error(TEXTS.missingInformation, { description: TEXTS.fillAllFields });
      return;
    }
    const body = new FormData();
    body.set("title", title);
    body.set("content", content);
    body.set("category", category);
    for (const f of files) body.append("media", f.file, f.file.name);

    const xhr = new XMLHttpRequest();
    xhr.open("POST", CREATE_POST_ENDPOINT);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const answer = (xhr.response ?? {}) as { ok?: boolean; postId?: string; title?: string; description?: string };
      if (xhr.status >= 200 && xhr.status < 300 && answer.ok && answer.postId) {
        toast.success(TEXTS.postCreated);
        reset();
        dialogRef.current?.close();
        onCreated(answer.postId);
        return;
      }
      setProgress(null);
      if (xhr.status === 401) {
        promptSignIn(TEXTS.mustLogInToPost);
        return;
      }
      const fallback = xhr.status === 413 ? "The upload is too large." : "Something went wrong. Please try again.";
      toast.error(answer.title ?? TEXTS.errorCreatingPost, { description: answer.description || fallback });
    };
    xhr.onerror = () => {
      setProgress(null);
      toast.error(TEXTS.errorCreatingPost, { description: "The upload failed. Check your connection and try again." });
    };
    setProgress(0);
    xhr.send(body);
  };

  // The dialog would focus its first control, the close button; the title is where the member starts.
  const open = () => {
    dialogRef.current?.showModal();
    const title = formRef.current?.elements.namedItem("title");
    if (title instanceof HTMLInputElement) title.focus();
  };

  return (
    <>
      <button type="button" className={buttonClass("accent")} onClick={open}>
        <PenSquare aria-hidden="true" className="size-4" />
        Create Post
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="create-post-title"
        className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60"
        onCancel={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        <form ref={formRef} noValidate onSubmit={submit} className="space-y-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="create-post-title" className="text-xl font-bold text-ocean-900">
              Create a post
            </h2>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              disabled={busy}
              className="rounded-full p-1 text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          <PostFields idPrefix="dialog-post" />
          <div>
            <label
              htmlFor="dialog-post-media"
              className="inline-flex cursor-pointer items-center gap-2 text-sm font-semibold text-ocean-700"
            >
              <ImagePlus aria-hidden="true" className="size-4" />
              Add photos or videos (up to {rules.maxFiles}, {rules.maxFileMb}MB each)
            </label>
            <input
              id="dialog-post-media"
              type="file"
              multiple
              accept={ACCEPT}
              disabled={busy}
              className="mt-1 block text-sm"
              onChange={(event) => {
                addFiles(event.currentTarget.files);
                event.currentTarget.value = "";
              }}
            />
            {files.length > 0 ? (
              <ul className="mt-3 grid grid-cols-3 gap-2" aria-label="Selected files">
                {files.map((f, i) => (
                  <li key={f.url} className="relative overflow-hidden rounded-lg bg-slate-100">
                    {f.file.type.startsWith("image/") ? (
                      <img
                        src={f.url}
                        alt={`Preview of ${f.file.name}`}
                        className="aspect-square w-full object-cover"
                      />
                    ) : (
                      <video
                        src={f.url}
                        muted
                        className="aspect-square w-full object-cover"
                        aria-label={`Preview of ${f.file.name}`}
                      />
                    )}
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => {
                        URL.revokeObjectURL(f.url);
                        setFiles(files.filter((_, j) => j !== i));
                      }}
                      className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-slate-800"
                    >
                      <X aria-hidden="true" className="size-4" />
                      <span className="sr-only">Remove {f.file.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {progress !== null ? (
            <div>
              <label htmlFor="create-post-progress" className="text-sm text-slate-700">
                Uploading {progress}%
              </label>
              <progress id="create-post-progress" max={100} value={progress} className="block w-full" />
            </div>
          ) : null}
          <div className="flex justify-end gap-3">
            <button
              type="button"
              disabled={busy}
              onClick={() => dialogRef.current?.close()}
              className={buttonClass("outline")}
            >
              Cancel
            </button>
            <button type="submit" disabled={busy} className={buttonClass("primary", "disabled:opacity-60")}>
              {busy ? TEXTS.creating : "Create Post"}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
