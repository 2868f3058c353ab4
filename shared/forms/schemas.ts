/**
 * zod schemas of the utility-page forms: what a posted body must hold, field by field. A bad
 * field gives its own message (FORM_MESSAGES); every value is trimmed and bounded.
 */
import { z } from 'zod';
import { isValidEmail } from './email';
import { NEWSLETTERS, OPT_OUT_REQUESTS, type FieldOption, type FormId } from './fields';
import { FORM_MESSAGES } from './messages';

/** US ZIP code: 5 digits (a ZIP+4 suffix is accepted and dropped). */
export const ZIP_PATTERN = /^(\d{5})(?:-\d{4})?$/;
/** Monthly electric bill bounds, whole US dollars. */
export const MIN_MONTHLY_BILL = 1;
export const MAX_MONTHLY_BILL = 10_000;
export const MAX_NAME_LENGTH = 100;
export const MAX_URL_LENGTH = 2_000;
/**
 * The email forward carries no text of the sender's choosing (issue 42 point 10; decision 106):
 * the mail service sends its fixed message with the sender's name and the link. The name is a
 * name — words of letters (any script), apostrophes and hyphens, an initial's period, single
 * spaces, at most 50 characters: no digits, links, addresses or punctuation to write a message
 * with — and the link is a page path of this site (lowercase slug segments, its query and
 * fragment dropped, at most 200 characters).
 */
const MAX_SENDER_NAME_LENGTH = 50;
const SENDER_NAME_PATTERN = /^\p{L}[\p{L}\p{M}'’-]*\.?(?: \p{L}[\p{L}\p{M}'’-]*\.?)*$/u;
const MAX_FORWARD_PATH_LENGTH = 200;
const FORWARD_PATH_PATTERN = /^\/(?:[a-z0-9][a-z0-9-]*\/)*$/;

const email = z.string().trim().refine(isValidEmail, FORM_MESSAGES.invalidEmail);
const zip = z
  .string()
  .trim()
  .regex(ZIP_PATTERN, FORM_MESSAGES.invalidZip)
  .transform((value) => value.slice(0, 5));
const choice = (options: readonly FieldOption[]) =>
  z.string().refine((value) => options.some((option) => option.value === value), FORM_MESSAGES.invalidChoice);
const bill = z
  .string()
  .trim()
  .regex(/^\$?\d{1,6}$/, FORM_MESSAGES.invalidBill)
  .transform((value) => Number(value.replace('$', '')))
  .refine((value) => value >= MIN_MONTHLY_BILL && value <= MAX_MONTHLY_BILL, FORM_MESSAGES.invalidBill);
/** A link to a page of this site: its path only (query and fragment dropped), never another host, a scheme or free text. */
const pagePath = z
  .string()
  .trim()
  .transform((value) => value.replace(/[?#].*$/s, ''))
  .refine(
    (value) => value.length <= MAX_FORWARD_PATH_LENGTH && FORWARD_PATH_PATTERN.test(value),
    FORM_MESSAGES.invalidUrl,
  );
/** The sender's name as the forward's fixed message shows it. */
const senderName = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ' '))
  .refine(
    (value) => value.length <= MAX_SENDER_NAME_LENGTH && SENDER_NAME_PATTERN.test(value),
    FORM_MESSAGES.invalidSenderName,
  );

export const FORM_SCHEMAS = {
  newsletter: z.object({ email, newsletter: choice(NEWSLETTERS) }),
  'newsletter-generator': z.object({ email }),
  'do-not-sell': z.object({
    email,
    fullName: z.string().trim().max(MAX_NAME_LENGTH, FORM_MESSAGES.invalidName).optional(),
    request: choice(OPT_OUT_REQUESTS),
  }),
  'solar-estimate': z.object({ zip, bill }),
  'internet-plans': z.object({ zip }),
  'email-forward': z.object({ to: email, from: senderName, url: pagePath }),
} as const satisfies Record<FormId, z.ZodType>;

export type FormValues<F extends FormId> = z.output<(typeof FORM_SCHEMAS)[F]>;

/** What the reader typed, as it goes back into the form (strings only, bounded). */
export type FormInput = Readonly<Record<string, string>>;

export type FormResult<F extends FormId> =
  { ok: true; values: FormValues<F> } | { ok: false; errors: Readonly<Record<string, string>>; input: FormInput };

/** Longest value kept from a field when the form is shown again. */
const MAX_KEPT_LENGTH = MAX_URL_LENGTH;

/** The fields a form reads from a posted body: the first value of each, empty optional fields left out. */
export function formInput(fields: readonly string[], body: URLSearchParams): FormInput {
  const input: Record<string, string> = {};
  for (const name of fields) {
    const value = body.get(name);
    if (value !== null) input[name] = value;
  }
  return input;
}

export function validateForm<F extends FormId>(form: F, input: FormInput): FormResult<F> {
  const schema = FORM_SCHEMAS[form] as unknown as z.ZodType<FormValues<F>>;
  const present = Object.fromEntries(Object.entries(input).filter(([, value]) => value.trim() !== ''));
  const parsed = schema.safeParse(present);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= messageFor(field, issue);
  }
  return { ok: false, errors, input: keptInput(input) };
}

/** The input as it is shown again: each value cut to MAX_KEPT_LENGTH. */
function keptInput(input: FormInput): FormInput {
  return Object.fromEntries(Object.entries(input).map(([name, value]) => [name, value.slice(0, MAX_KEPT_LENGTH)]));
}

/** A missing or mistyped field gets its field's own message rather than zod's default text. */
function messageFor(field: string, issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom' || (issue.code === 'invalid_format' && issue.message)) return issue.message;
  if (issue.code === 'too_big' || issue.code === 'too_small') return issue.message;
  return FIELD_MESSAGES[field] ?? FORM_MESSAGES.summary;
}

const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  email: FORM_MESSAGES.invalidEmail,
  to: FORM_MESSAGES.invalidEmail,
  zip: FORM_MESSAGES.invalidZip,
  bill: FORM_MESSAGES.invalidBill,
  newsletter: FORM_MESSAGES.invalidChoice,
  request: FORM_MESSAGES.invalidChoice,
  from: FORM_MESSAGES.invalidSenderName,
  fullName: FORM_MESSAGES.invalidName,
  url: FORM_MESSAGES.invalidUrl,
};
