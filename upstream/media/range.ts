/**
 * HTTP byte ranges for the media files (RFC 9110 §14): a media element asks for `bytes=N-` to
 * start or seek, and only a server that answers 206 with Content-Range lets it seek. One range
 * per request is enough for media players; a multi-range, malformed or foreign-unit header is
 * ignored (the whole file, 200), and a range that starts past the end is unsatisfiable (416).
 */
export type RangeAnswer =
  { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return { kind: 'whole' };
  return { kind: 'partial', start, end };
}
