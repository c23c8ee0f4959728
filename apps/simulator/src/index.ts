export * from "./vehicle-twin.ts";
export { tripUse } from "./twin-clock.ts";
export * from "./fleet-simulator.ts";
export * from "./car-screen.ts";
