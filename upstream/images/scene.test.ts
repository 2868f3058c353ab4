import { describe, expect, it } from 'vitest';
import { sceneFor } from './scene';

describe('sceneFor', () => {
  it('draws the same picture for an image whatever day the world was made (the date folders are not seeded)', () => {
    const monday = sceneFor('/2026/11/23/3f2a9c1b7d40/best-ev-suv-2026.jpg', 1200, 675);
    const friday = sceneFor('/2027/02/05/3f2a9c1b7d40/best-ev-suv-2026.jpg', 1200, 675);
    expect(friday).toEqual(monday);
  });

  it('draws different pictures for different images of the same day', () => {
    const one = sceneFor('/2026/11/23/3f2a9c1b7d40/best-ev-suv-2026.jpg', 1200, 675);
    const other = sceneFor('/2026/11/23/8e01d2c3b4a5/best-ev-suv-2026.jpg', 1200, 675);
    expect(other.body).not.toBe(one.body);
  });
});
