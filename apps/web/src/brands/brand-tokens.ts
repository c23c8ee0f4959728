import type { BrandCode } from "@carport/protocol";

/** The colour roles every brand defines; each becomes a CSS custom property `--color-<role>`. */
export interface BrandColors {
  /** Page background. */
  page: string;
  /** Cards, fields and panels on the page. */
  surface: string;
  /** Body text. */
  text: string;
  /** Secondary text (captions, hints). */
  textMuted: string;
  /** Links and secondary actions on page and surface. */
  link: string;
  /** Filled primary buttons. */
  primary: string;
  primaryHover: string;
  onPrimary: string;
  /** Borders of fields, checkboxes and cards: non-text UI, 3:1. */
  border: string;
  /** Focus ring: 3:1 against page, surface and header. */
  focus: string;
  /** Header band. */
  header: string;
  onHeader: string;
  /** Focus ring inside the header band. */
  headerFocus: string;
  /** Error message text and its tinted background. */
  danger: string;
  dangerSurface: string;
  /** Status badges. */
  success: string;
  successSurface: string;
  warning: string;
  warningSurface: string;
  /** The "default vehicle" badge and the brand accent. */
  accent: string;
  onAccent: string;
  /**
   * The logo's tile, in the brand's own hue (the installable icons' primary, light enough to stand
   * out on the header band); its mark is `onAccent`.
   */
  logo: string;
}

/** Colour tokens per brand; contrast of every pair used together is checked by brand-contrast.test.ts. */
export const BRAND_COLORS: Record<BrandCode, BrandColors> = {
  // Halcyon: deep sea blue with a kingfisher teal.
  hacc: {
    page: "#f4f7fa",
    surface: "#ffffff",
    text: "#14202b",
    textMuted: "#4a5866",
    link: "#0a5a86",
    primary: "#0b4f74",
    primaryHover: "#083b57",
    onPrimary: "#ffffff",
    border: "#7b8a99",
    focus: "#c2410c",
    header: "#0b2a3f",
    onHeader: "#ffffff",
    headerFocus: "#ffb870",
    danger: "#a4161a",
    dangerSurface: "#fdecec",
    success: "#1b6b3a",
    successSurface: "#e6f4ea",
    warning: "#7a4a00",
    warningSurface: "#fff4dc",
    accent: "#00707a",
    onAccent: "#ffffff",
    logo: "#0e8a96",
  },
  // Kestrel: warm rust and charcoal.
  kci: {
    page: "#f8f5f2",
    surface: "#ffffff",
    text: "#1f1a17",
    textMuted: "#5a504a",
    link: "#9a2f12",
    primary: "#a3320f",
    primaryHover: "#7c240a",
    onPrimary: "#ffffff",
    border: "#8a7f78",
    focus: "#1d4ed8",
    header: "#2a211d",
    onHeader: "#ffffff",
    headerFocus: "#93c5fd",
    danger: "#a4161a",
    dangerSurface: "#fdecec",
    success: "#1b6b3a",
    successSurface: "#e6f4ea",
    warning: "#7a4a00",
    warningSurface: "#fff4dc",
    accent: "#5c3b8c",
    onAccent: "#ffffff",
    logo: "#d4551f",
  },
  // Genova: pine green and slate.
  gen: {
    page: "#f3f6f4",
    surface: "#ffffff",
    text: "#17211c",
    textMuted: "#4b5a52",
    link: "#1d6240",
    primary: "#1f5e3f",
    primaryHover: "#15462e",
    onPrimary: "#ffffff",
    border: "#78877f",
    focus: "#7c3aed",
    header: "#12261c",
    onHeader: "#ffffff",
    headerFocus: "#fcd34d",
    danger: "#a4161a",
    dangerSurface: "#fdecec",
    success: "#1b6b3a",
    successSurface: "#e6f4ea",
    warning: "#7a4a00",
    warningSurface: "#fff4dc",
    accent: "#3d5a80",
    onAccent: "#ffffff",
    logo: "#34895d",
  },
  // Carport Connect, the further brand: ink blue on warm grey, with a raspberry accent.
  other: {
    page: "#f6f6f4",
    surface: "#ffffff",
    text: "#1b1d21",
    textMuted: "#50545c",
    link: "#2f3f9e",
    primary: "#323e8f",
    primaryHover: "#242e6b",
    onPrimary: "#ffffff",
    border: "#7d818a",
    focus: "#b4235a",
    header: "#1f2230",
    onHeader: "#ffffff",
    headerFocus: "#f9a8d4",
    danger: "#a4161a",
    dangerSurface: "#fdecec",
    success: "#1b6b3a",
    successSurface: "#e6f4ea",
    warning: "#7a4a00",
    warningSurface: "#fff4dc",
    accent: "#9d1d55",
    onAccent: "#ffffff",
    logo: "#6070d8",
  },
};

/** Which colour pairs appear together, and the WCAG 2.2 AA minimum each needs (1.4.3 text, 1.4.11 UI). */
export const CONTRAST_PAIRS: ReadonlyArray<{
  foreground: keyof BrandColors;
  background: keyof BrandColors;
  minimum: 4.5 | 3;
}> = [
  { foreground: "text", background: "page", minimum: 4.5 },
  { foreground: "text", background: "surface", minimum: 4.5 },
  { foreground: "textMuted", background: "page", minimum: 4.5 },
  { foreground: "textMuted", background: "surface", minimum: 4.5 },
  { foreground: "link", background: "page", minimum: 4.5 },
  { foreground: "link", background: "surface", minimum: 4.5 },
  { foreground: "onPrimary", background: "primary", minimum: 4.5 },
  { foreground: "onPrimary", background: "primaryHover", minimum: 4.5 },
  { foreground: "primary", background: "surface", minimum: 4.5 },
  { foreground: "primary", background: "page", minimum: 3 },
  { foreground: "onHeader", background: "header", minimum: 4.5 },
  { foreground: "headerFocus", background: "header", minimum: 3 },
  { foreground: "border", background: "surface", minimum: 3 },
  { foreground: "border", background: "page", minimum: 3 },
  { foreground: "focus", background: "page", minimum: 3 },
  { foreground: "focus", background: "surface", minimum: 3 },
  { foreground: "danger", background: "dangerSurface", minimum: 4.5 },
  { foreground: "danger", background: "surface", minimum: 4.5 },
  { foreground: "success", background: "successSurface", minimum: 4.5 },
  // A met rule of the password checklist, on the page-coloured panel.
  { foreground: "success", background: "page", minimum: 4.5 },
  { foreground: "warning", background: "warningSurface", minimum: 4.5 },
  { foreground: "onAccent", background: "accent", minimum: 4.5 },
  // The logo tile on the header band and on the sign-in page, its mark on it (1.4.11 graphics).
  { foreground: "logo", background: "header", minimum: 3 },
  { foreground: "logo", background: "page", minimum: 3 },
  { foreground: "onAccent", background: "logo", minimum: 3 },
];

/** `textMuted` -> `--color-text-muted`. */
export function cssVariableName(role: keyof BrandColors): string {
  return `--color-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}
