import { describe, expect, it } from 'vitest';
import { collapseLineBreaks } from './lineBreaks';

describe('repeated line breaks collapse to one (001 §9)', () => {
  it.each([
    ['two br', 'a<br><br>b', 'a<br>b'],
    ['many mixed br forms', 'a<br/> <BR />\n<br>b', 'a<br>b'],
    ['a single br is kept', 'a<br>b', 'a<br>b'],
    ['newline runs', 'a\n\n\nb', 'a\nb'],
    ['CRLF runs', 'a\r\n\r\nb', 'a\nb'],
    ['separate breaks stay separate', 'a<br>b<br>c', 'a<br>b<br>c'],
    ['nothing to do', 'plain', 'plain'],
    ['empty', '', ''],
  ])('%s', (_name, input, expected) => {
    expect(collapseLineBreaks(input)).toBe(expected);
  });
});
