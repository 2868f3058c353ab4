/**
 * A photograph-like picture for each image of the local world, drawn as SVG in the image's own
 * coordinate space (its original width × height) from a seed taken from its path: a landscape,
 * a city at dusk, a studio product shot, a car on a road or a portrait, chosen by the words of
 * the file name, with palette, light and shapes drawn from the seed. The same path always gives
 * the same picture; raster.ts crops, scales, adds grain and encodes it. The date folders of a
 * path (/2026/11/26/…, the day the world was made) are left out of the seed, so a picture is the
 * same on every day (the visual baselines of test/e2e/visual.spec.ts rely on it).
 */
import { hashString, mulberry32 } from '../world/random';

export type SceneKind = 'landscape' | 'city' | 'product' | 'car' | 'portrait';
type Product = 'phone' | 'laptop' | 'tv' | 'audio' | 'watch' | 'box';

const CAR =
  /(?:^|-)(?:car|cars|ev|evs|electric|suv|truck|sedan|vehicle|drive|hybrid|roadshow|auto|pickup|coupe)(?:-|$)/;
const PRODUCTS: ReadonlyArray<[RegExp, Product]> = [
  [/(?:^|-)(?:phone|phones|smartphone|iphone|pixel|galaxy|e-reader|tablet|ipad)(?:-|$)/, 'phone'],
  [/(?:^|-)(?:laptop|laptops|chromebook|macbook|computing|monitor|pc)(?:-|$)/, 'laptop'],
  [/(?:^|-)(?:tv|tvs|television|streaming|projector|oled)(?:-|$)/, 'tv'],
  [/(?:^|-)(?:headphones?|earbuds?|speakers?|audio|soundbar)(?:-|$)/, 'audio'],
  [/(?:^|-)(?:watch|watches|smartwatch|wearable|fitness|tracker|ring)(?:-|$)/, 'watch'],
];
const BOXED = /(?:^|-)(?:best|review|deal|deals|gift|product|vs|versus)(?:-|$)/;

export interface Scene {
  kind: SceneKind;
  /** The SVG's inner markup (defs and shapes) in a width × height space. */
  body: string;
}

/** Rounded to one decimal, as short as possible. */
const n = (value: number) => String(Math.round(value * 10) / 10);
const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1
    ? `hsl(${Math.round(h % 360)} ${Math.round(s)}% ${Math.round(l)}%)`
    : `hsl(${Math.round(h % 360)} ${Math.round(s)}% ${Math.round(l)}% / ${a})`;

function kindOf(name: string, random: () => number): { kind: SceneKind; product: Product } {
  if (name.startsWith('author-')) return { kind: 'portrait', product: 'box' };
  if (CAR.test(name)) return { kind: 'car', product: 'box' };
  for (const [pattern, product] of PRODUCTS) if (pattern.test(name)) return { kind: 'product', product };
  if (BOXED.test(name) && random() < 0.6)
    return {
      kind: 'product',
      product: (['phone', 'laptop', 'audio', 'watch', 'box'] as const)[Math.floor(random() * 5)]!,
    };
  return { kind: random() < 0.55 ? 'landscape' : 'city', product: 'box' };
}

/** A ridge line from x = 0 to w by midpoint displacement, as polygon points closed at the bottom. */
function ridge(random: () => number, w: number, h: number, base: number, roughness: number): string {
  const count = 33;
  const ys = new Array<number>(count).fill(base);
  ys[0] = base + (random() - 0.5) * roughness;
  ys[count - 1] = base + (random() - 0.5) * roughness;
  for (let step = 16, amp = roughness; step >= 1; step /= 2, amp *= 0.55) {
    for (let i = step; i < count; i += step * 2) ys[i] = (ys[i - step]! + ys[i + step]!) / 2 + (random() - 0.5) * amp;
  }
  const points = ys.map((y, i) => `${n((i / (count - 1)) * w)},${n(y * h)}`);
  return `${points.join(' ')} ${n(w)},${n(h)} 0,${n(h)}`;
}

function sky(id: string, top: string, horizon: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>`;
}

function glow(id: string, color: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}"/><stop offset=".25" stop-color="${color}" stop-opacity=".55"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

const VIGNETTE =
  '<radialGradient id="v" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></radialGradient>';

function landscape(random: () => number, w: number, h: number, hue: number): string {
  const dusk = random() < 0.4;
  const top = dusk ? hsl(hue + 220, 55, 22) : hsl(205 + random() * 20, 65, 45);
  const horizon = dusk ? hsl(hue + 20, 85, 68) : hsl(195, 60, 84);
  const sunX = w * (0.2 + random() * 0.6);
  let shapes = `<rect width="${n(w)}" height="${n(h)}" fill="url(#s)"/><circle cx="${n(sunX)}" cy="${n(h * (dusk ? 0.5 : 0.25))}" r="${n(h * 0.45)}" fill="url(#g)"/>`;
  const ground = hue + 90 + random() * 60;
  for (let layer = 0; layer < 4; layer++) {
    const depth = layer / 3;
    const color = hsl(
      dusk ? hue + 240 : ground + layer * 8,
      dusk ? 30 : 25 + layer * 10,
      (dusk ? 45 : 70) - depth * (dusk ? 35 : 50),
    );
    shapes += `<polygon points="${ridge(random, w, h, 0.42 + layer * 0.12, 0.3 - layer * 0.06)}" fill="${color}"/>`;
  }
  if (random() < 0.5)
    shapes += `<rect y="${n(h * 0.8)}" width="${n(w)}" height="${n(h * 0.2)}" fill="${horizon}" opacity=".55"/>`;
  return `<defs>${sky('s', top, horizon)}${glow('g', dusk ? hsl(hue + 30, 100, 80) : '#fffbe8')}${VIGNETTE}</defs>${shapes}`;
}

function city(random: () => number, w: number, h: number, hue: number): string {
  let shapes = `<rect width="${n(w)}" height="${n(h)}" fill="url(#s)"/><circle cx="${n(w * (0.15 + random() * 0.7))}" cy="${n(h * 0.55)}" r="${n(h * 0.5)}" fill="url(#g)"/>`;
  for (let row = 0; row < 2; row++) {
    for (let x = -w * 0.02; x < w;) {
      const bw = w * (0.04 + random() * 0.07);
      const bh = h * (row === 0 ? 0.3 + random() * 0.35 : 0.15 + random() * 0.3);
      const y = h * 0.82 - bh;
      shapes += `<rect x="${n(x)}" y="${n(y)}" width="${n(bw)}" height="${n(bh + h)}" fill="${hsl(hue + 230, 25, row === 0 ? 22 : 12)}"/>`;
      if (row === 1) {
        const cols = Math.max(1, Math.floor(bw / (w * 0.015)));
        const rows = Math.max(1, Math.floor(bh / (h * 0.04)));
        for (let r = 0; r < rows; r++)
          for (let c = 0; c < cols; c++) {
            if (random() < 0.35)
              shapes += `<rect x="${n(x + (bw * (c + 0.3)) / cols)}" y="${n(y + (bh * (r + 0.3)) / rows)}" width="${n((bw * 0.4) / cols)}" height="${n((bh * 0.4) / rows)}" fill="${hsl(40 + random() * 20, 90, 70)}"/>`;
          }
      }
      x += bw + w * 0.004;
    }
  }
  shapes += `<rect y="${n(h * 0.82)}" width="${n(w)}" height="${n(h * 0.18)}" fill="${hsl(hue + 230, 30, 10)}"/>`;
  return `<defs>${sky('s', hsl(hue + 235, 60, 14), hsl(hue + 15, 80, 60))}${glow('g', hsl(hue + 25, 100, 75))}${VIGNETTE}</defs>${shapes}`;
}

function productShape(product: Product, random: () => number, w: number, h: number, hue: number): string {
  const u = Math.min(w, h);
  const cx = w / 2;
  const floor = h * 0.78;
  const body = hsl(hue + 200, 8, 14 + random() * 10);
  const screen = 'url(#p)';
  switch (product) {
    case 'phone': {
      const pw = u * 0.34,
        ph = u * 0.66;
      return `<rect x="${n(cx - pw / 2)}" y="${n(floor - ph)}" width="${n(pw)}" height="${n(ph)}" rx="${n(pw * 0.14)}" fill="${body}"/><rect x="${n(cx - pw / 2 + u * 0.018)}" y="${n(floor - ph + u * 0.018)}" width="${n(pw - u * 0.036)}" height="${n(ph - u * 0.036)}" rx="${n(pw * 0.11)}" fill="${screen}"/>`;
    }
    case 'laptop': {
      const lw = u * 1.0,
        lh = u * 0.56;
      return `<rect x="${n(cx - lw / 2)}" y="${n(floor - lh - u * 0.04)}" width="${n(lw)}" height="${n(lh)}" rx="${n(u * 0.02)}" fill="${body}"/><rect x="${n(cx - lw / 2 + u * 0.025)}" y="${n(floor - lh - u * 0.015)}" width="${n(lw - u * 0.05)}" height="${n(lh - u * 0.05)}" fill="${screen}"/><polygon points="${n(cx - lw * 0.6)},${n(floor)} ${n(cx + lw * 0.6)},${n(floor)} ${n(cx + lw * 0.52)},${n(floor - u * 0.04)} ${n(cx - lw * 0.52)},${n(floor - u * 0.04)}" fill="${hsl(hue + 200, 6, 70)}"/>`;
    }
    case 'tv': {
      const tw = Math.min(w * 0.8, u * 1.3),
        th = tw * 0.56;
      return `<rect x="${n(cx - u * 0.03)}" y="${n(floor - u * 0.08)}" width="${n(u * 0.06)}" height="${n(u * 0.08)}" fill="${body}"/><rect x="${n(cx - tw / 2)}" y="${n(floor - th - u * 0.08)}" width="${n(tw)}" height="${n(th)}" rx="${n(u * 0.01)}" fill="${body}"/><rect x="${n(cx - tw / 2 + u * 0.012)}" y="${n(floor - th - u * 0.068)}" width="${n(tw - u * 0.024)}" height="${n(th - u * 0.024)}" fill="${screen}"/>`;
    }
    case 'audio': {
      const r = u * 0.26;
      const color = hsl(hue + 180, 50, 45);
      return `<path d="M${n(cx - r)},${n(floor - u * 0.2)} A${n(r)},${n(r * 1.1)} 0 0 1 ${n(cx + r)},${n(floor - u * 0.2)}" fill="none" stroke="${body}" stroke-width="${n(u * 0.05)}"/><rect x="${n(cx - r - u * 0.08)}" y="${n(floor - u * 0.3)}" width="${n(u * 0.14)}" height="${n(u * 0.22)}" rx="${n(u * 0.06)}" fill="${color}"/><rect x="${n(cx + r - u * 0.06)}" y="${n(floor - u * 0.3)}" width="${n(u * 0.14)}" height="${n(u * 0.22)}" rx="${n(u * 0.06)}" fill="${color}"/>`;
    }
    case 'watch': {
      const s = u * 0.3;
      return `<rect x="${n(cx - s * 0.32)}" y="${n(floor - s * 2.1)}" width="${n(s * 0.64)}" height="${n(s * 2.1)}" rx="${n(s * 0.1)}" fill="${hsl(hue + 150, 35, 35)}"/><rect x="${n(cx - s / 2)}" y="${n(floor - s * 1.55)}" width="${n(s)}" height="${n(s * 1.1)}" rx="${n(s * 0.25)}" fill="${body}"/><rect x="${n(cx - s * 0.42)}" y="${n(floor - s * 1.47)}" width="${n(s * 0.84)}" height="${n(s * 0.94)}" rx="${n(s * 0.2)}" fill="${screen}"/>`;
    }
    case 'box': {
      const bw = u * 0.6,
        bh = u * 0.45;
      return `<rect x="${n(cx - bw / 2)}" y="${n(floor - bh)}" width="${n(bw)}" height="${n(bh)}" rx="${n(u * 0.03)}" fill="${hsl(hue + 160, 45, 50)}"/><rect x="${n(cx - bw / 2)}" y="${n(floor - bh)}" width="${n(bw)}" height="${n(bh * 0.3)}" rx="${n(u * 0.03)}" fill="${hsl(hue + 160, 45, 62)}"/>`;
    }
  }
}

function studio(random: () => number, w: number, h: number, hue: number, product: Product): string {
  const back = hsl(hue, 35 + random() * 30, 58 + random() * 14);
  const edge = hsl(hue + 10, 40, 26);
  const defs =
    `<radialGradient id="b" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="${back}"/><stop offset="1" stop-color="${edge}"/></radialGradient>` +
    `<linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue + 150, 80, 60)}"/><stop offset=".5" stop-color="${hsl(hue + 220, 75, 40)}"/><stop offset="1" stop-color="${hsl(hue + 300, 70, 25)}"/></linearGradient>` +
    `<radialGradient id="d"><stop offset="0" stop-color="#000" stop-opacity=".5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>${VIGNETTE}`;
  const u = Math.min(w, h);
  return `<defs>${defs}</defs><rect width="${n(w)}" height="${n(h)}" fill="url(#b)"/><rect y="${n(h * 0.78)}" width="${n(w)}" height="${n(h * 0.22)}" fill="#000" opacity=".12"/><ellipse cx="${n(w / 2)}" cy="${n(h * 0.79)}" rx="${n(u * 0.6)}" ry="${n(u * 0.06)}" fill="url(#d)"/>${productShape(product, random, w, h, hue)}`;
}

function car(random: () => number, w: number, h: number, hue: number): string {
  const paint = hsl(hue, 70, 38 + random() * 15);
  const u = Math.min(w * 0.55, h);
  const cx = w * (0.4 + random() * 0.2);
  const road = h * 0.8;
  const cw = u * 1.5;
  const x0 = cx - cw / 2;
  const bodyPath = `M${n(x0)},${n(road - u * 0.12)} L${n(x0 + cw * 0.04)},${n(road - u * 0.3)} L${n(x0 + cw * 0.3)},${n(road - u * 0.34)} L${n(x0 + cw * 0.42)},${n(road - u * 0.52)} L${n(x0 + cw * 0.74)},${n(road - u * 0.52)} L${n(x0 + cw * 0.88)},${n(road - u * 0.34)} L${n(x0 + cw)},${n(road - u * 0.28)} L${n(x0 + cw)},${n(road - u * 0.1)} Z`;
  const wheel = (x: number) =>
    `<circle cx="${n(x)}" cy="${n(road - u * 0.1)}" r="${n(u * 0.11)}" fill="#111"/><circle cx="${n(x)}" cy="${n(road - u * 0.1)}" r="${n(u * 0.05)}" fill="#999"/>`;
  const defs = `${sky('s', hsl(hue + 200, 55, 40), hsl(hue + 30, 60, 82))}<linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/></linearGradient>${VIGNETTE}`;
  return (
    `<defs>${defs}</defs><rect width="${n(w)}" height="${n(h)}" fill="url(#s)"/>` +
    `<polygon points="${ridge(random, w, h, 0.6, 0.18)}" fill="${hsl(hue + 120, 20, 45)}"/>` +
    `<rect y="${n(road - u * 0.05)}" width="${n(w)}" height="${n(h)}" fill="#3a3d42"/><rect y="${n(road + (h - road) * 0.45)}" width="${n(w)}" height="${n(Math.max(1, h * 0.012))}" fill="#e8e2c8" opacity=".7"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(road - u * 0.01)}" rx="${n(cw * 0.55)}" ry="${n(u * 0.04)}" fill="#000" opacity=".45"/>` +
    `<path d="${bodyPath}" fill="${paint}"/><path d="${bodyPath}" fill="url(#c)"/>` +
    `<polygon points="${n(x0 + cw * 0.45)},${n(road - u * 0.49)} ${n(x0 + cw * 0.72)},${n(road - u * 0.49)} ${n(x0 + cw * 0.83)},${n(road - u * 0.35)} ${n(x0 + cw * 0.36)},${n(road - u * 0.35)}" fill="#1d2630" opacity=".85"/>` +
    wheel(x0 + cw * 0.2) +
    wheel(x0 + cw * 0.8)
  );
}

function portrait(random: () => number, w: number, h: number, hue: number): string {
  const skin = hsl(20 + random() * 15, 35 + random() * 25, 30 + random() * 45);
  const hair = hsl(20 + random() * 20, 30, 8 + random() * 40);
  const shirt = hsl(hue + 180, 40, 35 + random() * 20);
  let bokeh = '';
  for (let i = 0; i < 7; i++)
    bokeh += `<circle cx="${n(random() * w)}" cy="${n(random() * h * 0.7)}" r="${n(Math.min(w, h) * (0.08 + random() * 0.14))}" fill="url(#g)" opacity="${n(0.3 + random() * 0.5)}"/>`;
  const cx = w / 2,
    u = Math.min(w, h);
  return (
    `<defs>${sky('s', hsl(hue, 30, 40), hsl(hue + 40, 35, 22))}${glow('g', hsl(hue + 50, 70, 85))}${VIGNETTE}</defs>` +
    `<rect width="${n(w)}" height="${n(h)}" fill="url(#s)"/>${bokeh}` +
    `<path d="M${n(cx - u * 0.42)},${n(h)} C${n(cx - u * 0.4)},${n(h * 0.74)} ${n(cx + u * 0.4)},${n(h * 0.74)} ${n(cx + u * 0.42)},${n(h)} Z" fill="${shirt}"/>` +
    `<rect x="${n(cx - u * 0.07)}" y="${n(h * 0.55)}" width="${n(u * 0.14)}" height="${n(u * 0.2)}" fill="${skin}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(h * 0.45)}" rx="${n(u * 0.17)}" ry="${n(u * 0.21)}" fill="${skin}"/>` +
    `<path d="M${n(cx - u * 0.18)},${n(h * 0.45)} C${n(cx - u * 0.2)},${n(h * 0.18)} ${n(cx + u * 0.2)},${n(h * 0.18)} ${n(cx + u * 0.18)},${n(h * 0.45)} C${n(cx + u * 0.1)},${n(h * 0.3)} ${n(cx - u * 0.1)},${n(h * 0.3)} ${n(cx - u * 0.18)},${n(h * 0.45)} Z" fill="${hair}"/>`
  );
}

const DATE_FOLDERS = /^\/?\d{4}\/\d{2}\/\d{2}\//;

/** The scene of the image at `path`, drawn in its original `width` × `height`. */
export function sceneFor(path: string, width: number, height: number): Scene {
  const seed = hashString(path.replace(DATE_FOLDERS, '/'));
  const random = mulberry32(seed);
  const name = (path.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '').toLowerCase();
  const { kind, product } = kindOf(name, random);
  const hue = seed % 360;
  const body =
    kind === 'landscape'
      ? landscape(random, width, height, hue)
      : kind === 'city'
        ? city(random, width, height, hue)
        : kind === 'product'
          ? studio(random, width, height, hue, product)
          : kind === 'car'
            ? car(random, width, height, hue)
            : portrait(random, width, height, hue);
  return { kind, body: `${body}<rect width="${n(width)}" height="${n(height)}" fill="url(#v)"/>` };
}
