/** The form kit's own texts (the fields and messages bring theirs from each feature's texts module). */

/** The label of the honeypot field (people never see or reach it; a bot that reads labels does). */
export const HONEYPOT_LABEL = "Leave this field empty";

/** The honeypot field of every public form: people never see or fill it, many bots do. */
export const HONEYPOT_FIELD = "website";
