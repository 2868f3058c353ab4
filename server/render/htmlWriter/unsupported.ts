/** Thrown for anything the HTML writer does not reproduce exactly: the caller falls back to React DOM. */
export class Unsupported extends Error {
  override readonly name = 'Unsupported';
}
