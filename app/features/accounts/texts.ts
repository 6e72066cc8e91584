/** The account pages' texts (auth and /account), kept in one place for translation. */

/** The title of every refusal of a new avatar. */
export const AVATAR_NOT_UPDATED = "Avatar not updated";
