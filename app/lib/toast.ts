/**
 * A short message after an action: "Welcome!", "Signed out", "Update submitted successfully!".
 * Servers create them with ~/lib/toast.server.ts (redirectWithToast) or return `{ toast }` as action data;
 * ~/components/Toaster.tsx shows them. The type lives here, below both, so imports flow one way.
 */
export type Toast = {
  /** Identifies one toast so it is shown once; filled in by the server when missing. */
  id?: string;
  title: string;
  description?: string;
  /** A second sentence shown after the description (a double opt-in's "confirm first"), in the same live region. */
  note?: string;
  variant?: "default" | "destructive";
};
