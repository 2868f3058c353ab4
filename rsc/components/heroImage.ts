/**
 * The hero image of articles, reviews and live coverage: 16:9, as wide as the main column (the
 * whole screen on a phone, 800 px beside the right rail on a desktop: client/styles/layout.css),
 * offered at 480, 800 and 1200 px in WebP and AVIF (decision 060).
 */
export const HERO_IMAGE = { width: 1200, height: 675, widths: [480, 800] } as const;
export const HERO_SIZES = '(min-width: 1024px) 800px, 100vw';
