/**
 * The content-value matcher of spec 001 §5: true when both lists are empty; false if any value
 * is disallowed; otherwise true if the allowed list is empty or some value is allowed. An empty
 * value list passes when the allowed list is empty.
 */
export interface ValueRule {
  allowed?: readonly string[];
  disallowed?: readonly string[];
}

export function matchesContentValues(values: readonly string[], rule: ValueRule): boolean {
  const allowed = rule.allowed ?? [];
  const disallowed = rule.disallowed ?? [];
  if (allowed.length === 0 && disallowed.length === 0) return true;
  if (values.some((value) => disallowed.includes(value))) return false;
  return allowed.length === 0 || values.some((value) => allowed.includes(value));
}
