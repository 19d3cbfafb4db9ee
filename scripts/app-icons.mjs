// Draws the app icons at build time: the favicon's mark (white "B1" on the site's blue) as PNG,
// in the sizes of the web app manifest and for iOS. The letters are simple geometry drawn here,
// not a font, so the build needs no rasteriser and gives the same pixels on every machine.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APPLE_TOUCH_ICON, APP_ICONS, BRAND_COLOR } from '../app/lib/web-app.mjs';
import { encodePng } from './png.mjs';

/** Stroke width of the letters, in units of the letter height. */
const STROKE = 0.18;
/** Width of the mark "B1" in units of its height. */
const MARK_WIDTH = 1.06;
/** Where the "1" starts. */
const ONE_LEFT = 0.7;
/** Samples per pixel along each axis (antialiasing). */
const SAMPLES = 4;

/**
 * A bowl of the "B": a rectangle closed on the right by a half disc, minus the same shape inset.
 * @param {number} x
 * @param {number} y
 * @param {{ cy: number, r: number, a: number }} bowl centre line, outer radius, where the curve starts
 */
function onBowl(x, y, { cy, r, a }) {
  /** @param {number} inset */
  const inside = (inset) =>
    x >= inset && (x <= a ? Math.abs(y - cy) <= r - inset : Math.hypot(x - a, y - cy) <= r - inset);
  return inside(0) && !inside(STROKE);
}

/**
 * Distance of a point from a line segment.
 * @param {number} x
 * @param {number} y
 * @param {[number, number, number, number]} segment x1, y1, x2, y2
 */
function distanceToSegment(x, y, [x1, y1, x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

/**
 * Whether a point of the mark's box (height 1, width MARK_WIDTH, y downwards) is on a letter.
 * @param {number} x
 * @param {number} y
 */
export function onMark(x, y) {
  if (y < 0 || y > 1) return false;
  if (x >= 0 && x <= STROKE) return true; // stem of the B
  if (onBowl(x, y, { cy: 0.25, r: 0.25, a: 0.3 }) || onBowl(x, y, { cy: 0.735, r: 0.265, a: 0.33 }))
    return true;
  const u = x - ONE_LEFT;
  if (u >= 0.17 && u <= 0.36) return true; // stem of the 1
  return distanceToSegment(u, y, [0.02, 0.24, 0.26, 0.06]) <= 0.085; // its flag
}

/**
 * Whether a point lies in a square of side `size` with rounded corners of radius `radius`.
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {number} radius
 */
function inRoundedSquare(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/**
 * The RGBA pixels of one icon.
 * @param {number} size
 * @param {'any' | 'maskable' | 'full'} shape "any": rounded square on transparency; else the full square
 */
export function drawIcon(size, shape) {
  // The "any" icon's corners match the favicon (7 of 32); the maskable mark stays well inside the safe zone.
  const radius = shape === 'any' ? (size * 7) / 32 : 0;
  const height = size * (shape === 'maskable' ? 0.34 : 0.36);
  const left = (size - height * MARK_WIDTH) / 2;
  const top = (size - height) / 2;
  const blue = [1, 3, 5].map((i) => parseInt(BRAND_COLOR.slice(i, i + 2), 16));
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let ground = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px + (sx + 0.5) / SAMPLES;
          const y = py + (sy + 0.5) / SAMPLES;
          if (!inRoundedSquare(x, y, size, radius)) continue;
          ground += 1;
          if (onMark((x - left) / height, (y - top) / height)) mark += 1;
        }
      }
      const i = (py * size + px) * 4;
      // White over blue by the share of samples on a letter; transparent outside the rounded square.
      const white = ground ? mark / ground : 0;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round((blue[c] ?? 0) + (255 - (blue[c] ?? 0)) * white);
      pixels[i + 3] = Math.round((255 * ground) / (SAMPLES * SAMPLES));
    }
  }
  return pixels;
}

/**
 * Writes every icon of the manifest and the apple-touch-icon into the client build.
 * @param {string} clientDir
 * @returns {Promise<string[]>} the files written, relative to `clientDir`
 */
export async function writeAppIcons(clientDir) {
  const icons = [
    ...APP_ICONS.map((i) => ({ ...i, shape: i.purpose })),
    { ...APPLE_TOUCH_ICON, shape: /** @type {const} */ ('full') },
  ];
  await Promise.all(
    icons.map(async ({ file, size, shape }) => {
      const target = path.join(clientDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, encodePng(size, size, drawIcon(size, shape)));
    }),
  );
  return icons.map((i) => i.file);
}
