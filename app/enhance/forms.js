// @ts-check
/**
 * The form script of the pages that are not hydrated but carry forms (/contact, /submit-update,
 * /partners, /auth, /auth/forgot, /auth/reset): docs/decisions/0020-public-forms-without-hydration.md.
 * Loaded only on routes whose handle says `enhanceForms: true`; plain JavaScript, no dependencies.
 * Without it the same forms are plain HTML posts (the route actions answer with a page or a redirect
 * and a flash toast); with it, for every form[data-enhance-form]:
 *
 * - before sending: empty [required] fields (and `data-one-of` groups with nothing filled in) get the
 *   form's own toast (the specification's "Missing Information" texts, in data attributes) and an
 *   inline message, and focus moves to the first of them; nothing is sent;
 * - while sending: the submit button is disabled and shows its data-pending-text, the form is aria-busy;
 * - it sends with fetch and `Accept: application/json` (the route middleware answerScriptWithJson in app/lib answers) and
 *   shows the answer's toast in a live region (role=status, or role=alert when destructive), marks
 *   the fields the answer names, resets the form after success, follows `redirectTo` with a full page
 *   load (sign-in, a new password), and reveals a follow-up form[data-reveal-with] whose field the
 *   answer carries (the "Resend confirmation email" button);
 * - an answer that is not JSON (offline, a proxy's page, the origin check's 403) shows the form's
 *   data-error-title / data-error-description.
 * Every text comes from the page (the constants modules); this file holds none the visitor reads,
 * except the close button's label.
 */

/** @typedef {{ title: string, description?: string, variant?: string }} Toast */
/** @typedef {{ ok?: boolean, toast?: Toast, fieldErrors?: Record<string, string>, redirectTo?: string } & Record<string, unknown>} Answer */

const FORM = "form[data-enhance-form]";
/** @type {Record<string, HTMLElement>} */
const regions = {};

/** The two live regions, made once, before any message goes in (so that screen readers announce it). */
function setUpToastRegions() {
  const host = document.createElement("div");
  host.className = "page-toaster";
  host.setAttribute("data-page-toaster", "");
  for (const kind of ["status", "alert"]) {
    const region = document.createElement("div");
    region.setAttribute("role", kind);
    region.setAttribute("aria-live", kind === "alert" ? "assertive" : "polite");
    region.setAttribute("aria-atomic", "true");
    host.append(region);
    regions[kind] = region;
  }
  document.body.append(host);
}

function clearToasts() {
  for (const region of Object.values(regions)) region.replaceChildren();
}

/** The close button's name in the page's language (`<html lang>`: "en" or "id", ADR 0036). */
const CLOSE_LABELS = { en: "Close notification", id: "Tutup notifikasi" };
const closeLabel = () => (document.documentElement.lang === "id" ? CLOSE_LABELS.id : CLOSE_LABELS.en);

/** Shows one toast (replacing any other): the same look as the page's notices, with a close button. */
function showToast(/** @type {Toast} */ toast) {
  clearToasts();
  const destructive = toast.variant === "destructive";
  const card = document.createElement("div");
  card.className = `page-toast ${destructive ? "page-toast-error" : "page-toast-success"}`;
  const text = document.createElement("div");
  const title = document.createElement("p");
  title.className = "page-toast-title";
  title.textContent = toast.title;
  text.append(title);
  if (toast.description) {
    const description = document.createElement("p");
    description.className = "page-toast-description";
    description.textContent = toast.description;
    text.append(description);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.className = "page-toast-close";
  close.setAttribute("aria-label", closeLabel());
  close.textContent = "×";
  close.addEventListener("click", clearToasts);
  card.append(text, close);
  regions[destructive ? "alert" : "status"]?.append(card);
}

/** @param {HTMLFormElement} form @param {string} name */
function fieldOf(form, name) {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement
    ? field
    : null;
}

/** @param {Element} field @param {string} id @param {boolean} add */
function describedBy(field, id, add) {
  const ids = (field.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((x) => x && x !== id);
  if (add) ids.push(id);
  if (ids.length > 0) field.setAttribute("aria-describedby", ids.join(" "));
  else field.removeAttribute("aria-describedby");
}

/** Removes every field message of the form (the server's, from a page without script, and the script's). */
function clearFieldErrors(/** @type {HTMLFormElement} */ form) {
  for (const field of form.querySelectorAll("[aria-invalid]")) {
    field.removeAttribute("aria-invalid");
    field.classList.replace("border-coral-600", "border-slate-300");
    for (const id of (field.getAttribute("aria-describedby") ?? "").split(/\s+/)) {
      if (!id.endsWith("-error")) continue;
      document.getElementById(id)?.remove();
      describedBy(field, id, false);
    }
  }
}

/** Marks the named fields with their messages (under each field, announced with it); returns the first. */
function showFieldErrors(/** @type {HTMLFormElement} */ form, /** @type {Record<string, string>} */ errors) {
  /** @type {HTMLElement | null} */
  let first = null;
  for (const [name, message] of Object.entries(errors)) {
    const field = fieldOf(form, name);
    if (!field || field.type === "hidden") continue;
    const id = `${field.id || name}-error`;
    const note = document.getElementById(id) ?? document.createElement("p");
    note.id = id;
    note.className = "text-sm font-medium text-coral-700";
    note.textContent = message;
    if (!note.isConnected) field.parentElement?.append(note);
    field.setAttribute("aria-invalid", "true");
    field.classList.replace("border-slate-300", "border-coral-600");
    describedBy(field, id, true);
    first ??= field;
  }
  return first;
}

/** @param {HTMLFormElement} form @param {string} name */
const attr = (form, name) => form.getAttribute(name) ?? undefined;

/** @param {HTMLFormElement} form @param {string} name */
function isEmpty(form, name) {
  const field = fieldOf(form, name);
  return !field || field.value.trim() === "";
}

/**
 * What the page asks before sending: its required fields, then its "at least one of" group. Returns
 * the toast and the fields' messages, or null when the form may be sent.
 * @param {HTMLFormElement} form
 * @returns {{ toast: Toast, errors: Record<string, string> } | null}
 */
function missingBeforeSending(form) {
  const title = attr(form, "data-missing-title");
  if (title) {
    const message = attr(form, "data-required-message") ?? "";
    /** @type {Record<string, string>} */
    const errors = {};
    for (const field of form.querySelectorAll("[required]")) {
      const name = field.getAttribute("name");
      if (name && isEmpty(form, name)) errors[name] = message;
    }
    if (Object.keys(errors).length > 0) {
      return {
        toast: { title, description: attr(form, "data-missing-description"), variant: "destructive" },
        errors,
      };
    }
  }
  const group = (attr(form, "data-one-of") ?? "").split(/\s+/).filter(Boolean);
  const groupTitle = attr(form, "data-one-of-title");
  if (group.length > 0 && groupTitle && group.every((name) => isEmpty(form, name))) {
    const message = attr(form, "data-one-of-message") ?? "";
    return {
      toast: { title: groupTitle, description: attr(form, "data-one-of-description"), variant: "destructive" },
      errors: Object.fromEntries(group.map((name) => [name, message])),
    };
  }
  return null;
}

/**
 * What waits for a field of the answer ([data-reveal-with]: the resend form after a refused sign-in,
 * the "check your email" state after a sign-up): the value goes into its [data-reveal-value] inputs
 * and [data-reveal-text] elements, it is shown, and the element named by data-replaces (the sign-up
 * form) is hidden, with focus moved to what took its place.
 */
function revealFollowUps(/** @type {Answer} */ answer) {
  for (const element of document.querySelectorAll("[data-reveal-with]")) {
    const value = answer[element.getAttribute("data-reveal-with") ?? ""];
    if (!(element instanceof HTMLElement) || typeof value !== "string" || !value) continue;
    for (const input of element.querySelectorAll("[data-reveal-value]")) {
      if (input instanceof HTMLInputElement) input.value = value;
    }
    for (const text of element.querySelectorAll("[data-reveal-text]")) text.textContent = value;
    element.hidden = false;
    const replaced = document.getElementById(element.getAttribute("data-replaces") ?? "");
    if (replaced) {
      replaced.hidden = true;
      element.focus();
    }
  }
}

/** A same-site address to go to, or null. */
function sameSite(/** @type {unknown} */ to) {
  if (typeof to !== "string") return null;
  try {
    const url = new URL(to, location.href);
    return url.origin === location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** @param {HTMLFormElement} form @param {Answer} answer @returns {boolean} whether the page is being left */
function applyAnswer(form, answer) {
  const to = answer.ok ? sameSite(answer.redirectTo) : null;
  if (to) {
    location.assign(to);
    return true;
  }
  // Each message once: a text shown under its field is not repeated as a toast (the form kit's unlessAtField).
  const atField = Object.values(answer.fieldErrors ?? {});
  if (answer.toast?.title && !(answer.toast.description && atField.includes(answer.toast.description))) {
    showToast(answer.toast);
  } else {
    clearToasts();
  }
  const first = answer.fieldErrors ? showFieldErrors(form, answer.fieldErrors) : null;
  if (answer.ok) form.reset();
  else first?.focus();
  revealFollowUps(answer);
  return false;
}

/** @param {HTMLFormElement} form @param {HTMLElement | null} submitter */
function formBody(form, submitter) {
  const body = new FormData(form);
  // The button that sent the form (sign-in's intent=signin) is part of what a browser would send.
  if (submitter instanceof HTMLButtonElement && submitter.name && !body.has(submitter.name)) {
    body.append(submitter.name, submitter.value);
  }
  return body;
}

/** @param {HTMLFormElement} form @param {HTMLButtonElement | null} button @param {boolean} busy */
function setBusy(form, button, busy) {
  if (busy) form.setAttribute("aria-busy", "true");
  else form.removeAttribute("aria-busy");
  if (!button) return;
  if (busy) {
    button.dataset.idleText = button.textContent ?? "";
    const pending = button.getAttribute("data-pending-text");
    if (pending) button.textContent = pending;
  } else if (button.dataset.idleText !== undefined) {
    button.textContent = button.dataset.idleText;
  }
  button.disabled = busy;
}

/** @param {HTMLFormElement} form @param {HTMLElement | null} submitter */
async function send(form, submitter) {
  const button =
    submitter instanceof HTMLButtonElement
      ? submitter
      : /** @type {HTMLButtonElement | null} */ (form.querySelector("button[type=submit], button:not([type])"));
  setBusy(form, button, true);
  let leaving = false;
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body: formBody(form, submitter),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
    const type = response.headers.get("Content-Type") ?? "";
    if (!type.includes("application/json")) throw new Error(`not a JSON answer (${response.status})`);
    leaving = applyAnswer(form, await response.json());
  } catch {
    showToast({
      title: attr(form, "data-error-title") ?? "Error",
      description: attr(form, "data-error-description"),
      variant: "destructive",
    });
  } finally {
    if (!leaving) setBusy(form, button, false);
  }
}

function onSubmit(/** @type {SubmitEvent} */ event) {
  const form = event.target instanceof Element ? event.target.closest(FORM) : null;
  if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
  event.preventDefault();
  if (form.getAttribute("aria-busy") === "true") return;
  clearFieldErrors(form);
  const missing = missingBeforeSending(form);
  if (missing) {
    showToast(missing.toast);
    showFieldErrors(form, missing.errors)?.focus();
    return;
  }
  void send(form, /** @type {HTMLElement | null} */ (event.submitter));
}

function enhanceForms() {
  const forms = document.querySelectorAll(FORM);
  if (forms.length === 0) return;
  setUpToastRegions();
  for (const form of forms) {
    // The public forms' marker: the action answers with the toast instead of a redirect.
    const via = form.getAttribute("data-via");
    if (via && !form.querySelector('input[name="via"]')) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = "via";
      input.value = via;
      form.prepend(input);
    }
  }
  document.addEventListener("submit", onSubmit);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && document.querySelector("[data-page-toaster] .page-toast")) clearToasts();
  });
}

enhanceForms();
