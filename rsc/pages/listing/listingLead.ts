/**
 * A listing's first story leads (topic listings, composer doors): two of the four desktop
 * columns and the full width below that (client/styles/doors.css). Its image is the page's
 * largest contentful paint, so it is eager with high priority and sized like a hero.
 */
export const LISTING_LEAD_SIZES = '(min-width: 1024px) 640px, 100vw';
