/**
 * The utility pages the form routes serve (route base name → path, spec 000 §2). POST is
 * answered on the pages with a form; GET and HEAD on every page here, so the page's lookups
 * can use the forms client. A unit test checks each path against the route table.
 */
import { FORM_OF_ROUTE, type FormId } from '../../shared/forms/fields';

export const UTILITY_PATHS = {
  newsletters: '/newsletters/',
  'newsletter-generator': '/newsletter-generator/newsletter/:slug/',
  'do-not-sell-or-share-my-personal-information': '/do-not-sell-or-share-my-personal-information/',
  'solar-lead-form': '/home/energy-and-utilities/solar-estimator/',
  'internet-plans': '/home/internet/plans/',
  'email-forward': '/email/forward/',
  'cnet-voices': '/cnet-voices/',
} as const satisfies Record<string, string>;

export type UtilityRouteName = keyof typeof UTILITY_PATHS;

export function formOfRoute(name: string): FormId | undefined {
  return FORM_OF_ROUTE[name];
}
