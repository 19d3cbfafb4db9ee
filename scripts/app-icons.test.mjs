import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APPLE_TOUCH_ICON, APP_ICONS, BRAND_COLOR } from '../app/lib/web-app.mjs';
import { drawIcon, onMark } from './app-icons.mjs';
import { encodePng } from './png.mjs';

/**
 * Reads back a PNG this encoder wrote (RGBA, filter 0): size and pixels.
 * @param {Buffer} png
 */
function decodePng(png) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  /** @type {Buffer[]} */
  const data = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(data));
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    rows.copy(pixels, y * width * 4, y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1));
  return { width, height, pixels };
}

/**
 * @param {{ pixels: Uint8Array, width: number }} image
 * @param {number} x
 * @param {number} y
 */
const pixel = ({ pixels, width }, x, y) => [...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
const blue = [1, 3, 5].map((i) => parseInt(BRAND_COLOR.slice(i, i + 2), 16));

/** @typedef {{ pixels: Uint8Array, width: number }} Image */
/** Each icon drawn once for the tests that read it. @type {Map<string, Image>} */
const drawn = new Map();
/**
 * @param {number} size
 * @param {Parameters<typeof drawIcon>[1]} purpose
 * @returns {Image}
 */
function icon(size, purpose) {
  const key = `${purpose} ${size}`;
  const image = drawn.get(key) ?? { pixels: drawIcon(size, purpose), width: size };
  drawn.set(key, image);
  return image;
}

// Drawing a 512 px icon (every pixel sampled several times) takes about a second on an idle
// machine and over four with both cores busy: these tests may take 30 s.
const DRAWING = { timeout: 30_000 };

describe('app icons', () => {
  it('encode as PNG files that decode to the drawn pixels', () => {
    const drawn = drawIcon(48, 'any');
    const image = decodePng(encodePng(48, 48, drawn));
    expect([image.width, image.height]).toEqual([48, 48]);
    expect(Buffer.compare(image.pixels, Buffer.from(drawn))).toBe(0);
  });

  // One test per icon: drawing the 512 px ones takes seconds on a busy machine.
  for (const { size, purpose } of APP_ICONS)
    it(
      `draw the mark in white on the brand blue, corners clear on the "any" icon only (${purpose} ${size})`,
      DRAWING,
      () => {
        const image = icon(size, purpose);
        expect(pixel(image, 0, 0)[3]).toBe(purpose === 'any' ? 0 : 255);
        expect(pixel(image, Math.round(size / 2), 2)).toEqual([...blue, 255]);
      },
    );

  it('draw the Apple touch icon on the brand blue to its corners, the B and the 1 apart', DRAWING, () => {
    const apple = icon(APPLE_TOUCH_ICON.size, 'full');
    expect(pixel(apple, 0, 0)).toEqual([...blue, 255]);
    // The stem of the B is a letter, the gap between B and 1 is not.
    expect(onMark(0.09, 0.5)).toBe(true);
    expect(onMark(0.65, 0.5)).toBe(false);
  });

  for (const { size } of APP_ICONS.filter((i) => i.purpose === 'maskable'))
    it(
      `keep the mark of a maskable icon inside the safe zone, a circle of 40 % of the size (${size})`,
      DRAWING,
      () => {
        const image = icon(size, 'maskable');
        let lettered = 0;
        let farthest = 0;
        for (let y = 0; y < size; y++)
          for (let x = 0; x < size; x++) {
            if (pixel(image, x, y)[0] === blue[0]) continue;
            lettered += 1;
            farthest = Math.max(farthest, Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2));
          }
        expect(farthest).toBeLessThan(0.4 * size);
        expect(lettered).toBeGreaterThan(size * size * 0.03);
      },
    );
});
