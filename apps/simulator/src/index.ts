export * from "./vehicle-twin.ts";
export * from "./fleet-simulator.ts";
export * from "./car-screen.ts";
