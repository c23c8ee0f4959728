import type { FastifyInstance } from "fastify";
import { vinLast4 } from "@carport/domain";
import { invalidFieldDescription } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { clientSource } from "../../http/client-source.ts";
import type { EmailConfirmation } from "../email-confirmation/index.ts";
import { factoryVehicle, type EnrollmentService, type OwnershipProof } from "./enrollment-service.ts";

type AddVehicleBody = {
  rdrToken?: string | undefined;
  primaryEnrolledUser?: { firstName: string; lastName: string; postalCode: string } | undefined;
};

/** The proof an `addvhcl` body gives: the dealer token when there is one, else the owner data, else none (refused). */
function proofOf(body: AddVehicleBody): OwnershipProof | null {
  if (body.rdrToken) return { kind: "dealerToken", token: body.rdrToken };
  if (body.primaryEnrolledUser) return { kind: "ownerData", ...body.primaryEnrolledUser };
  return null;
}

/** `vldvhcl`, `validrdrtoken`, `vrfyvhclownr`, `datavalidator`, `rgacct`, `addvhcl`. */
export function registerEnrollmentRoutes(
  app: FastifyInstance,
  db: Database,
  enrollment: EnrollmentService,
  confirmation: EmailConfirmation,
): void {
  // Anonymous: only what the registration screens show ("2025 Aurora EV ending in 0201", all of it
  // read from the VIN itself), the same for an enrolled car as for a free one; nothing of its
  // owner, dealer, equipment or enrollment.
  serveCall(app, "vehicleValidation", async ({ body, request }) => {
    const row = await factoryVehicle(db, request.brand, body.vin);
    return { vin: row.vin, last4: vinLast4(row.vin), modelName: row.model_name, modelYear: row.model_year };
  });

  serveCall(app, "dealerToken", async ({ body, request }) => {
    const row = await factoryVehicle(db, request.brand, body.vin);
    if (row.enrolled) throw new ApiError("7656");
    const triesLeft = await enrollment.checkDealerToken(row.vin, body.rdrToken, row.dealer_token, clientSource(request));
    return { validated: true as const, triesLeft };
  });

  // A car already enrolled is refused before anything is compared: its owner's data is nobody's to test.
  serveCall(app, "ownerCheck", async ({ body, request }) => {
    const row = await factoryVehicle(db, request.brand, body.vin);
    if (row.enrolled) throw new ApiError("7656");
    const { matched, mismatched, triesLeft, proceed } = await enrollment.checkOwner(row.vin, row, body, clientSource(request));
    return { matched, mismatched, triesLeft, proceed };
  });

  serveCall(app, "dataValidator", async ({ body, request }) => {
    const data = Object.fromEntries(body.requestData.map((d) => [d.key, d.value]));
    // account-and-enrollment.md's screens name the VIN `vehicleId` (the car has no other id yet).
    const vin = data.vin ?? data.vehicleId;
    if (!vin) throw new ApiError("7998", invalidFieldDescription("requestData.vin", "required", request.language), 400);
    const row = await factoryVehicle(db, request.brand, vin.trim().toUpperCase());
    if (row.enrolled) throw new ApiError("7656");
    const caseIgnore = body.caseIgnore === undefined || body.caseIgnore === true || body.caseIgnore === "Y";
    const entered = { firstName: data.firstName, lastName: data.lastName, postalCode: data.postalCode };
    const result = await enrollment.checkOwner(row.vin, row, entered, clientSource(request), { caseIgnore });
    // Once the tries are used up nothing was compared: every field answers false, none is singled out.
    const validationStatus = body.requestData.map((d) => ({
      key: d.key,
      status: !result.exhausted && !result.mismatched.includes(d.key as never),
    }));
    return { validationResult: result.matched, validationStatus };
  });

  serveCall(app, "registerAccount", async ({ body, request }) => {
    const context = { brand: request.brand, language: request.language, source: clientSource(request) };
    const { enrollmentStatus } = await enrollment.register(context, body);
    // The new account's address is confirmed by the mailed code (in background: the answer is the same for a known address).
    await confirmation.mailCodeAfterRegistration(request.brand, body.account.email);
    return { enrollmentStatus };
  });

  serveCall(app, "addVehicle", async ({ body, request, session }) => {
    const context = { brand: request.brand, language: request.language, source: clientSource(request, session.accountId) };
    const vehicleId = await enrollment.addVehicle(context, session.accountId, body.vin, body.nickname, proofOf(body), {
      consents: body,
    });
    return { vehicleId, enrollmentStatus: 4, subscriptionStatus: "A" };
  });
}
