import type { BrandCode, LoginResult } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { ApiError } from "../../http/api-error.ts";
import { findAccountByEmail, presentAccount } from "../accounts/account-repository.ts";
import { hasAcceptedCurrentTerms } from "../terms/terms-repository.ts";
import { listVehiclesOfAccount } from "../vehicles/vehicle-repository.ts";
import { decoySecretHash, verifySecret } from "./secret-hashing.ts";
import type { SessionService } from "./session-service.ts";

/** Checks a login id and password and opens a session; the same 7404 whether the account exists or not. */
export function createLoginService(db: Database, sessions: SessionService) {
  return {
    async login(input: { brand: BrandCode; loginId: string; password: string; clientIp: string }): Promise<LoginResult> {
      const account = await findAccountByEmail(db, input.brand, input.loginId);
      const passwordOk = await verifySecret(account?.password_hash ?? (await decoySecretHash()), input.password);
      if (!account || !passwordOk) throw new ApiError("7404");
      if (account.status === "deactivated") throw new ApiError("7405");

      const token = await sessions.issue(account.id, input.clientIp);
      const vehicles = await listVehiclesOfAccount(db, account.id);
      const main = vehicles.find((v) => v.is_default) ?? vehicles[0];
      return {
        token,
        accountInformation: presentAccount(account),
        verifiedTnC: await hasAcceptedCurrentTerms(db, account.id, account.brand),
        vin: main?.vin ?? "",
        vehicleId: main?.id ?? "",
        iveType: main ? (main.is_ccs2 ? "CCS2" : "STD") : "",
        fuelKindCode: main?.fuel_kind_code ?? "",
      };
    },
  };
}
