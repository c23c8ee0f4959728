import { normalizeNickname, type OwnershipProofInput } from "@carport/domain";
import type { CallRequest } from "@carport/protocol";
import { consentFields, type Consents } from "../../components/terms-consents.tsx";
import type { PortalProofKind } from "./components/ownership-proof-fields.tsx";

/** The `addvhcl` body both add-vehicle dialogs send: the car, its proof of ownership and the consents given. */
export function addVehicleBody(input: {
  vin: string;
  nickname: string;
  proofKind: PortalProofKind;
  proof: OwnershipProofInput;
  consents: Consents;
  kci: boolean;
  /** The per-type choices offered (gtntfsttngtyps), sent as notificationList. */
  notificationList?: CallRequest<"addVehicle">["notificationList"];
}): CallRequest<"addVehicle"> {
  const { proof } = input;
  return {
    vin: input.vin,
    nickname: normalizeNickname(input.nickname),
    tncConfirm: "Y",
    notificationList: input.notificationList ?? [],
    ...(input.proofKind === "ownerData"
      ? { primaryEnrolledUser: { firstName: proof.firstName.trim(), lastName: proof.lastName.trim(), postalCode: proof.postalCode } }
      : { rdrToken: proof.rdrToken.trim() }),
    ...consentFields(input.consents, input.kci),
  };
}
