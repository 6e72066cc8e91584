/**
 * Texts of the printable transport guide (/transport-guide) that are not content. No zod here.
 */

