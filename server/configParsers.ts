import { z } from 'zod';

/**
 * The parsers of environment values shared by server/config.ts and server/configLimits.ts.
 * Each takes the raw string (undefined when unset or empty) and answers the typed value, or
 * a zod issue whose message completes "NAME ...".
 */

type Raw = string | undefined;

export function int(min: number, max: number) {
  return z
    .string()
    .optional()
    .transform((raw: Raw, ctx) => {
      if (raw === undefined) return undefined;
      const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
      if (Number.isSafeInteger(value) && value >= min && value <= max) return value;
      ctx.addIssue({ code: 'custom', message: `must be an integer between ${min} and ${max}` });
      return z.NEVER;
    });
}

export function httpUrl(what: 'url' | 'origin') {
  return z
    .string()
    .optional()
    .transform((raw: Raw, ctx) => {
      if (raw === undefined) return undefined;
      let url: URL | undefined;
      try {
        url = new URL(raw);
      } catch {
        url = undefined;
      }
      const ok =
        url !== undefined &&
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        !url.username &&
        !url.password &&
        !url.search &&
        !url.hash;
      if (url && ok && what === 'origin' && url.pathname === '/') return url.origin;
      if (url && ok && what === 'url') return url.origin + url.pathname.replace(/\/+$/, '');
      const message =
        what === 'origin'
          ? 'must be an http(s) origin such as https://www.example.com (no path, query or credentials)'
          : 'must be an http(s) URL without query, fragment or credentials';
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

export function oneOf<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .optional()
    .transform((raw: Raw, ctx) => {
      if (raw === undefined) return undefined;
      if ((values as readonly string[]).includes(raw)) return raw as T[number];
      ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}` });
      return z.NEVER;
    });
}

export function text(pattern: RegExp, description: string) {
  return z
    .string()
    .optional()
    .transform((raw: Raw, ctx) => {
      if (raw === undefined) return undefined;
      if (pattern.test(raw)) return raw;
      ctx.addIssue({ code: 'custom', message: description });
      return z.NEVER;
    });
}
