import { z } from 'zod';
import { listOf, maybe } from '../models/lenient';
import { isConsentCategory, type ConsentCategory } from './consentCategories';
import {
  DEFAULT_SCRIPT_LOCATION,
  DEFAULT_SCRIPT_PRIORITY,
  DEFAULT_SCRIPT_TIMING,
  SCRIPT_LOCATIONS,
  SCRIPT_TIMINGS,
} from './constants';
import { isSafeResourceUrl } from './resourceUrl';

/**
 * A script or link tag of the script store (spec 001 §3 "Scripts store and tags": tagId,
 * priority, timing, location (head, body or footer), attributes, features, windowVars,
 * gdprCategory, src, href, innerHTML, rel). Read leniently (decision 017): a bad optional field
 * takes its default, a bad src or href is dropped, event-handler attributes (on*) are dropped,
 * and a tag with neither src, href nor innerHTML is not a tag.
 */
type AttributeValue = string | number | boolean;

function attributesOf(value: Record<string, unknown>): Record<string, AttributeValue> {
  const kept: Record<string, AttributeValue> = {};
  for (const [name, raw] of Object.entries(value)) {
    if (!/^[a-zA-Z][a-zA-Z0-9_:.-]*$/.test(name) || name.toLowerCase().startsWith('on')) continue;
    if (typeof raw === 'string' || typeof raw === 'boolean' || (typeof raw === 'number' && Number.isFinite(raw)))
      kept[name] = raw;
  }
  return kept;
}

const safeUrl = maybe(
  z
    .string()
    .refine(isSafeResourceUrl)
    .transform((url) => url.trim()),
);
const names = listOf(z.string().trim().min(1));

export const scriptTagSchema = z
  .object({
    tagId: z.string().trim().min(1),
    priority: z.number().finite().catch(DEFAULT_SCRIPT_PRIORITY),
    timing: z.enum(SCRIPT_TIMINGS).catch(DEFAULT_SCRIPT_TIMING),
    location: z.enum(SCRIPT_LOCATIONS).catch(DEFAULT_SCRIPT_LOCATION),
    attributes: z.record(z.string(), z.unknown()).transform(attributesOf).catch({}),
    features: names,
    windowVars: names,
    gdprCategory: maybe(
      z
        .string()
        .refine(isConsentCategory)
        .transform((id) => id as ConsentCategory),
    ),
    src: safeUrl,
    href: safeUrl,
    innerHTML: maybe(z.string().min(1)),
    rel: maybe(z.string().min(1)),
  })
  .refine((tag) => tag.src !== undefined || tag.href !== undefined || tag.innerHTML !== undefined);

export type ScriptTag = z.infer<typeof scriptTagSchema>;
export type ScriptTagInput = z.input<typeof scriptTagSchema>;

/** Tags from untrusted configuration: unreadable entries are dropped; a repeated tagId keeps the first. */
export function parseScriptTags(values: unknown): ScriptTag[] {
  if (!Array.isArray(values)) return [];
  const seen = new Set<string>();
  const tags: ScriptTag[] = [];
  for (const value of values) {
    const parsed = scriptTagSchema.safeParse(value);
    if (!parsed.success || seen.has(parsed.data.tagId)) continue;
    seen.add(parsed.data.tagId);
    tags.push(parsed.data);
  }
  return tags;
}
