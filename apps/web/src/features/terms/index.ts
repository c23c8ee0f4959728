/** What other features may use from the terms feature (the registration wizard shows the terms); its page loads lazily by path. */
export { termsQueryOptions } from "./api/get-terms.ts";
