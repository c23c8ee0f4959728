import type { FastifyInstance } from "fastify";
import { vinLast4 } from "@carport/domain";
import { invalidFieldDescription, type BrandCode } from "@carport/protocol";
import { inOneTransaction, type Database, type Queryable } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { findAccountByEmail } from "../accounts/account-repository.ts";
import { hashSecret } from "../auth/secret-hashing.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { recordAcceptance } from "../terms/terms-repository.ts";
import { CURRENT_TERMS } from "../terms/terms-content.ts";
import type { VehicleLinkGateway } from "../vehicle-link/vehicle-link-gateway.ts";
import { findVehicleOfAccount, listVehiclesOfAccount } from "../vehicles/vehicle-repository.ts";
import { ENROLLMENT_TRIES, failuresOf, recordFailure } from "./attempt-repository.ts";
import { ownerMismatches, type FactoryOwner } from "./owner-match.ts";

interface FactoryRow extends FactoryOwner {
  vin: string;
  brand: string;
  fuel_kind_code: string;
  model_name: string;
  model_year: string;
  dealer_token: string;
  enrolled: boolean;
}

async function factoryVehicle(db: Queryable, brand: BrandCode, vin: string): Promise<FactoryRow> {
  const [row] = await db.query<FactoryRow>(
    `select f.*, exists (select 1 from vehicles v where v.vin = f.vin) as enrolled
       from factory_vehicles f where f.vin = $1 and f.brand = $2`,
    [vin, brand],
  );
  if (!row) throw new ApiError("7657");
  return row;
}

/** `vldvhcl`, `validrdrtoken`, `vrfyvhclownr`, `datavalidator`, `rgacct`, `addvhcl`. */
export function registerEnrollmentRoutes(app: FastifyInstance, db: Database, gateway: VehicleLinkGateway): void {
  const fleet = createFleetService(db);

  /** Checks a dealer token, counting failures per VIN: 7655 while tries are left, then 7654. */
  async function checkDealerToken(vin: string, token: string, expected: string): Promise<number> {
    if ((await failuresOf(db, vin, "token")) >= ENROLLMENT_TRIES) throw new ApiError("7654");
    if (token.trim().toUpperCase() === expected.toUpperCase()) return ENROLLMENT_TRIES - (await failuresOf(db, vin, "token"));
    const failures = await recordFailure(db, vin, "token");
    if (failures >= ENROLLMENT_TRIES) throw new ApiError("7654");
    throw new ApiError("7655");
  }

  /** Compares owner data, counting failures per VIN; after the last try the caller goes on. */
  async function checkOwner(vin: string, record: FactoryOwner, entered: Parameters<typeof ownerMismatches>[0]) {
    const before = await failuresOf(db, vin, "owner");
    const mismatched = ownerMismatches(entered, record);
    const failures = mismatched.length > 0 && before < ENROLLMENT_TRIES ? await recordFailure(db, vin, "owner") : before;
    const triesLeft = Math.max(0, ENROLLMENT_TRIES - failures);
    return { matched: mismatched.length === 0, mismatched, triesLeft, proceed: mismatched.length === 0 || triesLeft === 0 };
  }

  async function enroll(accountId: string, vin: string, nickname: string, enrollmentStatus: number) {
    const first = (await listVehiclesOfAccount(db, accountId)).length === 0;
    const vehicleId = await fleet.enroll({ accountId, vin, nickname, isDefault: first, enrollmentStatus });
    await provision(accountId, vehicleId);
    return vehicleId;
  }

  /** Hands a newly enrolled vehicle to the vehicle link (after its rows are committed). */
  async function provision(accountId: string, vehicleId: string) {
    const vehicle = await findVehicleOfAccount(db, accountId, vehicleId);
    if (vehicle) await gateway.provision(db, vehicle);
  }

  serveCall(app, "vehicleValidation", async ({ body, request }) => {
    const row = await factoryVehicle(db, request.brand, body.vin);
    return { vin: row.vin, last4: vinLast4(row.vin), fuelKindCode: row.fuel_kind_code, modelName: row.model_name, modelYear: row.model_year };
  });

  serveCall(app, "dealerToken", async ({ body, request }) => {
    const row = await factoryVehicle(db, request.brand, body.vin);
    if (row.enrolled) throw new ApiError("7656");
    return { validated: true as const, triesLeft: await checkDealerToken(row.vin, body.rdrToken, row.dealer_token) };
  });

  serveCall(app, "ownerCheck", async ({ body, request }) => {
    const row = await factoryVehicle(db, request.brand, body.vin);
    return checkOwner(row.vin, row, body);
  });

  serveCall(app, "dataValidator", async ({ body, request }) => {
    const data = Object.fromEntries(body.requestData.map((d) => [d.key, d.value]));
    if (!data.vin) throw new ApiError("7998", invalidFieldDescription("requestData.vin", "required", request.language), 400);
    const row = await factoryVehicle(db, request.brand, data.vin.trim().toUpperCase());
    const result = await checkOwner(row.vin, row, { firstName: data.firstName, lastName: data.lastName, postalCode: data.postalCode });
    const validationStatus = body.requestData.map((d) => ({ key: d.key, status: !result.mismatched.includes(d.key as never) }));
    return { validationResult: result.matched, validationStatus };
  });

  serveCall(app, "registerAccount", async ({ body, request }) => {
    const row = await factoryVehicle(db, request.brand, body.vehicle.vin);
    if (row.enrolled) throw new ApiError("7656");
    let verified: boolean;
    if (body.rdrToken) {
      await checkDealerToken(row.vin, body.rdrToken, row.dealer_token);
      verified = true;
    } else if (body.profile) {
      const check = await checkOwner(row.vin, row, { firstName: body.profile.firstName, lastName: body.profile.lastName, postalCode: body.profile.addresses?.primary.postalCode });
      if (!check.proceed) throw new ApiError("7998", invalidFieldDescription("profile", `REGISTRATION_RDR_MISMATCH: ${check.mismatched.join(",")}`, request.language), 400);
      verified = check.matched;
    } else {
      throw new ApiError("7998", invalidFieldDescription("rdrToken", "rdrToken or profile required", request.language), 400);
    }
    // 4: fully enrolled; 3: enrolled for safety services until the dealer confirms the owner.
    const enrollmentStatus = verified ? 4 : 3;
    // An e-mail that already has an account answers like a new one and changes nothing, so
    // registration cannot be used to find out who has an account.
    if (await findAccountByEmail(db, request.brand, body.account.email)) {
      // Hashed as for a new account, so the answer does not come sooner either.
      await hashSecret(body.account.password);
      await hashSecret(body.pin);
      return { enrollmentStatus };
    }
    const profile = body.profile;
    // The account, its settings, its terms acceptance and its first vehicle land together or not at
    // all: an outage or a crash halfway leaves no account that cannot sign in to its car.
    const enrolled = await inOneTransaction(db, async (tx) => {
      const account = await createFleetService(tx).createAccount({
        brand: request.brand,
        email: body.account.email,
        password: body.account.password,
        pin: body.pin,
        firstName: profile?.firstName ?? row.owner_first_name,
        lastName: profile?.lastName ?? row.owner_last_name,
        postalCode: profile?.addresses?.primary.postalCode ?? row.owner_postal_code,
      });
      if (!account.created) return null;
      await tx.query(
        "update accounts set language_id = $2, promotion_allow = $3, notification_list = $4, preferred_dealer = $5 where id = $1",
        [account.id, request.language, body.promotionAllow === true || body.promotionAllow === "Y", JSON.stringify(body.notificationList), body.preferredDealer ?? null],
      );
      await recordAcceptance(tx, account.id, CURRENT_TERMS.version, body.policyConfirm === true || body.policyConfirm === "Y");
      return { accountId: account.id, vehicleId: await createFleetService(tx).enroll({ accountId: account.id, vin: row.vin, nickname: body.vehicle.nickName, isDefault: true, enrollmentStatus }) };
    });
    if (enrolled) await provision(enrolled.accountId, enrolled.vehicleId);
    return { enrollmentStatus };
  });

  serveCall(app, "addVehicle", async ({ body, request }) => {
    const row = await factoryVehicle(db, request.brand, body.vin);
    if (row.enrolled) throw new ApiError("7656");
    const vehicleId = await enroll(request.session!.accountId, row.vin, body.nickname, 4);
    return { vehicleId, enrollmentStatus: 4, subscriptionStatus: "A" };
  });
}
