/**
 * The utility pages (spec 000 §2, route kind 'utility'): each page by its route name, with its
 * form (shared/forms), the reader's last submission when a POST is shown again, the `?status=`
 * success message after a Post/Redirect/Get, and the data it shows. Content a page is about
 * (deals, award reviews, automotive stories, voices contributors) is primary: a failure is a real
 * 5xx. A lookup the reader asked for (providers at a ZIP code, a solar estimate) fails soft: the
 * page says so and keeps the form. docs/decisions/012-utility-pages.md.
 */
import { FORMS, NEWSLETTERS } from '../../../shared/forms/fields';
import type { UtilityFormState, UtilityPageData } from '../../../shared/forms/pageData';
import { validateForm } from '../../../shared/forms/schemas';
import { UTILITY_LISTINGS } from '../../../shared/node/forms/utilityPages';
import { formOfRoute } from '../../forms/paths';
import { utilityServicesOf } from '../../forms/requestServices';
import { ACCOUNT_PAGES, loadAccount } from './account';
import { ADDRESS_PARAM } from '../../../shared/forms/geo';
import { lookUpAddress } from './addressLookup';
import type { PrimaryLoader } from './types';

/** Query values a page takes into its form (a link from elsewhere, or the redirect after a POST). */
const QUERY_FIELDS = ['zip', 'bill', 'url'] as const;

function formState(page: string, query: URLSearchParams): UtilityFormState | undefined {
  const id = formOfRoute(page);
  if (!id) return undefined;
  const def = FORMS[id];
  const input: Record<string, string> = {};
  for (const name of QUERY_FIELDS) {
    const value = query.get(name);
    if (value !== null && def.fields.some((field) => field.name === name)) input[name] = value.slice(0, 2000);
  }
  return { id, input, errors: {}, success: query.get('status') === def.successStatus ? def.successMessage : undefined };
}

export const loadUtility: PrimaryLoader = async (ctx, { content }) => {
  const page = ctx.match.baseName;
  const services = utilityServicesOf(ctx.requestHeaders);
  const data: UtilityPageData = { page, form: services?.submission ?? formState(page, ctx.url.searchParams) };

  if (page === 'newsletter-generator') {
    const slug = ctx.match.params.slug ?? '';
    const newsletter = NEWSLETTERS.find((n) => n.value === slug);
    if (!newsletter) return { type: 'not-found' };
    data.newsletter = { slug, name: newsletter.label };
  }

  if (ACCOUNT_PAGES.has(page)) data.account = await loadAccount(ctx, page);

  const listing = UTILITY_LISTINGS[page];
  if (listing)
    data.listing = await content.getListing(
      ctx.brand,
      'section',
      listing.section,
      { limit: listing.limit },
      ctx.timing,
    );

  if (page === 'cnet-voices' && services) data.voices = await services.client.voices(ctx.brand, ctx.timing);

  // The address lookup (Geo calls): a one-line address gives the ZIP code the providers need.
  const typed = ctx.url.searchParams.get(ADDRESS_PARAM);
  if (page === 'internet-plans' && services && typed !== null && !services.submission) {
    const found = await lookUpAddress(ctx.brand, typed, services.client, ctx.timing);
    data.address = found.address;
    if (found.lookupFailed) data.lookupFailed = true;
    if (found.address.zipcode) {
      try {
        data.providers = await services.client.providers(ctx.brand, found.address.zipcode, ctx.timing);
      } catch {
        data.lookupFailed = true;
      }
    }
  }

  // Lookups run only for a valid query and never on a submission being shown again.
  if (services && !services.submission && data.form?.success) {
    try {
      if (page === 'internet-plans') {
        const valid = validateForm('internet-plans', data.form.input);
        if (valid.ok) data.providers = await services.client.providers(ctx.brand, valid.values.zip, ctx.timing);
      }
      if (page === 'solar-lead-form') {
        const valid = validateForm('solar-estimate', data.form.input);
        if (valid.ok)
          data.estimate = await services.client.solarEstimate(
            ctx.brand,
            valid.values.zip,
            valid.values.bill,
            ctx.timing,
          );
      }
    } catch {
      data.lookupFailed = true;
    }
  }
  return { type: 'data', data: { kind: 'utility', utility: data } };
};
