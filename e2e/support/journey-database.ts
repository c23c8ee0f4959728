/**
 * The database journeys' servers keep their data in, unless a journey names its own: PostgreSQL (no
 * WebAssembly to compile and run beside the browser: about a tenth quicker), or with
 * JOURNEY_DATABASE=pglite (or SKIP_POSTGRES=1) the embedded one `npm start` uses.
 */
export const JOURNEY_DATABASE: "postgres" | "pglite" =
  process.env.JOURNEY_DATABASE === "pglite" || process.env.SKIP_POSTGRES === "1" ? "pglite" : "postgres";
