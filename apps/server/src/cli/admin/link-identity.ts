import { vinSchema } from "@carport/domain";
import { saveServiceIdentity } from "../../modules/vehicle-link/link-identities.ts";
import { printCredentials, required, type AdminCommand } from "./admin-command.ts";

export const linkIdentity: AdminCommand = {
  name: "link-identity",
  usage: `  link-identity --kind server|operator|gateway --name NAME [--vins VIN,VIN | --all]
                       a new identity (or a new secret for it): Carport's own (server), the
                       operator tool's, or a gateway acting for the cars granted to it`,
  needs: "database",
  async run({ db, values }) {
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
  },
};
