/** The PIN key of test servers, journey servers and the production starts tests make (DEMO=0 requires one), and of the demo data seeded once per run for them. */
export const TEST_PIN_KEY = "carport-test-pin-key: for tests only, never for production";
