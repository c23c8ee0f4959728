/**
 * The catalogue comes in two parts per language, so the sign-in page downloads only its own texts:
 * the groups below (what the entry chunk renders: the layout, the sign-in page, error messages),
 * then everything else, loaded with the first page from a lazy chunk (see loadRestOfCatalogue).
 * A group missing here is still shown: asking for a text not loaded yet loads the rest.
 */
export const FIRST_PAGE_GROUPS = [
  "app", "common", "language", "header", "footer", "brands", "login", "errors", "errorPages", "notAvailable", "screens",
] as const;

export type CataloguePart = "first" | "rest";

/** The virtual module id of one part of one language's catalogue (built by build/catalogue-parts-plugin.ts). */
export type CatalogueModuleId = `virtual:catalogue/${"en" | "fr"}/${CataloguePart}`;

/** The part of a catalogue's top-level groups that belongs to `part`. */
export function pickCataloguePart(catalogue: Record<string, unknown>, part: CataloguePart): Record<string, unknown> {
  const first = new Set<string>(FIRST_PAGE_GROUPS);
  return Object.fromEntries(Object.entries(catalogue).filter(([group]) => first.has(group) === (part === "first")));
}
