/**
 * Paint moments of a soft navigation (decision 115). Chromium reports no paint or LCP entries
 * for a client-side navigation without the experimental Soft Navigation API, so we take:
 * - painted: the first task after the next animation frame (the frame that shows the committed
 *   tree has been produced by then);
 * - the largest paint: the same, after every image then in the viewport has loaded (at most
 *   SOFT_IMAGE_WAIT_MS), with the largest such image as the element.
 */
export const SOFT_IMAGE_WAIT_MS = 5000;

export function whenPainted(then: (at: number) => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => then(performance.now());
    channel.port2.postMessage(null);
  });
}

function visibleArea(element: Element): number {
  const box = element.getBoundingClientRect();
  const width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
  const height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
  return width > 0 && height > 0 ? width * height : 0;
}

function describe(element: Element): string {
  const classes = [...element.classList]
    .slice(0, 2)
    .map((name) => `.${name}`)
    .join('');
  return `${element.tagName.toLowerCase()}${classes}`;
}

export interface PaintedImage {
  painted: number;
  target: string;
  url?: string;
  imageWait: number;
}

export function paintedImage(): Promise<PaintedImage> {
  const started = performance.now();
  const images = [...document.images].filter((image) => visibleArea(image) > 0);
  const largest = images.reduce<HTMLImageElement | undefined>(
    (best, image) => (!best || visibleArea(image) > visibleArea(best) ? image : best),
    undefined,
  );
  const pending = images.filter((image) => !image.complete);
  const loaded = Promise.all(
    pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, SOFT_IMAGE_WAIT_MS));
  return Promise.race([loaded, timeout]).then(
    () =>
      new Promise<PaintedImage>((resolve) =>
        whenPainted((painted) =>
          resolve({
            painted,
            target: largest ? describe(largest) : 'text',
            url: largest ? new URL(largest.currentSrc || largest.src, location.href).pathname : undefined,
            imageWait: performance.now() - started,
          }),
        ),
      ),
  );
}
