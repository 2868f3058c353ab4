/**
 * Cookies in and out. Reading is lenient: a malformed pair or a bad escape is skipped, never an
 * error. Writing follows spec 001 §9: SameSite=Lax; Secure; Path=/ (HttpOnly where the browser
 * need not read the cookie).
 */
const MAX_COOKIES = 100;
const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function parseCookies(header: string | undefined | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';').slice(0, MAX_COOKIES)) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!NAME.test(name) || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      // a value with a broken escape is ignored
    }
  }
  return cookies;
}

export interface CookieOptions {
  maxAge?: number;
  httpOnly?: boolean;
  /** Default true; false only for plain-HTTP loopback development (server/auth/cookiePolicy.ts). */
  secure?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!NAME.test(name)) throw new Error(`Invalid cookie name ${name}`);
  let cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
  if (options.secure !== false) cookie += '; Secure';
  if (options.maxAge !== undefined) cookie += `; Max-Age=${Math.max(0, Math.floor(options.maxAge))}`;
  if (options.httpOnly) cookie += '; HttpOnly';
  return cookie;
}

/** A Set-Cookie value that removes the cookie. */
export function expireCookie(name: string, options: Pick<CookieOptions, 'secure'> = {}): string {
  return serializeCookie(name, '', { maxAge: 0, ...options });
}
