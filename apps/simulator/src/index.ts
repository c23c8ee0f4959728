export * from "./vehicle-twin.ts";
export * from "./fleet-simulator.ts";
