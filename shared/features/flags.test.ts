import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, isEnabled, resolveFlags } from './flags';

describe('feature flags (featureEnable / featureDisable)', () => {
  it('uses the defaults without overrides', () => {
    expect(resolveFlags(null, null)).toEqual(FEATURE_FLAGS);
  });

  it.each([
    ['stickyNewsletter', null, { stickyNewsletter: true }],
    [null, 'relatedArticles,ads', { relatedArticles: false, ads: false }],
    ['all', null, { stickyNewsletter: true, relatedArticles: true }],
    [null, 'all', { relatedArticles: false, seamless: false, debugToolbar: false }],
    ['all', 'ads', { stickyNewsletter: true, ads: false }],
    ['ads', 'ads', { ads: false }],
    ['nope, stickyNewsletter ,%%%', null, { stickyNewsletter: true }],
  ])('featureEnable=%s featureDisable=%s', (enable, disable, expected) => {
    expect(resolveFlags(enable, disable)).toMatchObject(expected);
  });

  it('reads a flag with its default when absent', () => {
    expect(isEnabled({}, 'relatedArticles')).toBe(true);
    expect(isEnabled({ relatedArticles: false }, 'relatedArticles')).toBe(false);
  });
});
