import { describe, expect, it } from 'vitest';
import { formatLabel, parseLabel } from './label';

describe('parseLabel (000 §5: id:version:bucket, at most 25 characters)', () => {
  it.each<[string, unknown, { id: string; version: string; bucket: string } | null]>([
    ['a label', 'char_count_test:1:testA', { id: 'char_count_test', version: '1', bucket: 'testA' }],
    ['exactly 25 characters', 'char_count_test:1:exclude', { id: 'char_count_test', version: '1', bucket: 'exclude' }],
    ['surrounding spaces', '  vpn_ads:2:control ', { id: 'vpn_ads', version: '2', bucket: 'control' }],
    ['a version starting with a letter', 'vpn_ads:v2:control', { id: 'vpn_ads', version: 'v2', bucket: 'control' }],
    ['26 characters', 'char_count_test:1:controlX', null],
    ['an id starting with a digit', '1test:1:control', null],
    ['a version starting with an underscore', 'vpn_ads:_2:control', null],
    ['a bucket starting with a digit', 'vpn_ads:2:1control', null],
    ['a hyphen', 'vpn-ads:2:control', null],
    ['two parts', 'vpn_ads:control', null],
    ['four parts', 'vpn_ads:1:control:x', null],
    ['an empty part', 'vpn_ads::control', null],
    ['the ad targeting form', 'vpn_ads|1|control', null],
    ['an empty string', '', null],
    ['null', null, null],
    ['a number', 42, null],
    ['markup', '<script>:1:a', null],
  ])('%s', (_case, text, expected) => {
    expect(parseLabel(text as string)).toEqual(expected);
  });

  it('formats what it parses', () => {
    expect(formatLabel({ id: 'vpn_ads', version: '1', bucket: 'testA' })).toBe('vpn_ads:1:testA');
  });
});
