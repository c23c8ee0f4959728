/**
 * The installable app's icons per brand, from one SVG per brand (apps/web/brand-icons/<brand>.svg:
 * a rounded background `#background` and the mark `#mark`), written to apps/web/public/icons/:
 * - <brand>.svg: the favicon (the source as is);
 * - <brand>-192.png, <brand>-512.png: the manifest's "any" icons (rounded, transparent corners);
 * - <brand>-maskable-512.png: full-bleed background, the mark inside the 80 % safe circle;
 * - <brand>-apple-touch-icon.png (180 px): full-bleed and opaque, as iOS rounds it itself.
 * Run after changing a source: `npx tsx scripts/brand-icons.ts` (the PNGs are committed; the server
 * links them per brand from the manifest and index.html).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sources = path.join(root, "apps/web/brand-icons");
const out = path.join(root, "apps/web/public/icons");
fs.mkdirSync(out, { recursive: true });

function render(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: size }, background: undefined }).render().asPng();
}

/** The source's background colour and mark, to redraw it full-bleed with the mark scaled into the middle. */
function fullBleed(svg: string, markScale: number): string {
  const fill = /<rect id="background"[^>]*fill="([^"]+)"/.exec(svg)?.[1];
  const mark = /<g id="mark">([\s\S]*)<\/g>\s*<\/svg>/.exec(svg)?.[1];
  if (!fill || !mark) throw new Error('a brand icon source needs <rect id="background" fill=…> and <g id="mark">');
  const offset = (40 - 40 * markScale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40"><rect width="40" height="40" fill="${fill}"/><g transform="translate(${offset} ${offset}) scale(${markScale})">${mark}</g></svg>`;
}

for (const file of fs.readdirSync(sources).filter((name) => name.endsWith(".svg"))) {
  const brand = file.replace(/\.svg$/, "");
  const svg = fs.readFileSync(path.join(sources, file), "utf8");
  fs.writeFileSync(path.join(out, `${brand}.svg`), svg);
  fs.writeFileSync(path.join(out, `${brand}-192.png`), render(svg, 192));
  fs.writeFileSync(path.join(out, `${brand}-512.png`), render(svg, 512));
  fs.writeFileSync(path.join(out, `${brand}-maskable-512.png`), render(fullBleed(svg, 0.7), 512));
  fs.writeFileSync(path.join(out, `${brand}-apple-touch-icon.png`), render(fullBleed(svg, 0.8), 180));
  console.log(`icons of ${brand} written`);
}
