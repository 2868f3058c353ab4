import { DEFAULT_EDITION } from '../../shared/constants';
import { errorCode, errorComponentSchema, movedToSlug, type ErrorComponent } from '../../shared/models/component';
import { COMPONENT_HAD_404, ComponentError, NotFoundError, RedirectError } from './errors';

/**
 * Error components (docs/upstream-api.md, shared/models/errorComponent.ts) turned into the
 * errors Neutron answers with: the whole body of an API 404, or one component inside a
 * page-composer response.
 */

/**
 * A slug we are willing to redirect to: path segments of unreserved characters, so that a
 * hostile body can never turn the redirect into `//evil.example` or inject header bytes.
 */
const SAFE_SLUG = /^[A-Za-z0-9][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9._~-]+)*$/;

/** The slug the content moved to for this edition, only if it is a safe slug. */
export function redirectSlugFor(component: ErrorComponent, edition: string = DEFAULT_EDITION): string | undefined {
  const slug = movedToSlug(component, edition);
  return slug !== undefined && slug.length <= 512 && SAFE_SLUG.test(slug) ? slug : undefined;
}

/**
 * The error for an HTTP 404 from the content API (000 §8): an error with code '404' that lists
 * the current edition with a slug means the content moved (RedirectError); anything else is
 * 'API responded with 404' (NotFoundError).
 */
export function errorForApi404(body: unknown, edition: string = DEFAULT_EDITION): NotFoundError | RedirectError {
  const parsed = errorComponentSchema.safeParse(body);
  if (parsed.success && parsed.data.errors.some((error) => error.code === '404')) {
    const slug = redirectSlugFor(parsed.data, edition);
    if (slug !== undefined) return new RedirectError(slug);
  }
  return new NotFoundError();
}

/**
 * Throws when a required page-composer component is an error component (001 §8):
 * code 404 → NotFoundError; 301 → RedirectError to the slug for the current edition, or a
 * generic error when none is listed; anything else → a generic error naming the component.
 * Returns normally for a content component.
 */
export function assertComponentOk(component: unknown, name: string, edition: string = DEFAULT_EDITION): void {
  const parsed = errorComponentSchema.safeParse(component);
  if (!parsed.success) return;
  const code = errorCode(parsed.data) ?? String(parsed.data.status);
  if (code === '404') throw new NotFoundError(COMPONENT_HAD_404);
  if (code === '301') {
    const slug = redirectSlugFor(parsed.data, edition);
    if (slug !== undefined) throw new RedirectError(slug);
    throw new ComponentError(name, `${name} moved (301) but lists no slug for edition ${edition}`);
  }
  throw new ComponentError(name);
}
