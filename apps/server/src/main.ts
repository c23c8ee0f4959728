import { fleetRunsInProcess, loadConfig, type Config } from "./config.ts";
import { startServer } from "./server.ts";
import { CARPORT_VERSION } from "./version.ts";
import { DEMO_PASSWORD, DEMO_PIN } from "./seed/demo-fleet.ts";
import { demoBanner } from "./seed/demo-banner.ts";
import { productionProblems } from "./production-settings.ts";
import { describeStartFailure } from "./start-failure.ts";

/** A start that cannot be: one line per problem (the setting and what to do), no stack, exit code 1. */
function refuse(problems: string[]): never {
  console.error(`\n${problems.map((p) => `  ${p}`).join("\n")}\n`);
  process.exit(1);
}

let checked: Config | undefined;
try {
  checked = loadConfig();
} catch (error) {
  refuse(describeStartFailure(error, undefined) ?? [String(error)]);
}
if (!checked.DEMO) {
  const problems = productionProblems(process.env);
  if (problems.length > 0) refuse(problems);
}
const server = await startServer().catch((error: unknown) => {
  const problems = describeStartFailure(error, checked);
  if (!problems) throw error;
  refuse(problems);
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
