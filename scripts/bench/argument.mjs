/**
 * `--name value` options of the bench's separate scripts (telemetry, instructions), read from
 * process.argv: a number where the fallback is one (a whole number, at least `min`), else a string.
 */
export function argument(name, fallback, min = 1) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = process.argv[at + 1];
  if (typeof fallback === 'number') {
    const number = Number(value);
    if (!Number.isInteger(number) || number < min)
      throw new Error(`--${name} must be a whole number of at least ${min}, got "${value}"`);
    return number;
  }
  if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}
