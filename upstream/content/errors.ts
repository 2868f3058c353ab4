import type { ErrorComponent } from '../../shared/models/component';
import { DEFAULT_EDITION } from '../../shared/constants';

/** Error components as the content API sends them (docs/upstream-api.md "Envelope"). */
export function notFoundComponent(name: string, message: string): ErrorComponent {
  return { name, status: 404, errors: [{ code: '404', message }] };
}

/**
 * Content that changed slug. The article call answers HTTP 404 with code '404' and the new
 * slug in `context.availableOn`; inside a page the component has status and code 301.
 */
export function movedComponent(name: string, newSlug: string, status: 301 | 404): ErrorComponent {
  return {
    name,
    status,
    errors: [
      {
        code: String(status),
        message: 'The slug has changed',
        context: { availableOn: [{ edition: DEFAULT_EDITION, slug: newSlug }] },
      },
    ],
  };
}

export function errorBody(name: string, status: number, message: string): string {
  return JSON.stringify({ name, status, errors: [{ code: String(status), message }] });
}
