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

document.addEventListener("mouseout", (event) => {
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
  /** @param {{ title: string, description?: string, variant?: string }} toast @param {boolean} failed */
  const show = (toast, failed) => {
    if (!status) return;
    status.replaceChildren();
    const title = document.createElement("strong");
    title.textContent = toast.title;
    status.append(title);
    if (toast.description) status.append(` ${toast.description}`);
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
