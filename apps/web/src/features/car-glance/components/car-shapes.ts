import type { BodyType } from "@carport/domain";

/**
 * Carport's own side-view drawings (viewBox 0 0 240 110, the car facing right, the ground at
 * y 100): the body outline, its windows and where its wheels stand. Kept simple so one outline
 * and one fill read at a card's size.
 */
export interface CarShape {
  body: string;
  windows: string[];
  wheels: Array<{ x: number; y: number; r: number }>;
  /** Head and tail lamps, small marks that tell front from back. */
  lamps: { front: string; rear: string };
}

export const CAR_SHAPES: Record<BodyType | "neutral", CarShape> = {
  suv: {
    body: "M10 84 L10 58 Q12 48 26 46 L54 44 L72 20 Q76 16 86 16 L188 16 Q198 16 202 24 L216 46 Q232 48 234 62 L234 84 Q234 88 228 88 L10 88 Z",
    windows: ["M82 22 L64 44 L122 44 L122 22 Z", "M128 22 L128 44 L178 44 L178 22 Z", "M184 22 L184 44 L208 44 L196 25 Q194 22 190 22 Z"],
    wheels: [
      { x: 62, y: 88, r: 17 },
      { x: 186, y: 88, r: 17 },
    ],
    lamps: { front: "M226 54 L234 56 L234 64 L224 62 Z", rear: "M10 56 L16 56 L16 66 L10 66 Z" },
  },
  sedan: {
    body: "M8 84 L8 66 Q10 58 26 56 L72 52 L96 32 Q102 28 112 28 L152 28 Q162 28 170 36 L190 52 L222 56 Q234 58 234 70 L234 84 Q234 88 228 88 L8 88 Z",
    windows: ["M104 34 L84 52 L130 52 L130 34 Z", "M136 34 L136 52 L180 52 L164 37 Q161 34 156 34 Z"],
    wheels: [
      { x: 58, y: 88, r: 16 },
      { x: 186, y: 88, r: 16 },
    ],
    lamps: { front: "M226 62 L234 64 L234 70 L224 69 Z", rear: "M8 64 L14 63 L14 70 L8 70 Z" },
  },
  hatchback: {
    body: "M14 84 L14 50 Q16 30 38 28 L134 28 Q144 28 152 36 L174 52 L212 56 Q226 58 226 70 L226 84 Q226 88 220 88 L14 88 Z",
    windows: [
      "M24 34 Q26 34 36 34 L76 34 L76 52 L22 52 Q20 40 24 34 Z",
      "M82 34 L82 52 L128 52 L128 34 Z",
      "M134 34 L134 52 L164 52 L146 37 Q143 34 138 34 Z",
    ],
    wheels: [
      { x: 56, y: 88, r: 16 },
      { x: 180, y: 88, r: 16 },
    ],
    lamps: { front: "M218 62 L226 64 L226 70 L216 69 Z", rear: "M14 54 L20 54 L20 66 L14 66 Z" },
  },
  neutral: {
    body: "M12 84 L12 62 Q14 52 30 50 L70 46 L92 28 Q98 24 108 24 L160 24 Q170 24 178 32 L198 48 Q228 52 230 66 L230 84 Q230 88 224 88 L12 88 Z",
    windows: ["M100 30 L80 46 L186 46 L168 32 Q165 30 160 30 Z"],
    wheels: [
      { x: 60, y: 88, r: 16 },
      { x: 184, y: 88, r: 16 },
    ],
    lamps: { front: "M222 58 L230 60 L230 66 L220 65 Z", rear: "M12 60 L18 60 L18 68 L12 68 Z" },
  },
};
