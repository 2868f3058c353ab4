import { describe, expect, it, vi } from 'vitest';
import type { UtilityPageData } from '../../../shared/forms/pageData';
import { createRouter } from '../../../shared/node/routes/match';
import type { FormsClient } from '../../forms/client';
import { attachUtilityServices } from '../../forms/requestServices';
import type { ContentApi } from '../../content/api';
import { createPageContext } from '../../middleware/context';
import type { PrimaryDeps } from './types';
import { loadUtility } from './utility';

const router = createRouter();
const listing = { meta: {}, items: [{ title: 'A deal', url: '/deals/a/' }], paging: { total: 1 } };

function setup(path: string, client?: Partial<FormsClient>, submission?: UtilityPageData['form']) {
  const url = new URL(path, 'http://localhost');
  const resolved = router.resolve(url.pathname);
  if (resolved.type !== 'match') throw new Error(`no route for ${path}`);
  const headers = new Headers();
  if (client) attachUtilityServices(headers, { client: client as FormsClient, submission });
  const ctx = createPageContext({ url, match: resolved.match, headers });
  const content = { getListing: vi.fn(async () => listing) } as unknown as ContentApi;
  const deps: PrimaryDeps = { content, abDefinitions: {} as PrimaryDeps['abDefinitions'], isRoutable: () => true };
  return { ctx, deps, content };
}

async function load(path: string, client?: Partial<FormsClient>, submission?: UtilityPageData['form']) {
  const { ctx, deps, content } = setup(path, client, submission);
  const outcome = await loadUtility(ctx, deps);
  const data = outcome.type === 'data' && outcome.data.kind === 'utility' ? outcome.data.utility : undefined;
  return { outcome, data, content };
}

describe('loadUtility', () => {
  it.each([
    ['/shopping/', 'deals'],
    ['/awards/', 'tech'],
    ['/auto-buying-program/', 'cars'],
  ])('%s lists the %s section', async (path, section) => {
    const { data, content } = await load(path);
    expect(content.getListing).toHaveBeenCalledWith(
      'cnet',
      'section',
      section,
      expect.objectContaining({ limit: expect.any(Number) }),
      expect.anything(),
    );
    expect(data?.listing?.items).toHaveLength(1);
  });

  it('answers 404 for a newsletter that does not exist, and names one that does', async () => {
    expect((await load('/newsletter-generator/newsletter/nope/')).outcome).toEqual({ type: 'not-found' });
    expect((await load('/newsletter-generator/newsletter/daily-brief/')).data?.newsletter).toEqual({
      slug: 'daily-brief',
      name: 'Daily Brief',
    });
  });

  it('shows the success of its own ?status= only', async () => {
    expect((await load('/newsletters/?status=subscribed')).data?.form?.success).toMatch(/subscribed/);
    expect((await load('/newsletters/?status=opted-out')).data?.form?.success).toBeUndefined();
  });

  it('looks up providers for a valid ZIP code after a successful post', async () => {
    const providers = vi.fn(async () => ({ zipcode: '94105', providers: [] }));
    const { data } = await load('/home/internet/plans/?status=found&zip=94105', { providers });
    expect(providers).toHaveBeenCalledWith('cnet', '94105', expect.anything());
    expect(data?.providers?.zipcode).toBe('94105');
    expect(data?.form?.input).toEqual({ zip: '94105' });
  });

  it('skips the lookup for a ZIP code that is not one, and says so when the service fails', async () => {
    const providers = vi.fn(async () => ({ zipcode: 'x', providers: [] }));
    await load('/home/internet/plans/?status=found&zip=abc', { providers });
    expect(providers).not.toHaveBeenCalled();
    const failing = await load('/home/energy-and-utilities/solar-estimator/?status=estimated&zip=94105&bill=100', {
      solarEstimate: async () => Promise.reject(new Error('down')),
    });
    expect(failing.data?.lookupFailed).toBe(true);
    expect(failing.outcome.type).toBe('data');
  });

  it('shows a submission again as it was posted, without lookups', async () => {
    const providers = vi.fn();
    const submission = { id: 'internet-plans' as const, input: { zip: 'x' }, errors: { zip: 'bad' } };
    const { data } = await load('/home/internet/plans/?status=found&zip=94105', { providers }, submission);
    expect(data?.form).toEqual(submission);
    expect(providers).not.toHaveBeenCalled();
  });

  it('lists voices contributors through the forms client', async () => {
    const { data } = await load('/cnet-voices/', {
      voices: async () => [{ username: 'v1', roles: [], awards: [], credentials: [] }],
    });
    expect(data?.voices?.map((v) => v.username)).toEqual(['v1']);
  });
});
