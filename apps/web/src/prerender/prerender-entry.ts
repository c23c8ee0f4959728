import { renderLoginPages } from "./render-login-page.tsx";

export { PRERENDERED_PAGES_FILE } from "./prerendered-pages.ts";

/**
 * Rendered while the module loads: the build imports this module through Vite's module runner,
 * which is closed once the import returns, and the rendering still imports catalogue parts.
 */
export const prerenderedPages = await renderLoginPages();
