import { vinSchema } from "@carport/domain";
import { findLinkIdentity, saveServiceIdentity } from "../../modules/vehicle-link/link-identities.ts";
import { pushIdentityToMosquitto } from "../../modules/vehicle-link/mosquitto-dynsec.ts";
import { runningMosquitto } from "./mosquitto-dynsec.ts";
import { printCredentials, required, type AdminCommand } from "./admin-command.ts";

export const linkIdentity: AdminCommand = {
  name: "link-identity",
  usage: `  link-identity --kind server|operator|gateway --name NAME [--vins VIN,VIN | --all] [--push]
                       a new identity (or a new secret for it): Carport's own (server), the
                       operator tool's, or a gateway acting for the cars granted to it;
                       --push gives it to the running Mosquitto (MQTT_URL, MOSQUITTO_DYNSEC_ADMIN)
                       at once, no reload, as mosquitto-push does a car's`,
  needs: "database",
  async run({ db, config, values }) {
    const broker = values.push ? await runningMosquitto(config) : undefined;
    const kind = required(values, "kind");
    if (kind !== "server" && kind !== "operator" && kind !== "gateway") throw new Error("--kind must be server, operator or gateway");
    const vins = values.all
      ? "all"
      : (values.vins ?? "")
          .split(",")
          .map((v) => v.trim())
          .filter(Boolean)
          .map((v) => vinSchema.parse(v));
    if (kind === "gateway" && vins !== "all" && vins.length === 0) throw new Error("a gateway needs --vins VIN,VIN or --all");
    const credentials = await saveServiceIdentity(db, {
      kind,
      username: required(values, "name"),
      ...(kind === "gateway" ? { vins } : {}),
    });
    console.log(
      `${kind} identity ${credentials.username}${kind === "gateway" ? ` for ${vins === "all" ? "every car" : vins.join(", ")}` : ""}:`,
    );
    printCredentials(credentials);
    if (broker) {
      await pushIdentityToMosquitto(broker, config.LINK_NAMESPACE, (await findLinkIdentity(db, credentials.username))!, credentials.secret);
      console.log(`${credentials.username} is in Mosquitto now; an earlier secret no longer works`);
    }
  },
};
