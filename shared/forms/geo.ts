/**
 * The address lookup of the internet plans page (issue 13 point 4; decision 077): what the Geo
 * calls answer (spec 000 §7 "payloads not shown": our models), and how a reader's one-line
 * address is read. "City, ST" asks harbinger predict; "street, city, ST" or "street, ZIP" asks
 * smarty validation; either gives the ZIP code the providers lookup needs.
 */
import { z } from 'zod';

export const predictionSchema = z.object({
  city: z.string(),
  state: z.string(),
  zipcodes: z
    .array(z.string().regex(/^\d{5}$/))
    .min(1)
    .max(50),
});
export type Prediction = z.output<typeof predictionSchema>;

export const addressSuggestionSchema = z.object({
  text: z.string().max(200),
  street: z.string().max(200),
  city: z.string().max(100),
  state: z.string().max(2),
  zipcode: z.string().regex(/^\d{5}$/),
});
export const suggestionsSchema = z.array(addressSuggestionSchema).max(20);
export type AddressSuggestion = z.output<typeof addressSuggestionSchema>;

export const validatedAddressSchema = z.union([
  z.object({
    valid: z.literal(true),
    deliveryLine: z.string().max(200),
    city: z.string().max(100),
    state: z.string().max(2),
    zipcode: z.string().regex(/^\d{5}$/),
  }),
  z.object({ valid: z.literal(false) }),
]);
export type ValidatedAddress = z.output<typeof validatedAddressSchema>;

/** The page's query parameter for the one-line address. */
export const ADDRESS_PARAM = 'address';
export const ADDRESS_MAX_LENGTH = 200;
/** Suggestions are asked for from this many characters. */
export const AUTOCOMPLETE_MIN_LENGTH = 3;
/** Our own origin's suggestion endpoint (the browser never calls the Geo service). */
export const AUTOCOMPLETE_PATH = '/api/geo/autocomplete';

export const ADDRESS_MESSAGES = {
  format:
    'Enter a street address with its city and state (for example "12 Main St, Austin, TX"), a street and ZIP code, or just "City, ST".',
  notFound: 'We could not find that address. Check the spelling, or enter your ZIP code below.',
} as const;

export type AddressQuery =
  | { kind: 'city'; city: string; state: string }
  | { kind: 'street'; street: string; city?: string; state?: string; zipcode?: string };

/** Reads a one-line address; undefined when it is none of the accepted shapes. */
export function readAddress(raw: string): AddressQuery | undefined {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (text.length < 3 || text.length > ADDRESS_MAX_LENGTH || /[<>{}\\]/.test(text)) return undefined;
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const state = (value: string | undefined) => (value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined);
  if (parts.length === 2 && !/^\d/.test(parts[0]!) && state(parts[1]))
    return { kind: 'city', city: parts[0]!, state: state(parts[1])! };
  if (!/^\d{1,6} \S/.test(parts[0] ?? '')) return undefined;
  if (parts.length === 2 && /^\d{5}$/.test(parts[1]!)) return { kind: 'street', street: parts[0]!, zipcode: parts[1] };
  if (parts.length === 3 && state(parts[2]))
    return { kind: 'street', street: parts[0]!, city: parts[1], state: state(parts[2]) };
  const stateZip = parts.length === 3 ? /^([A-Za-z]{2}) (\d{5})$/.exec(parts[2]!) : null;
  if (stateZip)
    return {
      kind: 'street',
      street: parts[0]!,
      city: parts[1],
      state: stateZip[1]!.toUpperCase(),
      zipcode: stateZip[2],
    };
  return undefined;
}
