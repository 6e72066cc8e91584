/**
 * Links that open a way to reach someone: `mailto:` for an email address, WhatsApp's click-to-chat
 * (`https://wa.me/<digits>`) for a phone number. WhatsApp wants the number in international form
 * without "+" or separators; a number written the Indonesian national way ("0812 ...") gets Indonesia's
 * country code (62) in place of the trunk 0. Anything else that has too few digits to be a phone
 * number gets no link (null).
 */
export function whatsappHref(number: string): string | null {
  const trimmed = number.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (!trimmed.startsWith("+") && digits.startsWith("0")) digits = `62${digits.replace(/^0+/, "")}`;
  return digits.length >= 7 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}

/** A `mailto:` link for an address (encoded, so a stray character cannot add headers). */
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, "@")}`;
}
