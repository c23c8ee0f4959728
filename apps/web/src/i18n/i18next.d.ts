import type en from "./en.json";

/** Types every `t()` key from the English catalogue, so a missing or misspelt key fails to compile. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
