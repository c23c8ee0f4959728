import type { FastifyBaseLogger } from "fastify";
import type { AnswerCache } from "../../db/answer-cache.ts";
import type { Database } from "../../db/database.ts";
import type { VehicleLinkGateway, VehicleLinkHandlers } from "../vehicle-link/index.ts";
import type { createUpstreamCommandForwarder } from "./upstream-command-forwarder.ts";
import { findUpstreamVehicleByVin, findVinLink } from "./upstream-repository.ts";

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
  answers?: AnswerCache,
): VehicleLinkGateway {
  let handlers: VehicleLinkHandlers | null = null;
  // A linked car is a Carport vehicle of its own, deleted with its link: whether a VIN's car is
  // linked holds for as long as its vehicle row does, so it is kept until that row changes and a
  // command to a car of the vehicle link costs no read of the links.
  const links = answers?.kind<{ vehicleId: string; linked: boolean } | null>(/\b(update|delete\s+from)\s+vehicles\b/i);
  const isLinked = async (vin: string) => {
    const load = () => findVinLink(db, vin);
    const found = await (links ? links.read(vin, load, (v) => v && { vehicles: [v.vehicleId] }) : load());
    return found?.linked ?? false;
  };
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
    async send(vin, command) {
      const linked = (await isLinked(vin)) && (await findUpstreamVehicleByVin(db, vin));
      if (!linked) return mqtt.send(vin, command);
      if (!handlers) throw new Error("the routing gateway is not listening yet");
      const onResult = handlers.onResult.bind(handlers);
      // Answered at once like a publish; the maker's outcome completes the transaction later.
      forwarder
        .forward(linked, command, onResult)
        .catch((error) => log.error({ err: error, transactionId: command.transactionId }, "forwarding upstream failed"));
    },
  };
}
