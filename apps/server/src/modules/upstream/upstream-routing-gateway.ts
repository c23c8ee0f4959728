import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.ts";
import type { VehicleLinkGateway, VehicleLinkHandlers } from "../vehicle-link/index.ts";
import type { createUpstreamCommandForwarder } from "./upstream-command-forwarder.ts";
import { findUpstreamVehicleByVin } from "./upstream-repository.ts";

/**
 * The gateway the remote command service uses: an upstream-linked vehicle's commands go to its
 * maker through the forwarder, every other vehicle's over MQTT as before. A linked car is never
 * provisioned on the vehicle link (no simulated twin answers for it).
 */
export function createRoutingGateway(
  mqtt: VehicleLinkGateway,
  db: Database,
  forwarder: ReturnType<typeof createUpstreamCommandForwarder>,
  log: FastifyBaseLogger,
): VehicleLinkGateway {
  let handlers: VehicleLinkHandlers | null = null;
  return {
    ...mqtt,
    async listen(given) {
      handlers = given;
      await mqtt.listen(given);
    },
    async provision(tx, vehicle) {
      if (await findUpstreamVehicleByVin(tx, vehicle.vin)) return;
      await mqtt.provision(tx, vehicle);
    },
    // The vehicle read with the session says whether it is linked: a car of the vehicle link costs no read here.
    async send(vehicle, command) {
      const linked = vehicle.upstream_linked && (await findUpstreamVehicleByVin(db, vehicle.vin));
      if (!linked) return mqtt.send(vehicle, command);
      if (!handlers) throw new Error("the routing gateway is not listening yet");
      const onResult = handlers.onResult.bind(handlers);
      // Answered at once like a publish; the maker's outcome completes the transaction later.
      forwarder
        .forward(linked, command, onResult)
        .catch((error) => log.error({ err: error, transactionId: command.transactionId }, "forwarding upstream failed"));
    },
  };
}
