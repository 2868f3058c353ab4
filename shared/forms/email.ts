/**
 * Spec 000 §5: "Email must match a standard pattern: local part, @, domain or bracketed IP,
 * top-level domain of 2+ letters."
 */

/** Local part: dot-separated atoms of the usual characters, or a quoted string. */
const LOCAL = String.raw`(?:[A-Za-z0-9!#$%&'*+/=?^_\`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_\`{|}~-]+)*|"[^"\\\r\n]+")`;
/** A bracketed IPv4 address: [192.168.0.1]. */
const BRACKETED_IP = String.raw`\[(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\]`;
/** Labels, then a top-level domain of 2+ letters. */
const DOMAIN = String.raw`(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}`;

export const EMAIL_PATTERN = new RegExp(`^${LOCAL}@(?:${BRACKETED_IP}|${DOMAIN})$`);
/** RFC 5321: an address is at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
