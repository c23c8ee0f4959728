import { TEST_PIN_KEY } from "./test-pin-key.ts";

/**
 * The settings a production start (DEMO=0) asks for, each with its explicit opt-out: no mail
 * transport (MAIL=off), the localhost defaults spelled out, a dealer-token key per start, and the
 * tests' PIN and sealing keys (which have no opt-out).
 */
export const PRODUCTION_OPT_OUTS = {
  MAIL: "off",
  PUBLIC_URL: "http://localhost:8080",
  BRAND_HOSTS: "hacc=hacc.localhost,kci=kci.localhost,gen=gen.localhost,other=other.localhost",
  SSO_SECRET: "per-start",
  PIN_KEY: TEST_PIN_KEY,
  SEALING_KEY: "carport-test-sealing-key: for tests only, never for production",
} as const;
