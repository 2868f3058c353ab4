/**
 * Test data only (imported by *.test.ts, never by the app): the corpus of good and bad socket
 * frames, live items and catch-up bodies that the zod reading (frames.ts, catchUp.ts, item.ts)
 * and the browser's hand-written reading (frameReader.ts, itemReader.ts) must agree on
 * (wireAgreement.test.ts). The hand-picked rows are the cases of frames.test.ts and
 * catchUp.test.ts; the generated rows put every odd value into every field of a complete item,
 * so a field read differently by the two shows up here.
 */

/** A complete arriving item: every field of the live item model, its author and images set. */
export const FULL_ITEM = {
  id: 'item-1',
  sequence: 7,
  status: 'viewed',
  deleted: false,
  namespace: 'cnet',
  parentId: 'article-1',
  headline: 'A headline',
  body: '<p>Body <a href="https://example.com/">link</a></p>',
  author: {
    id: 42,
    username: 'jdoe',
    profileUrl: '/profiles/jdoe/',
    email: 'j@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    jobTitle: 'Editor',
    title: 'Ms',
    dateCreated: { date: '2024-01-01T00:00:00.000Z', timezone: 'UTC' },
    image: {
      id: 'img-1',
      filename: 'a.jpg',
      path: '/a.jpg',
      dateCreated: { date: '2024-01-01T00:00:00.000Z' },
      alt: 'alt',
      credits: 'cr',
      caption: 'cap',
      cropGravity: 0.5,
      crop: 'c',
      typeName: 'image',
      imageUrl: 'https://example.com/a.jpg',
      width: 640,
      height: 480,
      bucketPath: '/b',
      bucketType: 't',
    },
    socialProfileIds: { twitter: 't', facebookProfile: 'fp', facebookPage: 'fg', instagram: 'i', linkedin: 'l' },
    authorBio: 'bio',
    authorDisclosure: 'disc',
    education: 'edu',
    expertise: 'exp',
    awardsAndCredentials: 'aac',
    roles: [{ name: 'Medical Reviewer', role: 'ROLE_X' }, { name: 3 }, 'nope'],
    bureau: 'SF',
    awards: ['a', 1, null],
    credentials: ['c'],
  },
  datePublished: { date: '2025-06-01T12:00:00.000Z', timezone: 'UTC' },
  dateUpdated: { date: '2025-06-01T12:05:00.000Z' },
  displayDatePublished: { date: '2025-06-01T12:00:00.000Z', timezone: 'America/New_York' },
  important: true,
  pinned: false,
  type: 'post',
  view: 'default',
  extra: 'dropped',
} as const;

/** Values that JSON can carry, odd for most fields. */
export const ODD_VALUES: readonly unknown[] = [
  null,
  '',
  'x',
  0,
  -1,
  1.5,
  2 ** 60,
  true,
  false,
  [],
  ['x'],
  {},
  { date: '' },
  { date: 'd' },
  { username: 'u' },
];

type Json = Record<string, unknown>;

/** `base` with `key` replaced by each odd value, and without `key`. */
function variants(base: Json, key: string): Json[] {
  const without = { ...base };
  delete without[key];
  return [without, ...ODD_VALUES.map((value) => ({ ...base, [key]: value }))];
}

/** `root` with the record at `path` replaced by `value`. */
function setAt(root: Json, path: readonly string[], value: Json): Json {
  const [key, ...rest] = path;
  return key === undefined ? value : { ...root, [key]: setAt(root[key] as Json, rest, value) };
}

/** FULL_ITEM with each field of the record at `path` (the item itself, its author, …) varied. */
function everyField(path: readonly string[]): Json[] {
  const target = path.reduce<Json>((outer, key) => outer[key] as Json, FULL_ITEM);
  return Object.keys(target).flatMap((key) => variants(target, key).map((varied) => setAt(FULL_ITEM, path, varied)));
}

/** Items to read: hand-picked (frames.test.ts, catchUp.test.ts, the model tests) and generated. */
export const ITEM_VALUES: readonly unknown[] = [
  FULL_ITEM,
  { id: 'i1', sequence: 3, body: '<p>x</p>' },
  { id: 7 },
  { id: 'a', sequence: 5 },
  { id: 'b' },
  { id: 'x', sequence: 5, status: 'bogus' },
  { id: 'a', sequence: -1 },
  { id: 'b', sequence: '3' },
  { id: 'i1', deleted: true },
  { id: '' },
  { id: 1.5 },
  { sequence: 1 },
  { nope: true },
  5,
  'text',
  null,
  [],
  JSON.parse('{"__proto__":{"x":1}}') as unknown,
  JSON.parse('{"id":"p","__proto__":{"deleted":true}}') as unknown,
  ...everyField([]),
  ...everyField(['author']),
  ...everyField(['author', 'image']),
  ...everyField(['author', 'socialProfileIds']),
  ...everyField(['datePublished']),
];

const item = { id: 'i1', sequence: 3, body: '<p>x</p>' };
const data = (payload: unknown) => JSON.stringify({ type: 'data', channel: 'a', data: payload });

/** Frames that decode (frames.test.ts), with the frame expected (items matched loosely there). */
export const GOOD_FRAMES: ReadonlyArray<[name: string, text: string]> = [
  ['channels_set', '{"type":"channels_set"}'],
  ['channels_set naming channels', '{"type":"channels_set","channels":["a"]}'],
  ['one item', data(item)],
  ['an array of items', data([item, { ...item, id: 7, sequence: undefined }])],
  ['an item serialized as a string', data(JSON.stringify(item))],
  ['an array serialized as a string', data(JSON.stringify([item]))],
  ['unreadable entries of an array are skipped', data([item, { nope: 1 }, 5])],
  ['an empty array', data([])],
  ['a deleted flag', data({ id: 'i1', deleted: true })],
  ['an error code', '{"type":"error","code":4104,"message":"bye"}'],
  ['an error without a message', '{"type":"error","code":4000}'],
  ['extra keys are dropped', '{"type":"channels_set","channels":[],"extra":1}'],
];

/** Frames that fail to decode (frames.test.ts): a logged failure, never a throw. */
export const BAD_FRAMES: ReadonlyArray<[name: string, text: unknown]> = [
  ['not text', new Uint8Array([1, 2])],
  ['undefined', undefined],
  ['not JSON', '{type:'],
  ['empty', ''],
  ['JSON but not an object', '42'],
  ['null', 'null'],
  ['a list', '[{"type":"channels_set"}]'],
  ['an unknown type', '{"type":"hello"}'],
  ['no type', '{"channel":"a"}'],
  ['data without a channel', JSON.stringify({ type: 'data', data: item })],
  ['data with an empty channel', JSON.stringify({ type: 'data', channel: '', data: item })],
  ['data that is a number', data(3)],
  ['data that is null', data(null)],
  ['data missing', '{"type":"data","channel":"a"}'],
  ['a single unreadable item', data({ sequence: 1 })],
  ['a string that is not JSON', data('{oops')],
  ['a string holding a number', data('3')],
  ['an error without a code', '{"type":"error"}'],
  ['an error code that is not an integer', '{"type":"error","code":4.5}'],
  ['an error code as a string', '{"type":"error","code":"4104"}'],
  ['an error message that is not text', '{"type":"error","code":4104,"message":5}'],
  ['channels_set with channels not a list', '{"type":"channels_set","channels":"a"}'],
  ['channels_set with an empty channel name', '{"type":"channels_set","channels":[""]}'],
  ['channels_set with channels null', '{"type":"channels_set","channels":null}'],
  ['an item without id, only a __proto__ key', '{"type":"data","channel":"a","data":{"__proto__":{"x":1}}}'],
];

/** Every frame of the corpus: the rows above and each item as a single, listed and string payload. */
export function allFrameTexts(): unknown[] {
  return [
    ...GOOD_FRAMES.map(([, text]) => text),
    ...BAD_FRAMES.map(([, text]) => text),
    ...ITEM_VALUES.flatMap((value) => [data(value), data([value, item]), data(JSON.stringify(value) ?? null)]),
  ];
}

/** Catch-up bodies (catchUp.test.ts) plus every item of the corpus in a list. */
export const CATCH_UP_BODIES: readonly unknown[] = [
  { data: { items: [{ id: 'a', sequence: 5 }, { id: 'b' }, { nope: true }] } },
  { data: { items: [] } },
  { data: { items: ITEM_VALUES }, extra: 1 },
  null,
  'items',
  {},
  { data: {} },
  { data: null },
  { data: [] },
  { data: { items: { id: 'a' } } },
  { data: { items: null } },
  [],
];
