/**
 * The utility pages' forms, working without JavaScript (docs/decisions/012-utility-pages.md):
 * `<form method="post">` to the page's own path → CSRF check (same-origin `Origin` or
 * `Referer`, else 403) → the body read (urlencoded, size-limited) and validated with zod →
 * the upstream call → 303 to the same path with `?status=` (Post/Redirect/Get), whose page
 * shows the success message. Bad input shows the page again with status 400, the messages and
 * the reader's input; an upstream failure shows it with 503 and the input kept. Never a 500.
 *
 * GET and HEAD of these pages also come through here, so the page's loader can reach the forms
 * client (lookups, voices); the page itself is the ordinary page handler's.
 */
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { DEFAULT_BRAND } from '../../shared/constants';
import { FORMS, NEWSLETTERS, type FormId } from '../../shared/forms/fields';
import { FORM_MESSAGES } from '../../shared/forms/messages';
import type { UtilityFormState } from '../../shared/forms/pageData';
import { formInput, validateForm, type FormInput, type FormValues } from '../../shared/forms/schemas';
import { answerWith } from '../http/answerWith';
import { tooManyRequests, type PostGuard } from '../http/postGuard';
import type { App, AppContext } from '../http/appEnv';
import { handlePage, type PageDeps } from '../pages/handlePage';
import type { FormsClient } from './client';
import { FORM_BODY_LIMIT, readFormBody } from './formBody';
import { serializeCookie } from '../http/cookies';
import { PRIVACY_COOKIE_MAX_AGE, PRIVACY_OPT_OUT_COOKIE } from '../features/requestFacts';
import { formOfRoute, UTILITY_PATHS } from './paths';
import { attachUtilityServices } from './requestServices';
import { allowedOrigins, isSameOrigin } from './sameOrigin';

/** The page handler's deps (server/app.ts AppDeps) and the forms client. */
export interface FormRoutesDeps extends PageDeps {
  forms: FormsClient;
  postGuard: PostGuard;
}

type FormApp = App;
type FormContext = AppContext;

/** Status of a page shown again: 400 bad input, 413/415 unreadable body, 503 upstream failure. */
type RerenderStatus = 400 | 413 | 415 | 503;

export function registerFormRoutes(app: FormApp, deps: FormRoutesDeps): void {
  for (const [name, path] of Object.entries(UTILITY_PATHS)) {
    app.on(['GET', 'HEAD'], path, (c) => servePage(c, deps));
    const form = formOfRoute(name);
    if (form) app.post(path, (c) => handlePost(c, deps, form));
  }
}

async function servePage(c: FormContext, deps: FormRoutesDeps, submission?: UtilityFormState, status?: RerenderStatus) {
  const headers = c.req.raw.headers;
  attachUtilityServices(headers, { client: deps.forms, submission });
  const url = new URL(c.req.url);
  if (status !== undefined) {
    // A POST shown again is the page at its own address, answered with the failure's status.
    url.search = '';
    answerWith(c.env.outgoing, status);
  }
  await handlePage(deps, {
    url,
    headers,
    res: c.env.outgoing,
    requestId: c.get('requestId'),
    logger: c.get('log'),
    setRouteName: (name) => c.set('routeName', name),
  });
  return RESPONSE_ALREADY_SENT;
}

async function handlePost(c: FormContext, deps: FormRoutesDeps, form: FormId) {
  c.set('routeName', `form:${form}`);
  const log = c.get('log');
  // SITE_ORIGIN, never an origin built from the Host header (decision 052).
  if (!isSameOrigin(c.req.raw.headers, allowedOrigins(deps.services.siteOrigin, c.req.url))) {
    log.warn('form post refused: not same-origin', { form });
    deps.postGuard.countForm(form, 'forbidden');
    return c.text(FORM_MESSAGES.forbidden, 403, { 'cache-control': 'no-store' });
  }

  const read = await readFormBody(c.req.raw, FORM_BODY_LIMIT, c.env.outgoing);
  if (!read.ok) {
    deps.postGuard.countForm(form, 'invalid');
    return servePage(c, deps, { id: form, input: {}, errors: {}, failure: FORM_MESSAGES.unreadable }, read.status);
  }

  const def = FORMS[form];
  const input = formInput(
    def.fields.map((field) => field.name),
    read.body,
  );
  const result = validateForm(form, input);
  if (!result.ok) {
    deps.postGuard.countForm(form, 'invalid');
    return servePage(
      c,
      deps,
      { id: form, input: result.input, errors: result.errors, failure: FORM_MESSAGES.summary },
      400,
    );
  }
  // Mail to strangers: a strict quota per sender and per recipient (decision 052).
  if (form === 'email-forward' && 'to' in result.values) {
    const decision = deps.postGuard.allowForward(c, String(result.values.to));
    if (!decision.allowed) {
      log.warn('email forward refused: quota reached', { retryAfterSeconds: decision.retryAfterSeconds });
      deps.postGuard.countForm(form, 'limited');
      return tooManyRequests(c, decision.retryAfterSeconds);
    }
  }

  const slug = c.req.param('slug');
  if (form === 'newsletter-generator' && !NEWSLETTERS.some((n) => n.value === slug)) return servePage(c, deps);

  let query: Record<string, string>;
  try {
    // validateForm(form) gives FormValues<typeof form>; TypeScript cannot pair the two by itself.
    query = await submit(deps.forms, { form, values: result.values } as ValidForm, slug);
  } catch (error) {
    log.warn('form submission failed upstream', { form, err: error instanceof Error ? error.message : String(error) });
    deps.postGuard.countForm(form, 'failed');
    return servePage(c, deps, { id: form, input: keep(input), errors: {}, failure: FORM_MESSAGES.unavailable }, 503);
  }
  deps.postGuard.countForm(form, 'accepted');
  const location = `${new URL(c.req.url).pathname}?${new URLSearchParams({ status: def.successStatus, ...query }).toString()}`;
  // An accepted opt-out also turns on health privacy mode for this browser (decision 071).
  const headers: Record<string, string> = { location, 'cache-control': 'no-store' };
  if (form === 'do-not-sell')
    headers['set-cookie'] = serializeCookie(PRIVACY_OPT_OUT_COOKIE, '1', { maxAge: PRIVACY_COOKIE_MAX_AGE });
  return c.body(null, 303, headers);
}

function keep(input: FormInput): FormInput {
  return Object.fromEntries(Object.entries(input).map(([name, value]) => [name, value.slice(0, 2000)]));
}

/** A validated form and its values, one member per form. */
type ValidForm = { [F in FormId]: { form: F; values: FormValues<F> } }[FormId];

/** Sends a valid form upstream; answers what the redirect's query carries for the page to show. */
async function submit(
  client: FormsClient,
  valid: ValidForm,
  slug: string | undefined,
): Promise<Record<string, string>> {
  const site = DEFAULT_BRAND;
  switch (valid.form) {
    case 'newsletter':
      await client.subscribe(site, valid.values);
      return {};
    case 'newsletter-generator':
      await client.subscribe(site, { email: valid.values.email, newsletter: slug ?? '' });
      return {};
    case 'do-not-sell':
      await client.optOut(site, valid.values);
      return {};
    case 'email-forward':
      await client.forward(site, valid.values);
      return {};
    case 'internet-plans':
      await client.providers(site, valid.values.zip);
      return { zip: valid.values.zip };
    case 'solar-estimate':
      await client.solarEstimate(site, valid.values.zip, valid.values.bill);
      return { zip: valid.values.zip, bill: String(valid.values.bill) };
  }
}
