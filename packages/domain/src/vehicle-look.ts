/**
 * The car at a glance: the body type and paint of a vehicle's drawing, from what the factory
 * record says of it (model name, exterior colour name). A model or colour not known here is
 * drawn as a neutral silhouette in a neutral grey, never guessed.
 */

export const BODY_TYPES = ["suv", "sedan", "hatchback"] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** The demo models by name (the codes change with the model year, the names do not). */
const BODY_BY_MODEL: Record<string, BodyType> = {
  "aurora ev": "suv",
  "tidal plug-in": "suv",
  summit: "suv",
  breeze: "sedan",
  "kite ev": "hatchback",
  "sorrel phev": "suv",
  talon: "sedan",
  wren: "hatchback",
  "g-lumen ev": "suv",
  "g-vista hybrid": "suv",
  "g-crest": "sedan",
  "g-arc": "sedan",
  "g-hydra fcev": "suv",
};

/** Words a model name may carry that say its body type (a factory record outside the demo). */
const BODY_WORDS: ReadonlyArray<[RegExp, BodyType]> = [
  [/\b(suv|crossover|cuv)\b/, "suv"],
  [/\b(sedan|saloon)\b/, "sedan"],
  [/\b(hatch|hatchback)\b/, "hatchback"],
];

/** The body type of a model, or null for the neutral silhouette. */
export function bodyTypeOf(modelName: string): BodyType | null {
  const name = modelName.trim().toLowerCase().replace(/\s+/g, " ");
  const known = BODY_BY_MODEL[name];
  if (known) return known;
  for (const [words, body] of BODY_WORDS) if (words.test(name)) return body;
  return null;
}

export const PAINT_FAMILIES = [
  "white",
  "black",
  "silver",
  "grey",
  "blue",
  "teal",
  "green",
  "red",
  "orange",
  "yellow",
  "brown",
  "beige",
] as const;
export type PaintFamily = (typeof PAINT_FAMILIES)[number];

/** The drawing's body colour of each family (mid tones, so outlines and shading read on white and dark pages). */
export const PAINT_HEX: Record<PaintFamily, string> = {
  white: "#f2f4f5",
  black: "#22262b",
  silver: "#b9c0c7",
  grey: "#6e767e",
  blue: "#1f4e8c",
  teal: "#1b7a7a",
  green: "#2f6b3a",
  red: "#b3262d",
  orange: "#d9691e",
  yellow: "#e2b512",
  brown: "#6b4a2f",
  beige: "#d6c6a5",
};

/** The colour drawn for an unknown paint. */
export const NEUTRAL_PAINT_HEX = "#9aa3ab";

/** Words of colour names, the most specific first ("Ocean Teal" is teal, not blue). */
const PAINT_WORDS: ReadonlyArray<[RegExp, PaintFamily]> = [
  [/\b(teal|turquoise|aqua|cyan)\b/, "teal"],
  [/\b(white|pearl|ivory|snow|glacier)\b/, "white"],
  [/\b(black|ebony|onyx|phantom|midnight)\b/, "black"],
  [/\b(silver|platinum|chrome)\b/, "silver"],
  [/\b(grey|gray|graphite|titanium|slate|gunmetal)\b/, "grey"],
  [/\b(blue|navy|azure|cobalt|sapphire)\b/, "blue"],
  [/\b(green|olive|emerald|forest)\b/, "green"],
  [/\b(red|crimson|ruby|scarlet|burgundy)\b/, "red"],
  [/\b(orange|copper|amber)\b/, "orange"],
  [/\b(yellow|gold)\b/, "yellow"],
  [/\b(brown|bronze|mocha)\b/, "brown"],
  [/\b(beige|sand|champagne)\b/, "beige"],
];

/** The paint family of an exterior colour name (EN or the factory's code words), or null when unknown. */
export function paintFamilyOf(exteriorColor: string): PaintFamily | null {
  const name = exteriorColor.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(name)) return null;
  for (const [words, family] of PAINT_WORDS) if (words.test(name)) return family;
  return null;
}

/** What the drawing of a vehicle shows: its body (null: neutral silhouette) and fill colour. */
export interface VehicleLook {
  body: BodyType | null;
  paint: PaintFamily | null;
  fill: string;
}

export function vehicleLook(vehicle: { modelName: string; exteriorColor: string }): VehicleLook {
  const body = bodyTypeOf(vehicle.modelName);
  const paint = paintFamilyOf(vehicle.exteriorColor);
  const hex = /^#[0-9a-f]{6}$/i.test(vehicle.exteriorColor.trim()) ? vehicle.exteriorColor.trim().toLowerCase() : null;
  return { body, paint, fill: paint ? PAINT_HEX[paint] : (hex ?? NEUTRAL_PAINT_HEX) };
}
