import { EDIT_GRACE_MINUTES } from "./constants.ts";

/**
 * Whether a post or comment shows "edited": an edit more than EDIT_GRACE_MINUTES after posting (edits
 * since ADR 0023 set edited_at only then; older rows may carry an edit made within the grace period).
 */
export function showsEdited(createdAt: string, editedAt: string | null): boolean {
  if (!editedAt) return false;
  return Date.parse(editedAt) - Date.parse(createdAt) > EDIT_GRACE_MINUTES * 60_000;
}
