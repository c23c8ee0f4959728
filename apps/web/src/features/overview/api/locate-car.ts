import { callApi } from "../../../api/client.ts";

/** Where the car is (`fndmcr`), with the pAuth `vrfypin` gave for this one call: asks the car and answers its position. */
export function locateCar(input: { vehicleId: string; pin: string; pAuth: string }) {
  return callApi("locate", { pin: input.pin }, { vehicleId: input.vehicleId, pAuth: input.pAuth });
}
