import { describe, expect, it } from 'vitest';
import type { ConsentCategory } from '../../shared/scripts/consentCategories';
import { scriptTypeAttributes, type ScriptTypeAttributes } from './gdprAttributes';

describe('gdpr script attributes (001 §5)', () => {
  const rows: Array<
    [name: string, category: ConsentCategory | undefined, gdpr: boolean, attributes: ScriptTypeAttributes]
  > = [
    [
      'gdpr category, GDPR enabled → consent class',
      'C0004',
      true,
      { type: 'text/plain', class: 'consent-category-C0004' },
    ],
    ['gdpr category, GDPR disabled → javascript', 'C0004', false, { type: 'text/javascript' }],
    ['no category, GDPR enabled → javascript', undefined, true, { type: 'text/javascript' }],
    ['no category, GDPR disabled → javascript', undefined, false, { type: 'text/javascript' }],
  ];
  it.each(rows)('%s', (_name, category, gdpr, attributes) => {
    expect(scriptTypeAttributes(category, gdpr)).toEqual(attributes);
  });
});
