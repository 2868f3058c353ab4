import { DEFAULT_EDITION, DEFAULT_LOCALE } from '../../shared/constants';
import type { RouteMiddleware } from './types';

/**
 * Locale and edition (spec 000 §1, §9): only English exists, with no path prefix, and the
 * edition is us. Browser language detection is off, so nothing in the request changes this.
 */
export const nuxti18n: RouteMiddleware = (ctx) => {
  ctx.locale = DEFAULT_LOCALE;
  ctx.edition = DEFAULT_EDITION;
};
