import type { BrandCode, CallDefinition, DriverRole, LanguageId } from "@carport/protocol";
import type { VehicleRecord } from "../core/vehicle-repository.ts";
import type { PAuthClaim } from "../core/pin-authorizations.ts";

/** The signed-in session a request carries. */
export interface Session {
  accountId: string;
  tokenHash: string;
  brand: BrandCode;
}

/** A remote command's pAuth, once the session hook and the gates have let the call through. */
export interface CommandAuthorization {
  /** Refuses a pAuth that is not good (7317), changing nothing: for a command refused before it is recorded. */
  check(): Promise<void>;
  /** Checks a PIN the body repeats and answers the pAuth, for the statement that records the command to take. */
  claim(): Promise<PAuthClaim>;
}

/** The vehicle a vehicle-scoped call is about, after the ownership check. */
export type ScopedVehicle = VehicleRecord;

declare module "fastify" {
  interface FastifyRequest {
    brand: BrandCode;
    language: LanguageId;
    session: Session | null;
    vehicle: ScopedVehicle | null;
    /** Whose vehicle it is to the session: its primary driver, or a second driver it is shared with. */
    vehicleRole: DriverRole | null;
    /** A remote command's PIN authorization (modules/auth/pin/command-authorization.ts), for serveCall. */
    commandAuthorization: CommandAuthorization | null;
  }
  interface FastifyContextConfig {
    /** Set on /tods/api routes: the call this route serves. */
    call?: CallDefinition;
  }
}
