/** What other features may use from the account feature (the registration wizard's provinces); its pages load lazily by path. */
export { PROVINCES } from "./account-view.ts";
