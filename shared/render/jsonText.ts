/**
 * Plain data for an island as one JSON text (decision 025, "Island data as one JSON text").
 *
 * Flight serialises every value of a client component's props on its own, and the server's
 * HTML pass parses them back one by one through React's reviver, which is the costly part: the
 * ad page's targeting and slot definitions and the view's tracking variables were about 180 of
 * the bench article's 450 payload values. Sent as one string, they are one value to both
 * passes, and the island reads them with the engine's JSON.parse. A text of 1,024 characters or
 * more travels as a raw text row, so the document's bytes hardly change.
 *
 * Only for data: no dates, no undefined values (JSON drops them), no React elements.
 */

declare const carries: unique symbol;

/** A JSON text that stands for a value of type T. */
export type JsonText<T> = string & { readonly [carries]?: T };

/** An island prop that takes the value itself (tests, other callers) or its JSON text. */
export type JsonProp<T extends object> = T | JsonText<T>;

export function toJsonText<T extends object>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

export function fromJsonProp<T extends object>(prop: JsonProp<T>): T {
  return typeof prop === 'string' ? (JSON.parse(prop) as T) : prop;
}
