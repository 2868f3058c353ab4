/**
 * What the vitals endpoint accepts (POST /collect/v1/vitals, decision 115): a JSON object
 * `{ sentAt?, beacons: [...] }` as text/plain (sendBeacon) or JSON, at most
 * MAX_VITALS_BODY_BYTES, at most MAX_VITALS_PER_BODY beacons, each one of the five metrics with a
 * finite non-negative value, known navigation kind and cache state, short tags and a small flat
 * attribution.
 */
import { z } from 'zod';
import {
  CACHE_STATES,
  MAX_ATTRIBUTION_FIELDS,
  MAX_VITAL_TEXT,
  MAX_VITALS_PER_BODY,
  NAVIGATION_KINDS,
  VITAL_METRICS,
} from '../../shared/vitals/constants';

/** Our choice: no metric reaches an hour (ms), nor CLS 1000. */
const MAX_VALUE = 3_600_000;
const tag = z.string().min(1).max(MAX_VITAL_TEXT);

export const vitalBeaconSchema = z.object({
  metric: z.enum(VITAL_METRICS),
  value: z.number().finite().min(0).max(MAX_VALUE),
  navigation: z.enum(NAVIGATION_KINDS),
  pageType: tag,
  device: tag,
  cache: z.enum(CACHE_STATES),
  path: z.string().startsWith('/').max(MAX_VITAL_TEXT),
  viewId: z.string().regex(/^[\w-]{1,64}$/),
  attribution: z
    .record(z.string().min(1).max(40), z.union([z.string().max(MAX_VITAL_TEXT), z.number().finite()]))
    .refine(
      (fields) => Object.keys(fields).length <= MAX_ATTRIBUTION_FIELDS,
      `at most ${MAX_ATTRIBUTION_FIELDS} fields`,
    ),
});

export const vitalsBodySchema = z.object({
  sentAt: z.string().max(64).optional(),
  beacons: z.array(vitalBeaconSchema).min(1).max(MAX_VITALS_PER_BODY),
});
