/**
 * Draws a captcha as SVG without any library: each character is a set of strokes from a small
 * built-in stroke font, bent, rotated, sheared and jittered point by point, then drawn as paths
 * among noise curves. The image holds no text element, so the answer is not in its source.
 */

import { GLYPHS, type Stroke } from "./captcha-glyphs.ts";

const WIDTH = 200;
const HEIGHT = 70;
const SCALE = 3.1;

/** Random number in [min, max). Geometry only: the answer itself comes from the crypto source. */
function between(min: number, max: number): number {
  return min + Math.random() * (max - min);
}

function colour(lightness: number): string {
  return `hsl(${Math.floor(between(0, 360))},${Math.floor(between(40, 80))}%,${lightness}%)`;
}

const fmt = (n: number) => n.toFixed(1);

/** Splits each segment so the wave below bends straight strokes too. */
function subdivide(stroke: Stroke, parts = 3): Stroke {
  const out: Stroke = [stroke[0]!];
  for (let i = 1; i < stroke.length; i++) {
    const [x0, y0] = stroke[i - 1]!;
    const [x1, y1] = stroke[i]!;
    for (let k = 1; k <= parts; k++) out.push([x0 + ((x1 - x0) * k) / parts, y0 + ((y1 - y0) * k) / parts]);
  }
  return out;
}

function glyphPaths(char: string, index: number, wave: { amplitude: number; frequency: number; phase: number }): string[] {
  const strokes = GLYPHS[char];
  if (!strokes) throw new Error(`no captcha glyph for ${char}`);
  const angle = (between(-18, 18) * Math.PI) / 180;
  const shear = between(-0.3, 0.3);
  const scaleX = SCALE * between(0.85, 1.15);
  const scaleY = SCALE * between(0.85, 1.1);
  const originX = 12 + index * 36 + between(-2, 2);
  const originY = HEIGHT / 2 + between(-5, 5);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return strokes.map((stroke) => {
    const points = subdivide(stroke).map(([gx, gy]) => {
      const x = (gx - 4 + between(-0.35, 0.35)) * scaleX;
      const y = (gy - 6 + between(-0.35, 0.35)) * scaleY;
      const sheared = x + shear * y;
      const px = originX + 4 * SCALE + sheared * cos - y * sin;
      const py = originY + sheared * sin + y * cos;
      return [px, py + wave.amplitude * Math.sin(px * wave.frequency + wave.phase)] as const;
    });
    const d = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${fmt(x)} ${fmt(y)}`).join(" ");
    return `<path d="${d}" fill="none" stroke="${colour(between(15, 35))}" stroke-width="${fmt(between(2.4, 3.4))}" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
}

function noiseCurve(): string {
  const y = () => fmt(between(5, HEIGHT - 5));
  return `<path d="M0 ${y()} Q${fmt(between(40, 160))} ${fmt(between(-20, HEIGHT + 20))} ${WIDTH} ${y()}" fill="none" stroke="${colour(between(30, 60))}" stroke-width="${fmt(between(1, 2.2))}"/>`;
}

function noiseDot(): string {
  return `<circle cx="${fmt(between(0, WIDTH))}" cy="${fmt(between(0, HEIGHT))}" r="${fmt(between(0.6, 1.8))}" fill="${colour(between(30, 65))}"/>`;
}

/** The SVG of a captcha showing `text` (characters from CAPTCHA_ALPHABET). */
export function captchaSvg(text: string): string {
  const wave = { amplitude: between(2, 4.5), frequency: between(0.04, 0.09), phase: between(0, Math.PI * 2) };
  const parts = [
    ...Array.from({ length: 3 }, noiseCurve),
    ...Array.from({ length: 40 }, noiseDot),
    ...[...text].flatMap((char, index) => glyphPaths(char, index, wave)),
    ...Array.from({ length: 2 }, noiseCurve),
  ];
  // Shuffled, so the order of the paths does not spell the characters out either.
  for (let i = parts.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [parts[i], parts[j]] = [parts[j]!, parts[i]!];
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour(94)}"/>${parts.join("")}</svg>`
  );
}

/** The captcha as the `image` field carries it: a data URL the browser shows in an <img>. */
export function captchaDataUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(text), "utf8").toString("base64")}`;
}
