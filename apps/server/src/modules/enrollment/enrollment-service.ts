import type { z } from "zod";
import { invalidFieldDescription, type BrandCode, type CALLS, type LanguageId } from "@carport/protocol";
import { inOneTransaction, type Database, type Queryable } from "../../db/database.ts";
import { ApiError } from "../../http/api-error.ts";
import { findAccountByEmail } from "../accounts/account-repository.ts";
import { hashSecret } from "../auth/secret-hashing.ts";
import { createDealerDirectory } from "../dealers/dealer-directory.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { recordAcceptance } from "../terms/terms-repository.ts";
import { CURRENT_TERMS } from "../terms/terms-content.ts";
import type { VehicleLinkGateway } from "../vehicle-link/vehicle-link-gateway.ts";
import { findVehicleOfAccount, listVehiclesOfAccount } from "../vehicles/vehicle-repository.ts";
import { ENROLLMENT_TRIES, failuresOf, recordFailure } from "./attempt-repository.ts";
import { ownerMismatches, type FactoryOwner } from "./owner-match.ts";

export interface FactoryRow extends FactoryOwner {
  vin: string;
  brand: string;
  fuel_kind_code: string;
  model_name: string;
  model_year: string;
  dealer_token: string;
  enrolled: boolean;
}

/** The factory record of a VIN of this brand (7657 when there is none), and whether it is enrolled. */
export async function factoryVehicle(db: Queryable, brand: BrandCode, vin: string): Promise<FactoryRow> {
  const [row] = await db.query<FactoryRow>(
    `select f.*, exists (select 1 from vehicles v where v.vin = f.vin) as enrolled
       from factory_vehicles f where f.vin = $1 and f.brand = $2`,
    [vin, brand],
  );
  if (!row) throw new ApiError("7657");
  return row;
}

type RegistrationBody = z.output<(typeof CALLS)["registerAccount"]["request"]>;

/**
 * What registration and adding a vehicle share, whether the owner started at the portal
 * (`rgacct`, `addvhcl`) or in the car (`ivecmpltn`, `ivscmpltn`).
 */
export function createEnrollmentService(db: Database, gateway: VehicleLinkGateway) {
  const fleet = createFleetService(db);
  const dealers = createDealerDirectory(db);

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

  /** Enrolls the VIN to the account (its first vehicle becomes the default) and tells the car it is enrolled. */
  async function enroll(accountId: string, vin: string, nickname: string, enrollmentStatus: number) {
    const first = (await listVehiclesOfAccount(db, accountId)).length === 0;
    const vehicleId = await fleet.enroll({ accountId, vin, nickname, isDefault: first, enrollmentStatus });
    await provision(accountId, vehicleId);
    return vehicleId;
  }

  /**
   * The preferred dealer a registration or an in-car enrollment names, as the brand's directory
   * writes its code: null when none is named, 7998 naming preferredDealer when the directory does
   * not list it. Checked before anything is counted or changed.
   */
  async function knownPreferredDealer(context: { brand: BrandCode; language: LanguageId }, dealerCode: string | undefined): Promise<string | null> {
    const code = dealerCode?.trim();
    if (!code) return null;
    const dealer = await dealers.find(context.brand, code);
    if (!dealer) throw new ApiError("7998", invalidFieldDescription("preferredDealer", "UNKNOWN_DEALER", context.language), 400);
    return dealer.dealerCode;
  }

  /** Hands a newly enrolled vehicle to the vehicle link (after its rows are committed). */
  async function provision(accountId: string, vehicleId: string) {
    const vehicle = await findVehicleOfAccount(db, accountId, vehicleId);
    if (vehicle) await gateway.provision(db, vehicle);
  }

  /**
   * Creates the account and enrolls its vehicle: verified by the dealer token or matching owner
   * data (status 4), else enrolled for safety services until the dealer confirms the owner (3).
   */
  async function register(context: { brand: BrandCode; language: LanguageId }, body: RegistrationBody): Promise<{ verified: boolean; enrollmentStatus: 3 | 4 }> {
    const preferredDealer = await knownPreferredDealer(context, body.preferredDealer);
    const row = await factoryVehicle(db, context.brand, body.vehicle.vin);
    if (row.enrolled) throw new ApiError("7656");
    let verified: boolean;
    if (body.rdrToken) {
      await checkDealerToken(row.vin, body.rdrToken, row.dealer_token);
      verified = true;
    } else if (body.profile) {
      const check = await checkOwner(row.vin, row, { firstName: body.profile.firstName, lastName: body.profile.lastName, postalCode: body.profile.addresses?.primary.postalCode });
      if (!check.proceed) throw new ApiError("7998", invalidFieldDescription("profile", `REGISTRATION_RDR_MISMATCH: ${check.mismatched.join(",")}`, context.language), 400);
      verified = check.matched;
    } else {
      throw new ApiError("7998", invalidFieldDescription("rdrToken", "rdrToken or profile required", context.language), 400);
    }
    // 4: fully enrolled; 3: enrolled for safety services until the dealer confirms the owner.
    const enrollmentStatus = verified ? 4 : 3;
    // An e-mail that already has an account answers like a new one and changes nothing, so
    // registration cannot be used to find out who has an account.
    if (await findAccountByEmail(db, context.brand, body.account.email)) {
      // Hashed as for a new account, so the answer does not come sooner either.
      await hashSecret(body.account.password);
      await hashSecret(body.pin);
      return { verified, enrollmentStatus };
    }
    const profile = body.profile;
    // The account, its settings, its terms acceptance and its first vehicle land together or not at
    // all: an outage or a crash halfway leaves no account that cannot sign in to its car.
    const enrolled = await inOneTransaction(db, async (tx) => {
      const account = await createFleetService(tx).createAccount({
        brand: context.brand,
        email: body.account.email,
        password: body.account.password,
        pin: body.pin,
        firstName: profile?.firstName ?? row.owner_first_name,
        lastName: profile?.lastName ?? row.owner_last_name,
        postalCode: profile?.addresses?.primary.postalCode ?? row.owner_postal_code,
        // Whoever registers must still show the address is theirs (modules/email-confirmation).
        emailConfirmed: false,
      });
      if (!account.created) return null;
      await tx.query(
        "update accounts set language_id = $2, promotion_allow = $3, notification_list = $4, preferred_dealer = $5 where id = $1",
        [account.id, context.language, body.promotionAllow === true || body.promotionAllow === "Y", JSON.stringify(body.notificationList), preferredDealer],
      );
      await recordAcceptance(tx, account.id, CURRENT_TERMS.version, body.policyConfirm === true || body.policyConfirm === "Y");
      const vehicleId = await createFleetService(tx).enroll({ accountId: account.id, vin: row.vin, nickname: body.vehicle.nickName, isDefault: true, enrollmentStatus });
      return { accountId: account.id, vehicleId };
    });
    if (enrolled) await provision(enrolled.accountId, enrolled.vehicleId);
    return { verified, enrollmentStatus };
  }

  /**
   * Adds an unenrolled VIN of the brand to the account, fully enrolled; a preferred dealer (checked
   * with knownPreferredDealer) becomes the account's in the same transaction.
   */
  async function addVehicle(brand: BrandCode, accountId: string, vin: string, nickname: string, preferredDealer: string | null = null): Promise<string> {
    const row = await factoryVehicle(db, brand, vin);
    if (row.enrolled) throw new ApiError("7656");
    if (!preferredDealer) return enroll(accountId, row.vin, nickname, 4);
    const first = (await listVehiclesOfAccount(db, accountId)).length === 0;
    const vehicleId = await inOneTransaction(db, async (tx) => {
      const enrolled = await createFleetService(tx).enroll({ accountId, vin: row.vin, nickname, isDefault: first, enrollmentStatus: 4 });
      await tx.query("update accounts set preferred_dealer = $2 where id = $1", [accountId, preferredDealer]);
      return enrolled;
    });
    await provision(accountId, vehicleId);
    return vehicleId;
  }

  return { checkDealerToken, checkOwner, knownPreferredDealer, register, addVehicle };
}

export type EnrollmentService = ReturnType<typeof createEnrollmentService>;
