/**
 * The offline feature's texts: every user-facing string it shows, in one module (issue 29, ADR 0035),
 * so a second language can be added beside it. A text with values is a function.
 */

export const offlineTexts = {
  saveButton: "Save for offline",
  savedButton: "Saved for offline",
  saving: "Saving…",
  savedStatus: "Saved. This page now opens without a connection, also from the Saved pages list.",
  removedStatus: "Removed from your saved pages.",
  saveFailed: "This page could not be saved just now. Try again when you have a connection.",
  unsupported: "This browser cannot keep pages for offline use.",
  savedLink: "Saved pages",
  savedTitle: "Saved pages",
  savedMetaTitle: "Saved pages: the guide offline",
  savedDescription:
    "Pages you saved for offline use on this device. They open without a connection, for instance on a ferry or an island without signal.",
  savedIntro:
    "Pages you saved with “Save for offline” are kept on this device and open without a connection. They are not sent to us; removing one only removes it here.",
  savedEmpty:
    "You have not saved any page yet. Use “Save for offline” on a destination, article, transport hub or planned trip.",
  /** "{date}" is replaced by the page script with the date the page was saved. */
  savedAt: "Saved {date}",
  remove: "Remove",
  removeFailed: "The page could not be removed just now. Reload this page and try again.",
  needsScript: "The list of saved pages needs JavaScript, which is switched off in this browser.",
  alwaysAvailableHeading: "Always available offline",
  offlineTitle: "You are offline",
  offlineMetaTitle: "Offline",
  offlineIntro:
    "This page is not on your device and there is no connection just now. These pages are kept on your device and open without a connection:",
  savedHeading: "Your saved pages",
  retry: "Try again",
  plannerNeedsConnection:
    "Planning a trip needs a connection: the planner's data could not be loaded on this device. The printable transport guide and the transport pages work offline.",
  plannerOfflineNote: "Planned on your device without a connection, from the route data saved with the guide.",
} as const;
