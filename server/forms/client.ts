/**
 * The calls the utility pages make (docs/decisions/012-utility-pages.md "Upstream calls"): form submissions and
 * geo lookups are POSTs of a JSON body; the voices contributors a GET over the content client.
 * Like every upstream call: a deadline (UPSTREAM_TIMEOUT_MS, spec 12000 ms), no redirects
 * followed, the api key except on newsletter and user paths (000 §7), a bounded body, and the
 * answer read with its zod model at the boundary.
 */
import { Pool } from 'undici';
import { tracedUpstream } from '../ops/upstreamSpan';
import type { z } from 'zod';
import type { FormValues } from '../../shared/forms/schemas';
import {
  providersResultSchema,
  receiptSchema,
  solarEstimateSchema,
  type ProvidersResult,
  type Receipt,
  type SolarEstimate,
} from '../../shared/forms/results';
import { authorsResponseSchema, type Author } from '../../shared/models/author';
import {
  predictionSchema,
  suggestionsSchema,
  validatedAddressSchema,
  type AddressSuggestion,
  type Prediction,
  type ValidatedAddress,
} from '../../shared/forms/geo';
import type { Brand } from '../../shared/routes/types';
import type { ServerTimingSink } from '../ops/timing';
import { readEnvelope } from '../content/envelope';
import type { ContentHttp } from '../content/http';
import { needsApiKey } from '../content/http';
import {
  ContentError,
  NOT_A_JSON_OBJECT,
  NOT_IN_CORRECT_FORMAT,
  UpstreamBodyTooLargeError,
  UpstreamHttpError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
} from '../content/errors';

/** Largest answer a form call reads, bytes. */
const MAX_ANSWER_BYTES = 256 * 1024;

export interface FormsClientOptions {
  /** CONTENT_API_URL. */
  baseUrl: string;
  /** CONTENT_API_KEY (never on newsletter and user paths). */
  apiKey: string;
  /** UPSTREAM_TIMEOUT_MS. */
  timeoutMs: number;
  /** The content client, for the GET calls (cached there by its own rules). */
  http: ContentHttp;
  /** Keep-alive connections for the form POSTs (few: forms are rare). Default 8. */
  connections?: number;
}

export interface FormsClient {
  subscribe(site: Brand, values: { email: string; newsletter: string }, timing?: ServerTimingSink): Promise<Receipt>;
  optOut(site: Brand, values: FormValues<'do-not-sell'>, timing?: ServerTimingSink): Promise<Receipt>;
  forward(site: Brand, values: FormValues<'email-forward'>, timing?: ServerTimingSink): Promise<Receipt>;
  providers(site: Brand, zipcode: string, timing?: ServerTimingSink): Promise<ProvidersResult>;
  solarEstimate(site: Brand, zipcode: string, monthlyBill: number, timing?: ServerTimingSink): Promise<SolarEstimate>;
  voices(site: Brand, timing?: ServerTimingSink): Promise<Author[]>;
  /** Geo (000 §7): the ZIP codes a city most likely means (harbinger predict). */
  predict(site: Brand, city: string, state: string, timing?: ServerTimingSink): Promise<Prediction>;
  /** Geo: address suggestions for what the reader has typed (smarty autocomplete). */
  autocomplete(site: Brand, search: string, timing?: ServerTimingSink): Promise<AddressSuggestion[]>;
  /** Geo: a checked address with its ZIP code (smarty validation). */
  validateAddress(
    site: Brand,
    address: { street: string; city?: string; state?: string; zipcode?: string },
    timing?: ServerTimingSink,
  ): Promise<ValidatedAddress>;
  close(): Promise<void>;
}

export function createFormsClient(options: FormsClientOptions): FormsClient {
  const base = new URL(options.baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const pool = new Pool(base.origin, { connections: options.connections ?? 8, keepAliveTimeout: 10_000 });

  async function post<S extends z.ZodType>(
    endpoint: string,
    path: string,
    body: unknown,
    property: string,
    schema: S,
    timing?: ServerTimingSink,
  ): Promise<z.output<S>> {
    const search = needsApiKey(path) ? `?${new URLSearchParams({ apiKey: options.apiKey }).toString()}` : '';
    const started = performance.now();
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
        'user-agent': 'neutron',
      };
      const attributes = { 'http.request.method': 'POST', 'url.path': prefix + path, 'server.address': base.host };
      const response = await tracedUpstream(
        endpoint,
        attributes,
        headers,
        () =>
          pool.request({
            path: prefix + path + search,
            method: 'POST',
            headers,
            body: JSON.stringify(body),
            signal,
            headersTimeout: options.timeoutMs,
            bodyTimeout: options.timeoutMs,
          }),
        (answer) => answer.statusCode,
      );
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) {
          response.body.destroy();
          throw new UpstreamBodyTooLargeError(endpoint, MAX_ANSWER_BYTES);
        }
        chunks.push(chunk);
      }
      if (response.statusCode < 200 || response.statusCode >= 300)
        throw new UpstreamHttpError(endpoint, response.statusCode);
      let json: unknown;
      try {
        json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch (cause) {
        throw new TypeError(NOT_A_JSON_OBJECT, { cause });
      }
      if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new TypeError(NOT_A_JSON_OBJECT);
      return readEnvelope(json as Record<string, unknown>, property, schema);
    } catch (error) {
      if (signal.aborted) throw new UpstreamTimeoutError(endpoint, options.timeoutMs);
      if (
        error instanceof ContentError ||
        error instanceof TypeError ||
        (error instanceof Error && error.message === NOT_IN_CORRECT_FORMAT)
      )
        throw error;
      throw new UpstreamUnavailableError(endpoint, { cause: error });
    } finally {
      timing?.add('upstream', performance.now() - started, endpoint);
    }
  }

  return {
    subscribe: (site, { email, newsletter }, timing) =>
      post(
        'newsletter',
        `/api/neutron/newsletter/${site}/subscriptions/web`,
        { email, newsletter },
        'receipt',
        receiptSchema,
        timing,
      ),
    optOut: (site, values, timing) =>
      post('opt-out', `/api/neutron/privacy/${site}/opt-out/web`, values, 'receipt', receiptSchema, timing),
    forward: (site, values, timing) =>
      post('email-forward', `/api/neutron/email/${site}/forward/web`, values, 'receipt', receiptSchema, timing),
    providers: (site, zipcode, timing) =>
      post(
        'geo-providers',
        `/api/neutron/geo/${site}/allconnect/providers/web`,
        { zipcode },
        'providers',
        providersResultSchema,
        timing,
      ),
    solarEstimate: (site, zipcode, monthlyBill, timing) =>
      post(
        'solar-estimate',
        `/api/neutron/energy/${site}/solar/estimate/web`,
        { zipcode, monthlyBill },
        'estimate',
        solarEstimateSchema,
        timing,
      ),
    async voices(site, timing) {
      const { body } = await options.http.getJson(`/api/neutron/authors/${site}/voices/data/web`, {
        endpoint: 'authors',
        timing,
      });
      return readEnvelope(body, 'authors', authorsResponseSchema.shape.data.shape.authors);
    },
    async predict(site, city, state, timing) {
      const path = `/api/neutron/geo/${site}/harbinger/predict/${encodeURIComponent(city)}/${encodeURIComponent(state)}/web`;
      const { body } = await options.http.getJson(path, { endpoint: 'geo-predict', timing });
      return readEnvelope(body, 'prediction', predictionSchema);
    },
    autocomplete: (site, search, timing) =>
      post(
        'geo-autocomplete',
        `/api/neutron/geo/${site}/smarty/address/autocomplete/web`,
        { search },
        'suggestions',
        suggestionsSchema,
        timing,
      ),
    validateAddress: (site, address, timing) =>
      post(
        'geo-validation',
        `/api/neutron/geo/${site}/smarty/address/validation/web`,
        address,
        'address',
        validatedAddressSchema,
        timing,
      ),
    close: () => pool.close(),
  };
}
