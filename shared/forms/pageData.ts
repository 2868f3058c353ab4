/**
 * What the server hands the utility-page view (PrimaryData kind 'utility'): which page, its
 * form and the reader's last submission, and the data the page shows. Loaded in
 * server/pages/loaders/utility.ts, rendered by rsc/views/utilityView.tsx.
 */
import type { AccountPageData } from '../auth/accountPage';
import type { Author } from '../models/author';
import type { ContentListComponent } from '../models/component';
import type { FormId } from './fields';
import type { ProvidersResult, SolarEstimate } from './results';
import type { FormInput } from './schemas';

export interface UtilityFormState {
  id: FormId;
  /** What goes into the fields: the reader's last input, or values from the query. */
  input: FormInput;
  /** Field name → message. */
  errors: Readonly<Record<string, string>>;
  /** A message for the whole form (upstream failure, unreadable body). */
  failure?: string;
  /** The success message of a `?status=` this form recognises. */
  success?: string;
}

export interface UtilityPageData {
  /** The route's base name: 'newsletters', 'internet-plans', '84-days'... */
  page: string;
  /** newsletter-generator: the newsletter's slug and name. */
  newsletter?: { slug: string; name: string };
  form?: UtilityFormState;
  /** Content the page lists (shopping deals, award reviews, automotive stories). */
  listing?: ContentListComponent;
  voices?: readonly Author[];
  providers?: ProvidersResult;
  estimate?: SolarEstimate;
  /** The account pages (sign-in problems, settings): shared/auth/accountPage.ts. */
  account?: AccountPageData;
  /** A lookup was asked for and the service failed: the page says so and keeps the form. */
  lookupFailed?: boolean;
  /** internet-plans: the address lookup (shared/forms/geo.ts): what was typed and what it found. */
  address?: { input: string; matched?: string; zipcode?: string; message?: string };
}
