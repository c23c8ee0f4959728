/** The front door of `terms`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { acceptCurrentTerms, hasAcceptedCurrentTerms, recordAcceptance } from "./terms-repository.ts";
