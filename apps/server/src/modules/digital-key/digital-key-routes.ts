import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { supportsDigitalKey } from "@carport/domain";
import { ApiError } from "../../http/api-error.ts";
import { findAccountById } from "../../core/account-repository.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";
import type { PairingMailer } from "./digital-key-mail.ts";
import {
  enrollDigitalKey,
  findDigitalKey,
  findDigitalKeyShares,
  newPairingPassword,
  replacePairingPassword,
  terminateDigitalKey,
} from "./digital-key-repository.ts";
import { digitalKeyTerms } from "./digital-key-terms.ts";

/**
 * Models whose cars carry an NFC digital key, with its version. Digital key 2 came with the
 * generation 3 electric platform and the gen brand's 2024 models.
 */
export const DIGITAL_KEY_MODELS: Record<string, string> = {
  AUR5: "DK2.0",
  KIT5: "DK2.0",
  KIT6: "DK2.0",
  GLM5: "DK2.0",
  GLM6: "DK2.0",
  GVS4: "DK2.0",
  GVS5: "DK2.0",
  GCR5: "DK2.0",
};

/** What `dksupport` answers for the vehicle: its model's key version, "" when it has none. */
function nfcOf(vehicle: VehicleRecord): string {
  return DIGITAL_KEY_MODELS[vehicle.model_code] ?? "";
}

/** 14208 unless `dksupport` marks the vehicle as supported (DK2): every other digital key call asks it first. */
function requireSupported(vehicle: VehicleRecord): void {
  if (!supportsDigitalKey(nfcOf(vehicle))) throw new ApiError("14208");
}

/**
 * `dksupport`, and the digital key's life: `enrolldkey` (owner only, userType O; the pairing
 * password is mailed), `resendpairingpw`, `dkstatus` (none 14202/14208, enrolled 14209,
 * activated), `dktnc`, `terminatedkservice`.
 */
export function registerDigitalKeyRoutes(app: FastifyInstance, db: Database, pairingMail: PairingMailer): void {
  serveCall(app, "digitalKeySupport", async ({ vehicle }) => ({ nfc: nfcOf(vehicle) }));

  async function mailPairingPassword(accountId: string, vehicle: VehicleRecord, password: string) {
    const account = await findAccountById(db, accountId);
    if (!account) throw new ApiError("7403");
    await pairingMail.send(
      { email: account.email, brand: account.brand, language: account.language_id === 1 ? 1 : 0, firstName: account.first_name },
      { password, modelName: vehicle.model_name },
    );
  }

  serveCall(app, "digitalKeyStatus", async ({ vehicle }) => {
    requireSupported(vehicle);
    const key = await findDigitalKey(db, vehicle.id);
    if (!key) throw new ApiError("14202");
    if (key.status === "enrolled") throw new ApiError("14209");
    const shares = await findDigitalKeyShares(db, vehicle.id);
    return {
      dkStatus: "activated" as const,
      ownerDkeyInfo: { id: key.key_id, notBefore: key.not_before ?? "" },
      sharedDigitalKeyInformation: shares.map((s) => ({
        id: s.key_id,
        sharedWith: s.shared_with,
        deviceName: s.device_name,
        notBefore: s.not_before,
        notAfter: s.not_after,
      })),
    };
  });

  serveCall(app, "digitalKeyTerms", async ({ request, vehicle }) => {
    requireSupported(vehicle);
    return digitalKeyTerms(request.language);
  });

  serveCall(app, "digitalKeyEnroll", async ({ body, session, vehicle }) => {
    requireSupported(vehicle);
    // Checked first so a refused registration costs no password hashing; the insert still decides a race.
    if (await findDigitalKey(db, vehicle.id)) throw new ApiError("14210");
    const password = newPairingPassword();
    const key = {
      vehicleId: vehicle.id,
      accountId: session.accountId,
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: body.phoneNumber,
    };
    if (!(await enrollDigitalKey(db, key, password))) throw new ApiError("14210");
    await mailPairingPassword(session.accountId, vehicle, password);
    return { dkStatus: "enrolled" as const };
  });

  serveCall(app, "digitalKeyPairingResend", async ({ session, vehicle }) => {
    requireSupported(vehicle);
    const key = await findDigitalKey(db, vehicle.id);
    if (!key) throw new ApiError("14202");
    if (key.status === "activated") throw new ApiError("14211");
    const password = newPairingPassword();
    await replacePairingPassword(db, vehicle.id, password);
    await mailPairingPassword(session.accountId, vehicle, password);
    return { sent: true as const };
  });

  serveCall(app, "digitalKeyTerminate", async ({ vehicle }) => {
    requireSupported(vehicle);
    if (!(await terminateDigitalKey(db, vehicle.id))) throw new ApiError("14202");
    return { dkStatus: "none" as const };
  });
}
