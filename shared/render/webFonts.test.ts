import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { WEB_FONTS_KEY, webFontsHeadScript } from './webFonts';

/** Runs the head script against a stand-in document and storage; returns the links it appended. */
function run(script: string, stored: string | null, storageThrows = false) {
  const appended: Array<Record<string, string>> = [];
  const document = {
    createElement: () => ({}),
    head: { append: (link: Record<string, string>) => appended.push(link) },
  };
  const localStorage = {
    getItem(key: string) {
      if (storageThrows) throw new Error('SecurityError');
      return key === WEB_FONTS_KEY ? stored : null;
    },
  };
  runInNewContext(script, { document, localStorage });
  return appended;
}

describe('webFontsHeadScript', () => {
  const href = '/static/webfonts.0123abcd.css';

  it('adds the render-blocking stylesheet when this browser has cached this deployment’s fonts', () => {
    expect(run(webFontsHeadScript(href), href)).toEqual([{ rel: 'stylesheet', href, blocking: 'render', id: 'webfonts' }]);
  });

  it('adds nothing on a first visit, after a deployment with other fonts, or when storage is blocked', () => {
    expect(run(webFontsHeadScript(href), null)).toEqual([]);
    expect(run(webFontsHeadScript(href), '/static/webfonts.ffffffff.css')).toEqual([]);
    expect(run(webFontsHeadScript(href), href, true)).toEqual([]);
  });

  it('cannot close its script element, whatever the URL', () => {
    expect(webFontsHeadScript('/static/</script><x>.css')).not.toContain('</');
  });
});
