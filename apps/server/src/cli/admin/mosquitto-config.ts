import { MAX_PACKET_BYTES } from "@carport/telematics";
import { writeMosquittoConfig } from "../../modules/vehicle-link/mosquitto-config.ts";
import { required, type AdminCommand } from "./admin-command.ts";

export const mosquittoConfig: AdminCommand = {
  name: "mosquitto-config",
  usage: `  mosquitto-config --out DIR
                       write Mosquitto's password file and ACL file from the link identities;
                       then reload Mosquitto (kill -HUP) so it reads them`,
  needs: "database",
  async run({ db, config, values }) {
    const { passwordFile, aclFile } = await writeMosquittoConfig(db, config.LINK_NAMESPACE, required(values, "out"));
    console.log(
      `wrote ${passwordFile} and ${aclFile}; in mosquitto.conf (as deploy/mosquitto/mosquitto.conf):\n  allow_anonymous false\n  password_file ${passwordFile}\n  acl_file ${aclFile}\n  use_username_as_clientid true (in the cars' listener)\n  max_packet_size ${MAX_PACKET_BYTES}\n  set_tcp_nodelay true\nthen reload Mosquitto (kill -HUP <pid>).`,
    );
  },
};
