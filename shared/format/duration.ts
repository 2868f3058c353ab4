/**
 * Video durations (spec 001 §9: "duration shown as minutes:seconds"; 001 §3: duration in
 * seconds). Minutes are not folded into hours: 75 minutes reads 75:00.
 */

/** `m:ss` for a duration in seconds; undefined for a missing, negative or non-finite one. */
export function formatDuration(seconds: number | undefined): string | undefined {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return undefined;
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** ISO 8601 duration for structured data, e.g. PT5M30S. */
export function isoDuration(seconds: number | undefined): string | undefined {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return undefined;
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${minutes > 0 ? `${minutes}M` : ''}${rest > 0 || whole === 0 ? `${rest}S` : ''}`;
}
