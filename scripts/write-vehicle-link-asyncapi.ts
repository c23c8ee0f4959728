// Writes docs/vehicle-link.asyncapi.json from the telematics schemas: npm run docs:vehicle-link
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vehicleLinkAsyncApi } from "../packages/telematics/src/asyncapi.ts";

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "docs", "vehicle-link.asyncapi.json");
fs.writeFileSync(file, `${JSON.stringify(vehicleLinkAsyncApi(), null, 2)}\n`);
console.log(`wrote ${file}`);
