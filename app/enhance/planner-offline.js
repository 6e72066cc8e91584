// @ts-check
/**
 * The offline planner's page script, loaded only on the planner page (/transport/plan) when it shows
 * the empty form (docs/decisions/0019-offline-and-installable.md). Offline, the service worker
 * answers /transport/plan?from=…&to=… with the cached planner page; the server never saw the query,
 * so this script fills the form in from the address and asks the planner worker (the same pure
 * planning function the server runs, on the data shipped with the offline guide) for the results.
 * If the worker cannot run or the data is not on the device, it says that planning needs a connection.
 */
const box = document.querySelector("[data-offline-planner]");
const params = new URLSearchParams(location.search);

/** @param {string} name @param {string} value */
function fillIn(name, value) {
  const field = document.querySelector(`form [name="${name}"]`);
  if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === "date")) {
    field.value = value;
  }
  for (const radio of document.querySelectorAll(`form input[type=radio][name="${name}"]`)) {
    if (radio instanceof HTMLInputElement) radio.checked = radio.value === value;
  }
}

/** @param {Element} root @param {string} html */
function showResults(root, html) {
  const results = root.querySelector("[data-offline-planner-results]");
  if (!results) return;
  // HTML made by React's renderer in the worker from our own data (every value escaped).
  results.innerHTML = html;
  /** @type {HTMLElement | null} */ (root.querySelector("[data-offline-planner-note]"))?.removeAttribute("hidden");
  /** @type {HTMLElement | null} */ (results.querySelector("h2"))?.setAttribute("tabindex", "-1");
  /** @type {HTMLElement | null} */ (results.querySelector("h2"))?.focus();
}

/** @param {Element} root */
function needsConnection(root) {
  root.querySelector("[data-offline-planner-error]")?.removeAttribute("hidden");
}

if (box && params.has("from") && params.has("to")) {
  for (const name of ["from", "to", "pref", "date", "month"]) fillIn(name, params.get(name) ?? "");
  try {
    const worker = new Worker(box.getAttribute("data-worker") ?? "");
    const timer = setTimeout(() => {
      worker.terminate();
      needsConnection(box);
    }, 15000);
    worker.addEventListener("message", (event) => {
      clearTimeout(timer);
      worker.terminate();
      if (event.data?.ok && typeof event.data.html === "string") showResults(box, event.data.html);
      else needsConnection(box);
    });
    worker.addEventListener("error", () => {
      clearTimeout(timer);
      needsConnection(box);
    });
    // The page's path tells the worker its language (/id/transport/plan plans in Indonesian).
    worker.postMessage({ search: location.search, path: location.pathname, dataUrl: box.getAttribute("data-data") });
  } catch {
    needsConnection(box);
  }
}
