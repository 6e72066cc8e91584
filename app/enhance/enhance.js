// @ts-check
/**
 * Progressive enhancement for every page, hydrated or not (see docs/decisions/0002). Plain
 * JavaScript, loaded as one small hashed module; every listener is delegated from `document`, so
 * it keeps working when React re-renders the header on client-side navigation.
 *
 * - header dropdowns: open on hover, keyboard focus or click; close on mouse leave, focus leaving and Escape
 * - mobile menu toggle ("Toggle navigation menu"), closed when a link is chosen
 * - [data-print]: wait 500 ms in print mode, then open the print dialog
 * - [data-share]: the Web Share API where present, else reveal the share links
 * - [data-copy-url]: copy the page address, announced in a live region
 * - form[data-newsletter]: signup sent with fetch (JSON answer), the toast shown in the form's live
 *   region, the button disabled meanwhile (with its data-pending-text), fields cleared on success
 * - [data-account-slot]: on a page that shows the visitor's header while the signed-in hint cookie is
 *   set, asks /api/session and swaps in the member's menu from its <template> (ADR 0016)
 * - the offline guide (ADR 0019): registers the service worker; [data-save-offline] saves or removes
 *   the page; [data-saved-pages] lists the saved pages with Remove buttons (see the end of this file)
 */

// Normally set already by the inline script in <head> (before first paint, no layout shift).
document.documentElement.classList.add("js");

/** @param {Element | null} el @param {boolean} open */
function setDropdown(el, open) {
  if (!el) return;
  el.toggleAttribute("data-open", open);
  el.querySelector("[data-dropdown-toggle]")?.setAttribute("aria-expanded", String(open));
}

function closeAllDropdowns() {
  for (const el of document.querySelectorAll("[data-dropdown][data-open]")) setDropdown(el, false);
}

/** @param {boolean} open */
function setMobileMenu(open) {
  document.querySelector("[data-mobile-menu]")?.toggleAttribute("data-open", open);
  document.querySelector("[data-menu-toggle]")?.setAttribute("aria-expanded", String(open));
}

/** @param {EventTarget | null} t */
const asElement = (t) => (t instanceof Element ? t : null);

document.addEventListener("mouseover", (event) => {
  const dropdown = asElement(event.target)?.closest("[data-dropdown]");
  if (dropdown && !dropdown.hasAttribute("data-open")) {
    closeAllDropdowns();
    dropdown.removeAttribute("data-dismissed");
    setDropdown(dropdown, true);
    // Opened by the pointer passing over it: the click that usually follows (a mouse click on the
    // chevron, or a tap, which touch browsers precede with a synthetic mouseover) must keep it open.
    dropdown.setAttribute("data-hover-opened", "");
  }
});

/**
 * The kind of pointer last used. Touch has no hover: a menu a tap opened stays open until a tap
 * elsewhere, even if the browser then moves its emulated mouse away (a mouseout).
 */
let lastPointerType = "mouse";
document.addEventListener("pointerover", (event) => {
  lastPointerType = event.pointerType;
});

document.addEventListener("mouseout", (event) => {
  if (lastPointerType === "touch") return;
  const dropdown = asElement(event.target)?.closest("[data-dropdown]");
  const to = asElement(event.relatedTarget);
  if (dropdown && !(to && dropdown.contains(to))) {
    setDropdown(dropdown, false);
    dropdown.removeAttribute("data-hover-opened");
  }
});

document.addEventListener("focusin", (event) => {
  const dropdown = asElement(event.target)?.closest("[data-dropdown]");
  for (const el of document.querySelectorAll("[data-dropdown][data-open]")) {
    if (el !== dropdown) setDropdown(el, false);
  }
  if (dropdown && !dropdown.hasAttribute("data-dismissed")) setDropdown(dropdown, true);
});

document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  const open = document.querySelector("[data-dropdown][data-open]");
  if (open) {
    const focusInside = open.contains(document.activeElement);
    // Keep it closed while focus stays inside, until the user opens it again.
    open.setAttribute("data-dismissed", "");
    setDropdown(open, false);
    if (focusInside) /** @type {HTMLElement | null} */ (open.querySelector("[data-dropdown-toggle]"))?.focus();
  }
  if (document.querySelector("[data-mobile-menu][data-open]")) {
    setMobileMenu(false);
    /** @type {HTMLElement | null} */ (document.querySelector("[data-menu-toggle]"))?.focus();
  }
});

document.addEventListener("click", (event) => {
  const target = asElement(event.target);
  if (!target) return;

  const dropdownToggle = target.closest("[data-dropdown-toggle]");
  if (dropdownToggle) {
    const dropdown = dropdownToggle.closest("[data-dropdown]");
    if (!dropdown) return;
    const keepOpen = dropdown.hasAttribute("data-dismissed") || dropdown.hasAttribute("data-hover-opened");
    dropdown.removeAttribute("data-dismissed");
    dropdown.removeAttribute("data-hover-opened");
    setDropdown(dropdown, keepOpen || !dropdown.hasAttribute("data-open"));
    return;
  }

  const menuToggle = target.closest("[data-menu-toggle]");
  if (menuToggle) {
    setMobileMenu(menuToggle.getAttribute("aria-expanded") !== "true");
    return;
  }

  // Choosing any link closes the menus (also on client-side navigation in hydrated pages).
  if (target.closest("a")) {
    closeAllDropdowns();
    setMobileMenu(false);
  } else if (!target.closest("[data-dropdown]")) {
    closeAllDropdowns();
  }

  const printButton = target.closest("[data-print]");
  if (printButton) {
    document.documentElement.classList.add("print-mode");
    printButton.setAttribute("aria-busy", "true");
    setTimeout(() => {
      window.print();
      document.documentElement.classList.remove("print-mode");
      printButton.removeAttribute("aria-busy");
    }, 500);
    return;
  }

  const shareButton = target.closest("[data-share]");
  if (shareButton) {
    const data = { title: document.title, url: location.href };
    if (typeof navigator.share === "function") {
      navigator.share(data).catch(() => {
        /* the user closed the share sheet */
      });
    } else {
      const panel = document.getElementById(shareButton.getAttribute("aria-controls") ?? "");
      if (panel) {
        panel.hidden = !panel.hidden;
        shareButton.setAttribute("aria-expanded", String(!panel.hidden));
      }
    }
    return;
  }

  const copyButton = target.closest("[data-copy-url]");
  if (copyButton) {
    const status = document.getElementById(copyButton.getAttribute("data-status") ?? "");
    navigator.clipboard.writeText(location.href).then(
      () => {
        if (status) status.textContent = "Link copied to clipboard.";
      },
      () => {
        if (status) status.textContent = `Copy this link: ${location.href}`;
      },
    );
  }
});

document.addEventListener("focusout", (event) => {
  const dropdown = asElement(event.target)?.closest("[data-dropdown]");
  const to = asElement(/** @type {FocusEvent} */ (event).relatedTarget);
  if (dropdown && !(to && dropdown.contains(to))) {
    setDropdown(dropdown, false);
    dropdown.removeAttribute("data-dismissed");
  }
});

document.addEventListener("submit", (event) => {
  const form = asElement(event.target)?.closest("form[data-newsletter]");
  if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
  event.preventDefault();
  const button = /** @type {HTMLButtonElement | null} */ (form.querySelector("button[type=submit]"));
  const status = form.querySelector("[data-newsletter-status]");
  const label = button?.textContent ?? "";
  if (button) {
    button.disabled = true;
    const pending = button.getAttribute("data-pending-text");
    if (pending) button.textContent = pending;
  }
  form.setAttribute("aria-busy", "true");
  /** @param {{ title: string, description?: string, note?: string, variant?: string }} toast @param {boolean} failed */
  const show = (toast, failed) => {
    if (!status) return;
    status.replaceChildren();
    const title = document.createElement("strong");
    title.textContent = toast.title;
    status.append(title);
    if (toast.description) status.append(` ${toast.description}`);
    // The double opt-in's "confirm first", on a line of its own in the same live region.
    if (toast.note) status.append(document.createElement("br"), toast.note);
    status.toggleAttribute("data-error", failed);
  };
  fetch(form.action, {
    method: "POST",
    body: new FormData(form),
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  })
    .then(async (response) => {
      const body = await response.json();
      if (!body?.toast?.title) throw new Error("No toast in the answer");
      show(body.toast, !body.ok);
      if (body.outcome === "subscribed") form.reset();
    })
    // No JSON answer (offline, a proxy's error page): the form's own failure text.
    .catch(() => {
      const title = form.getAttribute("data-error-title");
      const description = form.getAttribute("data-error-description") ?? undefined;
      show(
        title ? { title, description } : { title: "Error", description: "Something went wrong. Please try again." },
        true,
      );
    })
    .finally(() => {
      form.removeAttribute("aria-busy");
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
    });
});

// The signed-in header on shared (prerendered) pages: docs/decisions/0016-signed-in-header.md.
// The cookie's name is SIGNED_IN_HINT_COOKIE in app/lib/viewer.ts.
/** @param {{ signedIn?: boolean, name?: string, avatar?: string | null, isAdmin?: boolean } | null} viewer */
function showSignedInMenu(viewer) {
  if (!viewer?.signedIn) return;
  for (const slot of document.querySelectorAll('[data-account-slot][data-viewer="visitor"]')) {
    const template = slot.querySelector("template[data-account-template]");
    if (!(template instanceof HTMLTemplateElement)) continue;
    const menu = /** @type {DocumentFragment} */ (template.content.cloneNode(true));
    const name = viewer.name ?? "";
    for (const el of menu.querySelectorAll("[data-account-name]")) el.textContent = name;
    for (const el of menu.querySelectorAll("[data-account-initial]")) {
      el.textContent = name.slice(0, 1).toUpperCase();
      /** @type {HTMLElement} */ (el).hidden = Boolean(viewer.avatar);
    }
    for (const img of menu.querySelectorAll("img[data-account-avatar]")) {
      if (viewer.avatar) /** @type {HTMLImageElement} */ (img).src = viewer.avatar;
      /** @type {HTMLElement} */ (img).hidden = !viewer.avatar;
    }
    if (!viewer.isAdmin) for (const el of menu.querySelectorAll("[data-admin-only]")) el.remove();
    slot.replaceChildren(menu);
    slot.setAttribute("data-viewer", "member");
  }
}

if (
  /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie) &&
  document.querySelector('[data-account-slot][data-viewer="visitor"] template')
) {
  fetch("/api/session", { credentials: "same-origin", cache: "no-store", headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : null))
    .then(showSignedInMenu)
    .catch(() => {
      /* offline or the server is busy: the visitor's header stays */
    });
}

/**
 * form[data-auto-apply] (the /destinations filters): a changed select submits the form at once.
 * The Apply button stays for pages without JavaScript.
 */
function autoApplyFilters() {
  document.addEventListener("change", (event) => {
    const select = asElement(event.target)?.closest("form[data-auto-apply] select");
    const form = select?.closest("form");
    if (form instanceof HTMLFormElement) form.requestSubmit();
  });
}
autoApplyFilters();

// ---------------------------------------------------------------------------------------------------
// The offline guide (docs/decisions/0019-offline-and-installable.md): the service worker's
// registration, "Save for offline" ([data-save-offline]) and the saved-pages list ([data-saved-pages]).
// Texts come from app/features/offline/constants.ts through data attributes.

/** The page's address as the service worker keys saved copies (no fragment). */
function pageKey(href = location.href) {
  const url = new URL(href, location.href);
  url.hash = "";
  return url.href;
}

/**
 * Asks the active service worker to save or remove a page; resolves with its answer, or false when
 * there is no worker, it does not answer in time, or it refuses.
 * @param {"SAVE_PAGE" | "REMOVE_PAGE"} type @param {string} url @returns {Promise<boolean>}
 */
function askServiceWorker(type, url) {
  if (!("serviceWorker" in navigator)) return Promise.resolve(false);
  const timeout = new Promise((resolve) => setTimeout(() => resolve(false), 20000));
  const answer = navigator.serviceWorker.ready.then(
    (registration) =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data?.ok === true);
        if (!registration.active) resolve(false);
        else registration.active.postMessage({ type, url }, [channel.port2]);
      }),
  );
  return /** @type {Promise<boolean>} */ (Promise.race([answer, timeout]));
}

/** The button's two labels share one cell and aria-pressed picks the visible one (no layout shift). */
/** @param {Element} button @param {boolean} saved */
function showSaved(button, saved) {
  button.setAttribute("aria-pressed", String(saved));
}

/** @param {Element} button */
async function toggleSaved(button) {
  const status = button.parentElement?.querySelector("[data-save-offline-status]");
  const say = (/** @type {string} */ name) => {
    if (status) status.textContent = button.getAttribute(name) ?? "";
  };
  if (!("serviceWorker" in navigator) || !("caches" in window)) return say("data-text-unsupported");
  const wasSaved = button.getAttribute("aria-pressed") === "true";
  button.setAttribute("aria-busy", "true");
  if (!wasSaved) say("data-text-saving");
  const ok = await askServiceWorker(wasSaved ? "REMOVE_PAGE" : "SAVE_PAGE", pageKey());
  button.removeAttribute("aria-busy");
  showSaved(button, ok ? !wasSaved : wasSaved);
  say(ok ? (wasSaved ? "data-text-removed-status" : "data-text-saved-status") : "data-text-failed");
}

function saveForOffline() {
  const buttons = document.querySelectorAll("[data-save-offline]");
  if (buttons.length === 0) return;
  document.addEventListener("click", (event) => {
    const button = asElement(event.target)?.closest("[data-save-offline]");
    if (button && !button.hasAttribute("aria-busy")) toggleSaved(button);
  });
  if (!("caches" in window)) return;
  for (const button of buttons) {
    caches
      .open(button.getAttribute("data-cache") ?? "")
      .then((cache) => cache.match(pageKey()))
      .then((saved) => showSaved(button, Boolean(saved)))
      .catch(() => {
        /* storage unavailable (private mode): the button stays "Save for offline" */
      });
  }
}

/**
 * One saved page in the list: its link, when it was saved, and a Remove button.
 * @param {Element} box @param {{ url: string, title: string, savedAt: string }} page
 */
function savedPageItem(box, page) {
  const item = document.createElement("li");
  item.className = "flex flex-wrap items-center justify-between gap-3 p-4";
  const text = document.createElement("div");
  const link = document.createElement("a");
  link.href = page.url;
  link.textContent = page.title;
  link.className = "font-semibold text-ocean-700 underline underline-offset-2";
  const when = document.createElement("p");
  when.className = "text-sm text-slate-600";
  // The Indonesian edition's list shows the date as id-ID writes it; English as the browser does.
  const locale = document.documentElement.lang === "id" ? "id-ID" : undefined;
  const date = page.savedAt ? new Date(page.savedAt).toLocaleDateString(locale, { dateStyle: "medium" }) : "";
  when.textContent = (box.getAttribute("data-text-saved-at") ?? "").replace("{date}", date);
  text.append(link, when);
  const remove = document.createElement("button");
  remove.type = "button";
  remove.setAttribute("data-saved-remove", page.url);
  remove.className =
    "rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:border-coral-600 hover:text-coral-700";
  remove.textContent = box.getAttribute("data-text-remove");
  const hidden = document.createElement("span");
  hidden.className = "sr-only";
  hidden.textContent = `: ${page.title}`;
  remove.append(hidden);
  item.append(text, remove);
  return item;
}

/** @param {Element} box */
async function listSavedPages(box) {
  const list = box.querySelector("[data-saved-list]");
  const empty = box.querySelector("[data-saved-empty]");
  if (!list || !(empty instanceof HTMLElement)) return;
  const cache = await caches.open(box.getAttribute("data-cache") ?? "");
  const pages = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const title = response?.headers.get("X-Saved-Title");
    if (!response || !title) continue;
    pages.push({
      url: request.url,
      title: decodeURIComponent(title),
      savedAt: response.headers.get("X-Saved-At") ?? "",
    });
  }
  pages.sort((a, b) => (a.savedAt < b.savedAt ? 1 : -1));
  list.replaceChildren(...pages.map((page) => savedPageItem(box, page)));
  empty.hidden = pages.length > 0;
}

function savedPagesList() {
  const boxes = document.querySelectorAll("[data-saved-pages]");
  if (boxes.length === 0) return;
  for (const box of boxes) {
    if (!("caches" in window)) {
      const status = box.querySelector("[data-saved-status]");
      if (status) status.textContent = box.getAttribute("data-text-unsupported");
      continue;
    }
    listSavedPages(box).catch(() => {
      /* storage unavailable: the list stays empty */
    });
  }
  document.addEventListener("click", async (event) => {
    const remove = asElement(event.target)?.closest("[data-saved-remove]");
    const box = remove?.closest("[data-saved-pages]");
    if (!remove || !box) return;
    const status = box.querySelector("[data-saved-status]");
    const ok = await askServiceWorker("REMOVE_PAGE", remove.getAttribute("data-saved-remove") ?? "");
    if (status) status.textContent = box.getAttribute(ok ? "data-text-removed-status" : "data-text-remove-failed");
    for (const each of document.querySelectorAll("[data-saved-pages]")) await listSavedPages(each);
  });
  // The offline page's "Try again": the same address, now perhaps with a connection.
  document.addEventListener("click", (event) => {
    if (!asElement(event.target)?.closest("[data-reload]")) return;
    event.preventDefault();
    location.reload();
  });
}

/** The service worker is registered on every page; it takes over on the next visit (ADR 0019). */
function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  const register = () =>
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      /* no worker (a development server, or blocked): the site works as before, online */
    });
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

registerServiceWorker();
saveForOffline();
savedPagesList();
