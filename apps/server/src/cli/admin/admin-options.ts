import { parseArgs, type ParseArgsOptionsConfig } from "node:util";

/** Every option of every command (a command reads those it knows; parseArgs refuses any other). */
export const ADMIN_OPTIONS = {
  brand: { type: "string" },
  vin: { type: "string" },
  "model-code": { type: "string" },
  "model-name": { type: "string" },
  "model-year": { type: "string" },
  fuel: { type: "string" },
  gen: { type: "string" },
  ccs2: { type: "boolean" },
  "remote-ignition": { type: "boolean" },
  "owner-first": { type: "string" },
  "owner-last": { type: "string" },
  postal: { type: "string" },
  "dealer-token": { type: "string" },
  "dealer-code": { type: "string" },
  trim: { type: "string" },
  color: { type: "string" },
  unenrolled: { type: "boolean" },
  help: { type: "boolean" },
  latency: { type: "string" },
  unreachable: { type: "boolean" },
  "failure-rate": { type: "string" },
  "open-door": { type: "string" },
  "close-doors": { type: "boolean" },
  trip: { type: "string" },
  plug: { type: "string" },
  advance: { type: "string" },
  email: { type: "string" },
  off: { type: "boolean" },
  meid: { type: "string" },
  status: { type: "string" },
  nickname: { type: "string" },
  "from-car": { type: "boolean" },
  rotate: { type: "boolean" },
  kind: { type: "string" },
  name: { type: "string" },
  vins: { type: "string" },
  all: { type: "boolean" },
  out: { type: "string" },
  to: { type: "string" },
  from: { type: "string" },
  version: { type: "boolean" },
  yes: { type: "boolean" },
  file: { type: "string" },
  reset: { type: "boolean" },
  user: { type: "string" },
  "vehicle-id": { type: "string" },
  pin: { type: "string" },
  supports: { type: "string" },
  remove: { type: "boolean" },
  push: { type: "boolean" },
} as const satisfies ParseArgsOptionsConfig;

/** Parses the command line (throws on an unknown option). */
export function parseAdminArgs(args?: string[]) {
  return parseArgs({ ...(args ? { args } : {}), allowPositionals: true, options: ADMIN_OPTIONS });
}

export type AdminValues = ReturnType<typeof parseAdminArgs>["values"];
