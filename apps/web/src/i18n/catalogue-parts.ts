/**
 * The catalogue comes in parts per language, so a page downloads the texts it renders and not
 * every other page's: the sign-in page's groups first (what the entry chunk renders: the layout,
 * the sign-in page, error messages), the signed-in shell's (loaded with it on every signed-in
 * page), the groups of the pages a signed-in owner lands on (the vehicle list, a vehicle's
 * overview), then everything else. Each lazy page
 * waits for the parts it names in the router (every part by default; see withCatalogueParts).
 * A group missing from its page's parts is still shown: asking for a text not loaded yet loads
 * the part it lives in.
 */
export const FIRST_PAGE_GROUPS = [
  "app",
  "common",
  "language",
  "header",
  "footer",
  "brands",
  "login",
  "errors",
  "errorPages",
  "screens",
] as const;

/**
 * The signed-in shell's groups: sign-out (its dialogs and the inactivity warning) and the banner
 * asking an unconfirmed account to confirm its e-mail, with the confirmation page's few texts.
 * Apart from the landing pages', so the pages that show none of those (remote commands, account
 * settings, driver profiles) do not download them.
 */
export const SHELL_GROUPS = ["logout", "emailConfirmation"] as const;

/**
 * The vehicle list's and the overview's groups (with the dialogs they open). The list's two links
 * into registration and in-car enrollment bring those groups too: cheaper than another part for two labels.
 */
export const LANDING_GROUPS = ["vehicles", "overview", "glance", "health", "vehiclePhoto", "inCar", "register"] as const;

export const CATALOGUE_PARTS = ["first", "shell", "landing", "rest"] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/** Every part a page beyond the sign-in page may need. */
export const PARTS_AFTER_FIRST = ["shell", "landing", "rest"] as const satisfies readonly CataloguePart[];

/** The virtual module id of one part of one language's catalogue (built by build/catalogue-parts-plugin.ts). */
export type CatalogueModuleId = `virtual:catalogue/${"en" | "fr"}/${CataloguePart}`;

const FIRST = new Set<string>(FIRST_PAGE_GROUPS);
const SHELL = new Set<string>(SHELL_GROUPS);
const LANDING = new Set<string>(LANDING_GROUPS);

/** The part a top-level group of the catalogue belongs to. */
export function partOfGroup(group: string): CataloguePart {
  if (FIRST.has(group)) return "first";
  if (SHELL.has(group)) return "shell";
  return LANDING.has(group) ? "landing" : "rest";
}

/** The part of a catalogue's top-level groups that belongs to `part`. */
export function pickCataloguePart(catalogue: Record<string, unknown>, part: CataloguePart): Record<string, unknown> {
  return Object.fromEntries(Object.entries(catalogue).filter(([group]) => partOfGroup(group) === part));
}
