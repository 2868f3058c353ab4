/**
 * The utility-page forms (spec 000 §2 utility pages): which page has which form, its fields and
 * what a success says. Field names are the names posted by `<form method="post">`; the texts
 * are ours (the spec shows none; docs/decisions/012-utility-pages.md).
 */

export type FormId =
  'newsletter' | 'newsletter-generator' | 'do-not-sell' | 'solar-estimate' | 'internet-plans' | 'email-forward';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDef {
  name: string;
  label: string;
  type: 'email' | 'text' | 'zip' | 'money' | 'url' | 'textarea' | 'select';
  required: boolean;
  autoComplete?: string;
  options?: readonly FieldOption[];
  hint?: string;
}

export interface FormDef {
  id: FormId;
  title: string;
  submitLabel: string;
  fields: readonly FieldDef[];
  /** The `?status=` value a successful post redirects to, and the message it shows. */
  successStatus: string;
  successMessage: string;
}

/** The newsletters a reader can subscribe to from /newsletters/ (slug, name). */
export const NEWSLETTERS: readonly FieldOption[] = [
  { value: 'daily-brief', label: 'Daily Brief' },
  { value: 'deals', label: 'Deals' },
  { value: 'how-to', label: 'How To' },
  { value: 'money', label: 'Money' },
  { value: 'sleep-and-wellness', label: 'Sleep and Wellness' },
];

/** Do-not-sell requests (a US state privacy-law opt-out). */
export const OPT_OUT_REQUESTS: readonly FieldOption[] = [
  { value: 'sell-and-share', label: 'Do not sell or share my personal information' },
  { value: 'sell', label: 'Do not sell my personal information' },
  { value: 'share', label: 'Do not share my personal information for targeted advertising' },
];

const EMAIL: FieldDef = { name: 'email', label: 'Email address', type: 'email', required: true, autoComplete: 'email' };
const ZIP: FieldDef = {
  name: 'zip',
  label: 'ZIP code',
  type: 'zip',
  required: true,
  autoComplete: 'postal-code',
  hint: '5 digits',
};

export const FORMS: Readonly<Record<FormId, FormDef>> = {
  newsletter: {
    id: 'newsletter',
    title: 'Subscribe to a newsletter',
    submitLabel: 'Subscribe',
    fields: [EMAIL, { name: 'newsletter', label: 'Newsletter', type: 'select', required: true, options: NEWSLETTERS }],
    successStatus: 'subscribed',
    successMessage: 'You are subscribed. Check your inbox for a confirmation email.',
  },
  'newsletter-generator': {
    id: 'newsletter-generator',
    title: 'Get this newsletter',
    submitLabel: 'Subscribe',
    fields: [EMAIL],
    successStatus: 'subscribed',
    successMessage: 'You are subscribed. Check your inbox for a confirmation email.',
  },
  'do-not-sell': {
    id: 'do-not-sell',
    title: 'Submit an opt-out request',
    submitLabel: 'Submit request',
    fields: [
      EMAIL,
      { name: 'fullName', label: 'Full name (optional)', type: 'text', required: false, autoComplete: 'name' },
      { name: 'request', label: 'Request', type: 'select', required: true, options: OPT_OUT_REQUESTS },
    ],
    successStatus: 'opted-out',
    successMessage: 'We received your opt-out request. It takes effect within 15 business days.',
  },
  'solar-estimate': {
    id: 'solar-estimate',
    title: 'Estimate your solar savings',
    submitLabel: 'Estimate',
    fields: [
      ZIP,
      {
        name: 'bill',
        label: 'Average monthly electric bill (USD)',
        type: 'money',
        required: true,
        hint: 'Whole dollars, 1 to 10,000',
      },
    ],
    successStatus: 'estimated',
    successMessage: 'Here is your solar estimate.',
  },
  'internet-plans': {
    id: 'internet-plans',
    title: 'Find internet providers near you',
    submitLabel: 'Find providers',
    fields: [ZIP],
    successStatus: 'found',
    successMessage: 'Here are the internet providers at your ZIP code.',
  },
  'email-forward': {
    id: 'email-forward',
    title: 'Email this link',
    submitLabel: 'Send',
    fields: [
      { name: 'to', label: 'Friend’s email address', type: 'email', required: true, autoComplete: 'off' },
      { name: 'from', label: 'Your name', type: 'text', required: true, autoComplete: 'name' },
      { name: 'url', label: 'Link', type: 'url', required: true },
    ],
    successStatus: 'sent',
    successMessage: 'Your email is on its way.',
  },
};

/** Which form each utility route (by route base name) carries. */
export const FORM_OF_ROUTE: Readonly<Record<string, FormId>> = {
  newsletters: 'newsletter',
  'newsletter-generator': 'newsletter-generator',
  'do-not-sell-or-share-my-personal-information': 'do-not-sell',
  'solar-lead-form': 'solar-estimate',
  'internet-plans': 'internet-plans',
  'email-forward': 'email-forward',
};
