import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { Locale } from "~/lib/locale.ts";
import { MESSAGES, TEXTS } from "../texts.ts";
import { promptSignIn } from "./sign-in.ts";

/** The create-post dialog's browser side: the chosen files and the upload with progress. */

export type UploadRules = { maxFiles: number; maxFileMb: number };
export type Selected = { file: File; url: string };

/**
 * The XHR endpoint (JSON answers, upload progress); the no-JavaScript form posts to /community. An API
 * exists once for both editions: `?locale=` says which language its answers are in.
 */
export const CREATE_POST_ENDPOINT = "/api/community/posts";
export const endpointIn = (locale: Locale) => `${CREATE_POST_ENDPOINT}?locale=${locale}`;
export const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif,video/mp4,video/webm";

/**
 * The files chosen for a post, each with a preview (an object URL, released when the file goes or
 * the dialog unmounts). Files that are not images or videos, too large, or too many are refused with
 * a toast.
 */
export function useSelectedFiles(rules: UploadRules, locale: Locale) {
  const [files, setFiles] = useState<Selected[]>([]);
  const filesRef = useRef(files);
  filesRef.current = files;
  useEffect(
    () => () => {
      for (const f of filesRef.current) URL.revokeObjectURL(f.url);
    },
    [],
  );

  const add = (list: FileList | null) => {
    if (!list) return;
    const next = [...files];
    for (const file of Array.from(list)) {
      const refusal = refusalOf(file, rules, locale);
      if (refusal) {
        toast.error(refusal.title, { description: refusal.description });
        continue;
      }
      if (next.length >= rules.maxFiles) {
        toast.error(TEXTS[locale].errorCreatingPost, { description: MESSAGES[locale].tooManyFiles(rules.maxFiles) });
        break;
      }
      next.push({ file, url: URL.createObjectURL(file) });
    }
    setFiles(next);
  };
  const remove = (index: number) => {
    const gone = files[index];
    if (gone) URL.revokeObjectURL(gone.url);
    setFiles(files.filter((_, j) => j !== index));
  };
  const clear = () => {
    for (const f of files) URL.revokeObjectURL(f.url);
    setFiles([]);
  };
  return { files, add, remove, clear };
}

function refusalOf(file: File, rules: UploadRules, locale: Locale): { title: string; description: string } | null {
  const t = TEXTS[locale];
  if (!file.type.startsWith("image/") && !file.type.startsWith("video/")) {
    return { title: t.errorCreatingPost, description: MESSAGES[locale].notImageOrVideo(file.name) };
  }
  if (file.size > rules.maxFileMb * 1024 * 1024) {
    return { title: t.fileTooLarge, description: t.fileTooLargeDescription(file.name, rules.maxFileMb) };
  }
  return null;
}

/** The form's trimmed fields and the files as a request body, or null (with the spec's toast) when a field is empty. */
export function postBody(form: HTMLFormElement, files: Selected[], locale: Locale): FormData | null {
  const fields = new FormData(form);
  const title = String(fields.get("title") ?? "").trim();
  const content = String(fields.get("content") ?? "").trim();
  const category = String(fields.get("category") ?? "").trim();
  if (!title || !content || !category) {
    toast.error(TEXTS[locale].missingInformation, { description: TEXTS[locale].fillAllFields });
    return null;
  }
  const body = new FormData();
  body.set("title", title);
  body.set("content", content);
  body.set("category", category);
  body.set("language", String(fields.get("language") ?? locale));
  for (const f of files) body.append("media", f.file, f.file.name);
  return body;
}

/** The API's answer: a created post's id, or a refusal (ADR 0033's `refusalAnswer`: its toast). */
type UploadAnswer = { ok?: boolean; postId?: string; toast?: { title?: string; description?: string } };

/**
 * Sends the post with XMLHttpRequest (fetch reports no upload progress). `onProgress` gets whole
 * percents; `onCreated` the new post's id; `onFailed` runs after a refusal, which is shown as a toast
 * (401: the way to sign in).
 */
export function sendPost(
  body: FormData,
  locale: Locale,
  on: { progress: (percent: number) => void; created: (postId: string) => void; failed: () => void },
): void {
  const xhr = new XMLHttpRequest();
  xhr.open("POST", endpointIn(locale));
  xhr.responseType = "json";
  xhr.setRequestHeader("Accept", "application/json");
  xhr.upload.onprogress = (e) => {
    if (e.lengthComputable) on.progress(Math.round((e.loaded / e.total) * 100));
  };
  xhr.onload = () => {
    const answer = (xhr.response ?? {}) as UploadAnswer;
    if (xhr.status >= 200 && xhr.status < 300 && answer.ok && answer.postId) {
      on.created(answer.postId);
      return;
    }
    on.failed();
    showRefusal(xhr.status, answer, locale);
  };
  xhr.onerror = () => {
    on.failed();
    toast.error(TEXTS[locale].errorCreatingPost, { description: MESSAGES[locale].uploadFailed });
  };
  xhr.send(body);
}

function showRefusal(status: number, answer: UploadAnswer, locale: Locale): void {
  if (status === 401) {
    promptSignIn(locale, TEXTS[locale].mustLogInToPost);
    return;
  }
  const fallback = status === 413 ? MESSAGES[locale].uploadTooLarge : MESSAGES[locale].somethingWentWrong;
  const refusal = answer.toast;
  toast.error(refusal?.title ?? TEXTS[locale].errorCreatingPost, { description: refusal?.description || fallback });
}
