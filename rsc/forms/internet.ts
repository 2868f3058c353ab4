/**
 * Home-internet facts (spec 001 §3 "Broadband lookup state", "Home-internet reference data";
 * 001 §9 "Speed averages: US 133 down and 46 up").
 */

/** 001 §9: US average download speed, Mbps. */
export const US_AVERAGE_DOWNLOAD_MBPS = 133;
/** 001 §9: US average upload speed, Mbps. */
export const US_AVERAGE_UPLOAD_MBPS = 46;

/** How a speed compares with the US average: 'above', 'near' (within 10%) or 'below'. */
export function compareWithAverage(mbps: number, average: number): 'above' | 'near' | 'below' {
  if (mbps > average * 1.1) return 'above';
  if (mbps < average * 0.9) return 'below';
  return 'near';
}
