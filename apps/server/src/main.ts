import { fleetRunsInProcess } from "./config.ts";
import { startServer } from "./server.ts";
import { CARPORT_VERSION } from "./version.ts";
import { DEMO_PASSWORD, DEMO_PIN } from "./seed/demo-fleet.ts";
import { DemoAccountsPresentError } from "./seed/demo-accounts-guard.ts";
import { DataDirInUseError } from "./db/pglite-dir-lock.ts";
import { PinKeyMissingError } from "./core/pin-verifiers.ts";
import { demoBanner } from "./seed/demo-banner.ts";

const server = await startServer().catch((error: unknown) => {
  if (!(error instanceof DemoAccountsPresentError || error instanceof DataDirInUseError || error instanceof PinKeyMissingError))
    throw error;
  console.error(`\n  ${error.message}\n`);
  process.exit(1);
});
const { config, url } = server;
const port = new URL(url).port;
console.log(`
  Carport is running at ${url} (version ${CARPORT_VERSION})
  Brands: http://hacc.localhost:${port}  http://kci.localhost:${port}  http://gen.localhost:${port}
  Database: ${server.db.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.DATA_DIR}`}   API docs: ${url}/docs
  Vehicle link: ${server.vehicleLink.brokerUrl}${server.vehicleLink.broker?.tlsUrl ? ` and ${server.vehicleLink.broker.tlsUrl}` : ""}${fleetRunsInProcess(config) ? " (simulated fleet inside; operate a car: npm run admin -- operate --vin VIN --open-door frontLeft)" : ""}
${config.DEMO ? `  Demo sign-in: demo@hacc.test, demo@kci.test or demo@gen.test, password ${DEMO_PASSWORD}, PIN ${DEMO_PIN}\n${demoBanner(config.HOST, url)}` : ""}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
