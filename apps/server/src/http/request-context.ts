import type { BrandCode, CallDefinition, DriverRole, LanguageId } from "@carport/protocol";
import type { VehicleRecord } from "../core/vehicle-repository.ts";

/** The signed-in session a request carries. */
export interface Session {
  accountId: string;
  tokenHash: string;
  brand: BrandCode;
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
    /**
     * A remote command's PIN authorization, checked by the session hook and taken (the pAuth used
     * up, a body PIN checked) by serveCall once the body is valid.
     */
    commandAuthorization: (() => Promise<void>) | null;
  }
  interface FastifyContextConfig {
    /** Set on /tods/api routes: the call this route serves. */
    call?: CallDefinition;
  }
}
