import { ImagePlus, PenSquare, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { buttonClass } from "~/components/ui/index.tsx";
import type { Locale } from "~/lib/locale.ts";
import { useLocale } from "~/lib/use-locale.ts";
import { COMPOSE_TEXT, MESSAGES, TEXTS } from "../texts.ts";
import { PostFields } from "./PostFields.tsx";
import { ACCEPT, postBody, type Selected, sendPost, type UploadRules, useSelectedFiles } from "./post-upload.ts";

/**
 * The members' "Create Post" dialog (native modal <dialog>: focus kept inside, Escape closes, labelled
 * by its heading): checks the fields and files in the browser and uploads with a progress bar.
 */
export function CreatePostDialog({
  rules,
  onCreated,
  openAtOnce = false,
}: {
  rules: UploadRules;
  onCreated: (postId: string) => void;
  /** Opens the dialog when it first appears (back from signing in to write a post). */
  openAtOnce?: boolean;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const locale = useLocale();
  const T = COMPOSE_TEXT[locale];
  const files = useSelectedFiles(rules, locale);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;
  const close = () => dialogRef.current?.close();

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = postBody(event.currentTarget, files.files, locale);
    if (!body) return;
    setProgress(0);
    sendPost(body, locale, {
      progress: setProgress,
      created: (postId) => {
        toast.success(TEXTS[locale].postCreated);
        formRef.current?.reset();
        files.clear();
        setProgress(null);
        close();
        onCreated(postId);
      },
      failed: () => setProgress(null),
    });
  };

  // The dialog would focus its first control, the close button; the title is where the member starts.
  const open = () => {
    dialogRef.current?.showModal();
    const title = formRef.current?.elements.namedItem("title");
    if (title instanceof HTMLInputElement) title.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the dialog first appears.
  useEffect(() => {
    if (openAtOnce) open();
  }, []);

  return (
    <>
      <button type="button" className={buttonClass("accent")} onClick={open}>
        <PenSquare aria-hidden="true" className="size-4" />
        {T.createPost}
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
              {T.dialogTitle}
            </h2>
            <button
              type="button"
              onClick={close}
              disabled={busy}
              className="rounded-full p-1 text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{T.close}</span>
            </button>
          </div>
          <PostFields idPrefix="dialog-post" withLanguage />
          <MediaPicker rules={rules} busy={busy} files={files.files} onAdd={files.add} onRemove={files.remove} />
          {progress !== null ? <UploadProgress percent={progress} /> : null}
          <div className="flex justify-end gap-3">
            <button type="button" disabled={busy} onClick={close} className={buttonClass("outline")}>
              {T.cancel}
            </button>
            <button type="submit" disabled={busy} className={buttonClass("primary", "disabled:opacity-60")}>
              {busy ? TEXTS[locale].creating : T.createPost}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}

/** The file input and the previews of the chosen files, each with a remove button. */
function MediaPicker({
  rules,
  busy,
  files,
  onAdd,
  onRemove,
}: {
  rules: UploadRules;
  busy: boolean;
  files: Selected[];
  onAdd: (list: FileList | null) => void;
  onRemove: (index: number) => void;
}) {
  const locale = useLocale();
  const T = COMPOSE_TEXT[locale];
  // The native field is visually hidden: it is emptied after each pick (so the same file can be picked
  // again), which would make it say "No file chosen" beside the chosen files. The label is the button;
  // the line below it says what is chosen.
  return (
    <div>
      <input
        id="dialog-post-media"
        type="file"
        multiple
        accept={ACCEPT}
        disabled={busy}
        aria-describedby="dialog-post-media-chosen"
        className="peer sr-only"
        onChange={(event) => {
          onAdd(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
      />
      <label
        htmlFor="dialog-post-media"
        className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-ocean-700 px-4 py-2 text-sm font-semibold text-ocean-700 peer-focus-visible:ring-2 peer-focus-visible:ring-ocean-700 peer-focus-visible:ring-offset-2 hover:bg-ocean-50"
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {T.addMedia(rules.maxFiles, rules.maxFileMb)}
      </label>
      <p id="dialog-post-media-chosen" aria-live="polite" className="mt-2 text-sm text-slate-700">
        {chosenSummary(files, locale)}
      </p>
      {files.length > 0 ? (
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label={T.selectedFiles}>
          {files.map((f, i) => (
            <SelectedFile key={f.url} selected={f} busy={busy} onRemove={() => onRemove(i)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** What the file field holds, in words: none yet, or the count and the names. */
function chosenSummary(files: readonly Selected[], locale: Locale): string {
  if (files.length === 0) return MESSAGES[locale].noFilesChosen;
  return MESSAGES[locale].filesChosen(files.map((f) => f.file.name));
}

function SelectedFile({ selected, busy, onRemove }: { selected: Selected; busy: boolean; onRemove: () => void }) {
  const { file, url } = selected;
  const locale = useLocale();
  const preview = MESSAGES[locale].preview(file.name);
  return (
    <li className="relative overflow-hidden rounded-lg bg-slate-100">
      {file.type.startsWith("image/") ? (
        <img src={url} alt={preview} className="aspect-square w-full object-cover" />
      ) : (
        <video src={url} muted className="aspect-square w-full object-cover" aria-label={preview} />
      )}
      <button
        type="button"
        disabled={busy}
        onClick={onRemove}
        className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-slate-800"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">{COMPOSE_TEXT[locale].remove(file.name)}</span>
      </button>
    </li>
  );
}

function UploadProgress({ percent }: { percent: number }) {
  const T = COMPOSE_TEXT[useLocale()];
  return (
    <div>
      <label htmlFor="create-post-progress" className="text-sm text-slate-700">
        {T.uploading(percent)}
      </label>
      <progress id="create-post-progress" max={100} value={percent} className="block w-full" />
    </div>
  );
}
