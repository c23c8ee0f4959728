import type { z } from "zod";
import { PENDING_ENROLLMENT_STATUSES, UNPROVEN_ENROLLMENT_STATUS } from "@carport/domain";
import { invalidFieldDescription, type BrandCode, type CALLS, type FuelKindCode, type LanguageId } from "@carport/protocol";
import { inOneTransaction, type Database, type Queryable } from "../../db/database.ts";
import { ApiError } from "../../http/api-error.ts";
import { findAccountByEmail } from "../../core/account-repository.ts";
import { hashSecret } from "../../core/secret-hashing.ts";
import { hashPin } from "../../core/pin-verifiers.ts";
import { createDealerDirectory } from "../dealers/index.ts";
import { createFleetService } from "../fleet/index.ts";
import type { VehicleLinkGateway } from "../vehicle-link/index.ts";
import { findVehicleOfAccount, listVehiclesOfAccount } from "../../core/vehicle-repository.ts";
import { checkConsents, storeConsents, type EnrollmentConsents } from "./enrollment-consents.ts";
import { sourceKeys, type ClientSource } from "../../http/client-source.ts";
import { ENROLLMENT_TRIES, forgiveFailure, isBlocked, recordFailure } from "./attempt-repository.ts";
import { ownerMismatches, type FactoryOwner } from "./owner-match.ts";
import { releaseBridged, type CarLostNotice, type ReleasedCar } from "./bridged-car-release.ts";

export interface FactoryRow extends FactoryOwner {
  vin: string;
  brand: string;
  fuel_kind_code: string;
  model_name: string;
  model_year: string;
  dealer_token: string;
  /** The telematics unit's modem id, when the factory recorded one. */
  meid: string | null;
  /** Enrolled with proof of ownership: nobody else may enroll it (7656). */
  enrolled: boolean;
  /** Enrolled waiting for proof (status 1, 2 or 3): the first owner to prove it takes it over. */
  unproven: boolean;
  /**
   * Brought in through an account's link to the maker (modules/upstream): the maker's proof, which
   * a Carport proof (dealer token, in-car code) of the same VIN wins over (see releaseBridged).
   */
  bridged: boolean;
}

/**
 * The factory record of a VIN of this brand (7657 when there is none), and whether it is enrolled
 * with Carport's proof, only without (which blocks nobody who proves ownership), or through a
 * maker account (which blocks nobody with a dealer token or an in-car code).
 */
export async function factoryVehicle(db: Queryable, brand: BrandCode, vin: string): Promise<FactoryRow> {
  const [row] = await db.query<FactoryRow>(
    `select f.*,
            exists (select 1 from vehicles v where v.vin = f.vin and v.enrollment_status <> all($3::int[])
                      and not exists (select 1 from upstream_vehicles u where u.vehicle_id = v.id)) as enrolled,
            exists (select 1 from vehicles v where v.vin = f.vin and v.enrollment_status = any($3::int[])) as unproven,
            exists (select 1 from vehicles v join upstream_vehicles u on u.vehicle_id = v.id where v.vin = f.vin) as bridged
       from factory_vehicles f where f.vin = $1 and f.brand = $2`,
    [vin, brand, PENDING_ENROLLMENT_STATUSES],
  );
  if (!row) throw new ApiError("7657");
  return row;
}

type RegistrationBody = z.output<(typeof CALLS)["registerAccount"]["request"]>;

/** What proves a car the owner's when it is added to an account (the in-car code was checked by its own module). */
export type OwnershipProof =
  | { kind: "inCar" }
  | { kind: "dealerToken"; token: string }
  | { kind: "ownerData"; firstName: string; lastName: string; postalCode: string };

/** The result of an owner-data check; `exhausted` when the source's tries were used up and nothing was compared. */
export interface OwnerCheck {
  matched: boolean;
  mismatched: Array<"firstName" | "lastName" | "postalCode">;
  triesLeft: number;
  proceed: boolean;
  exhausted: boolean;
}

const EXHAUSTED: OwnerCheck = { matched: false, mismatched: [], triesLeft: 0, proceed: true, exhausted: true };

type RegistrationProfile = NonNullable<RegistrationBody["profile"]>;

/** The registrant's names, contact and address become the account's (gtacctinfo shows them). */
async function saveProfile(tx: Queryable, accountId: string, profile: RegistrationProfile): Promise<void> {
  await tx.query(
    "update accounts set middle_name = $2, suffix = $3, notification_email = $4, phone_primary = $5, phone_secondary = $6 where id = $1",
    [
      accountId,
      profile.middleName ?? "",
      profile.suffix ?? "",
      profile.notificationEmail.trim().toLowerCase(),
      profile.phones?.primary ?? "",
      profile.phones?.secondary ?? "",
    ],
  );
  const address = profile.addresses?.primary;
  if (!address) return;
  await tx.query("update accounts set street = $2, suite = $3, city = $4, province = $5, postal_code = $6 where id = $1", [
    accountId,
    address.street,
    address.suite,
    address.city,
    address.province,
    address.postalCode,
  ]);
}

/**
 * What registration and adding a vehicle share, whether the owner started at the portal
 * (`rgacct`, `addvhcl`) or in the car (`ivecmpltn`, `ivscmpltn`).
 */
export function createEnrollmentService(db: Database, gateway: VehicleLinkGateway, carLost: CarLostNotice = async () => {}) {
  const dealers = createDealerDirectory(db);

  /** Mails every account that lost the car; a mail that fails does not undo the enrollment. */
  async function tellReleased(released: ReleasedCar[], proof: "dealerToken" | "inCar") {
    for (const car of released) await carLost(car, proof).catch(() => {});
  }

  /**
   * Checks a dealer token, counting failures per VIN and source (the client address, and the
   * account when signed in): 7655 while the source has tries left, then 7654 until its wait is
   * over (15 minutes, doubling each time, up to a day). A stranger's wrong tokens spend only the
   * stranger's tries: the owner's right token works from the owner's own address or account. The
   * try is counted before comparing (and given back on a match), so guesses sent at once cannot
   * pass the limit together.
   */
  async function checkDealerToken(vin: string, token: string, expected: string, source: ClientSource): Promise<number> {
    const keys = sourceKeys(source);
    if (await isBlocked(db, vin, "token", keys)) throw new ApiError("7654");
    const failures = await recordFailure(db, vin, "token", keys);
    if (failures > ENROLLMENT_TRIES) throw new ApiError("7654");
    // A factory record without a token (a car brought in from its maker only) is proven by none.
    if (expected !== "" && token.trim().toUpperCase() === expected.toUpperCase()) {
      await forgiveFailure(db, vin, "token", keys);
      return ENROLLMENT_TRIES - (failures - 1);
    }
    if (failures >= ENROLLMENT_TRIES) throw new ApiError("7654");
    throw new ApiError("7655");
  }

  /**
   * Compares owner data, counting tries per VIN and source as checkDealerToken does (before
   * comparing, given back on a match). Within the source's 3 tries it names the fields that
   * differ; once they are used up it compares nothing and names nothing until the source's wait is
   * over, so it cannot be asked on until the answer is right, and registration goes on unproven
   * (status 3). Callers refuse a car already enrolled (7656) before asking.
   */
  async function checkOwner(
    vin: string,
    record: FactoryOwner,
    entered: Parameters<typeof ownerMismatches>[0],
    source: ClientSource,
    options: Parameters<typeof ownerMismatches>[2] = {},
  ): Promise<OwnerCheck> {
    const keys = sourceKeys(source);
    if (await isBlocked(db, vin, "owner", keys)) return EXHAUSTED;
    const failures = await recordFailure(db, vin, "owner", keys);
    if (failures > ENROLLMENT_TRIES) return EXHAUSTED;
    const mismatched = ownerMismatches(entered, record, options);
    if (mismatched.length === 0) {
      await forgiveFailure(db, vin, "owner", keys);
      return { matched: true, mismatched, triesLeft: ENROLLMENT_TRIES - (failures - 1), proceed: true, exhausted: false };
    }
    const triesLeft = ENROLLMENT_TRIES - failures;
    return { matched: false, mismatched, triesLeft, proceed: triesLeft === 0, exhausted: false };
  }

  /**
   * Checks the proof that a car is the owner's before it is added to an account, with the
   * registration's tries per VIN and source: a wrong dealer token 7655 then 7654; wrong owner data 7998 naming
   * the fields that differ, then 7658 once the tries are used up (naming none). No proof: 7998.
   */
  async function proveOwnership(row: FactoryRow, proof: OwnershipProof | null, language: LanguageId, source: ClientSource): Promise<void> {
    if (!proof)
      throw new ApiError(
        "7998",
        invalidFieldDescription("primaryEnrolledUser", "OWNERSHIP_PROOF_REQUIRED: rdrToken or primaryEnrolledUser", language),
        400,
      );
    if (proof.kind === "inCar") return;
    if (proof.kind === "dealerToken") {
      await checkDealerToken(row.vin, proof.token, row.dealer_token, source);
      return;
    }
    const check = await checkOwner(
      row.vin,
      row,
      { firstName: proof.firstName, lastName: proof.lastName, postalCode: proof.postalCode },
      source,
    );
    if (check.matched) return;
    if (check.exhausted || check.triesLeft === 0) throw new ApiError("7658");
    throw new ApiError(
      "7998",
      invalidFieldDescription("primaryEnrolledUser", `REGISTRATION_RDR_MISMATCH: ${check.mismatched.join(",")}`, language),
      400,
    );
  }

  /**
   * Enrolls a VIN whose ownership was just proven, fully (4): an enrollment waiting for proof
   * (1 from the car, 2 by the dealer, 3 a failed owner check) passes to this account, so nobody
   * squats a car by starting its enrollment.
   * The account's first usable vehicle becomes its default.
   */
  async function enrollProven(tx: Database, accountId: string, vin: string, nickname: string): Promise<string> {
    const others = (await listVehiclesOfAccount(tx, accountId)).filter((v) => v.vin !== vin);
    const isDefault = others.length === 0;
    const [taken] = await tx.query<{ id: string }>(
      `update vehicles set account_id = $2, nickname = $3, enrollment_status = 4, subscription_status = 'A', is_default = $4, enrolled_at = now()
        where vin = $1 and enrollment_status = any($5::int[]) returning id`,
      [vin, accountId, nickname, isDefault, PENDING_ENROLLMENT_STATUSES],
    );
    if (taken) {
      tx.announce(`v:${taken.id}`);
      tx.announce(`a:${accountId}`);
      return taken.id;
    }
    return createFleetService(tx).enroll({ accountId, vin, nickname, isDefault, enrollmentStatus: 4 });
  }

  /**
   * The preferred dealer a registration or an in-car enrollment names, as the brand's directory
   * writes its code: null when none is named, 7998 naming preferredDealer when the directory does
   * not list it. Checked before anything is counted or changed.
   */
  async function knownPreferredDealer(
    context: { brand: BrandCode; language: LanguageId },
    dealerCode: string | undefined,
  ): Promise<string | null> {
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
   * data (status 4), else enrolled unproven (3), which gives the account nothing of the car until
   * the owner proves it (dealer token or in-car code, through addvhcl or ivscmpltn) and yields to
   * whoever proves it first. A car already enrolled unproven is not enrolled unproven again (7656).
   * `provenInCar`: the in-car code proved it (ivecmpltn), so the car is enrolled fully whatever the
   * owner data says; `verified` still tells whether the owner data matched.
   */
  async function register(
    context: { brand: BrandCode; language: LanguageId; source: ClientSource },
    body: RegistrationBody,
    options: { provenInCar?: boolean } = {},
  ): Promise<{ verified: boolean; enrollmentStatus: 0 | 3 | 4 }> {
    const preferredDealer = await knownPreferredDealer(context, body.preferredDealer);
    if (!body.vehicle || body.carThroughMaker === "Y" || body.carThroughMaker === true) {
      return registerWithoutCar(context, body, preferredDealer);
    }
    const row = await factoryVehicle(db, context.brand, body.vehicle.vin);
    if (row.enrolled) throw new ApiError("7656");
    // A car held through a maker account yields to a dealer token or the in-car code, not to owner data alone.
    if (row.bridged && !body.rdrToken && options.provenInCar !== true) throw new ApiError("7656");
    const consents = await checkConsents(db, context, row.fuel_kind_code as FuelKindCode, body);
    let verified: boolean;
    if (body.rdrToken) {
      await checkDealerToken(row.vin, body.rdrToken, row.dealer_token, context.source);
      verified = true;
    } else if (body.profile) {
      // The car's registered owner when the registrant names one (primaryEnrolledUser), else the
      // registrant. A postal code left out is a postal code that does not match: names alone prove nothing.
      const owner = body.primaryEnrolledUser ?? {
        firstName: body.profile.firstName,
        lastName: body.profile.lastName,
        postalCode: body.profile.addresses?.primary.postalCode ?? "",
      };
      const check = await checkOwner(row.vin, row, owner, context.source);
      if (!check.proceed)
        throw new ApiError(
          "7998",
          invalidFieldDescription("profile", `REGISTRATION_RDR_MISMATCH: ${check.mismatched.join(",")}`, context.language),
          400,
        );
      verified = check.matched;
    } else {
      throw new ApiError("7998", invalidFieldDescription("rdrToken", "rdrToken or profile required", context.language), 400);
    }
    const proven = verified || options.provenInCar === true;
    if (!proven && row.unproven) throw new ApiError("7656");
    // 4: fully enrolled; 3: enrolled unproven, nothing of the car until the owner proves it.
    const enrollmentStatus = proven ? 4 : UNPROVEN_ENROLLMENT_STATUS;
    // An e-mail that already has an account answers like a new one and changes nothing, so
    // registration cannot be used to find out who has an account.
    if (await findAccountByEmail(db, context.brand, body.account.email)) {
      // Hashed as for a new account, so the answer does not come sooner either.
      await hashSecret(body.account.password);
      hashPin(body.pin);
      return { verified, enrollmentStatus };
    }
    const profile = body.profile;
    const vehicle = body.vehicle;
    let released: ReleasedCar[] = [];
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
        termsAccepted: false,
      });
      if (!account.created) return null;
      await tx.query(
        "update accounts set language_id = $2, promotion_allow = $3, notification_list = $4, preferred_dealer = $5 where id = $1",
        [account.id, context.language, consents.promotionAllow === true, JSON.stringify(body.notificationList), preferredDealer],
      );
      if (profile) await saveProfile(tx, account.id, profile);
      if (proven) released = await releaseBridged(tx, row.vin);
      const vehicleId = proven
        ? await enrollProven(tx, account.id, row.vin, vehicle.nickName ?? "")
        : await createFleetService(tx).enroll({
            accountId: account.id,
            vin: row.vin,
            nickname: vehicle.nickName ?? "",
            isDefault: true,
            enrollmentStatus,
          });
      await storeConsents(tx, account.id, vehicleId, consents);
      return { accountId: account.id, vehicleId };
    });
    if (enrolled) await provision(enrolled.accountId, enrolled.vehicleId);
    await tellReleased(released, options.provenInCar === true ? "inCar" : "dealerToken");
    return { verified, enrollmentStatus };
  }

  /**
   * Opens an account whose car is connected through the maker's app (`carThroughMaker`): nothing is
   * looked up in the factory record nor enrolled; the car comes from the linked maker account
   * (upstrmadd), under the nickname given here when its VIN is the one typed. Answers 0: no car yet.
   */
  async function registerWithoutCar(
    context: { brand: BrandCode; language: LanguageId; source: ClientSource },
    body: RegistrationBody,
    preferredDealer: string | null,
  ): Promise<{ verified: boolean; enrollmentStatus: 0 }> {
    const profile = body.profile;
    if (!profile) throw new ApiError("7998", invalidFieldDescription("profile", "PROFILE_REQUIRED", context.language), 400);
    // No car, so no car's notification types: the consents are the terms (and the brand's policy).
    const consents = await checkConsents(db, context, "G", { ...body, notificationList: [] });
    if (await findAccountByEmail(db, context.brand, body.account.email)) {
      await hashSecret(body.account.password);
      hashPin(body.pin);
      return { verified: false, enrollmentStatus: 0 };
    }
    await inOneTransaction(db, async (tx) => {
      const account = await createFleetService(tx).createAccount({
        brand: context.brand,
        email: body.account.email,
        password: body.account.password,
        pin: body.pin,
        firstName: profile.firstName,
        lastName: profile.lastName,
        postalCode: profile.addresses?.primary.postalCode ?? "",
        emailConfirmed: false,
        termsAccepted: false,
      });
      if (!account.created) return;
      await tx.query(
        `update accounts set language_id = $2, promotion_allow = $3, notification_list = $4, preferred_dealer = $5,
                maker_car_vin = $6, maker_car_nickname = $7 where id = $1`,
        [
          account.id,
          context.language,
          consents.promotionAllow === true,
          JSON.stringify(body.notificationList),
          preferredDealer,
          body.vehicle?.vin ?? null,
          body.vehicle?.nickName || null,
        ],
      );
      await saveProfile(tx, account.id, profile);
      await storeConsents(tx, account.id, "", consents);
    });
    return { verified: false, enrollmentStatus: 0 };
  }

  /**
   * Adds a VIN of the brand to the account, fully enrolled, once its ownership is proven as
   * registration proves it (proveOwnership): without proof nothing is enrolled. A car enrolled
   * unproven (by anyone, this account too) passes to this account. A preferred dealer (checked with
   * knownPreferredDealer) becomes the account's in the same transaction.
   */
  async function addVehicle(
    context: { brand: BrandCode; language: LanguageId; source: ClientSource },
    accountId: string,
    vin: string,
    nickname: string,
    proof: OwnershipProof | null,
    options: { preferredDealer?: string | null; consents: EnrollmentConsents },
  ): Promise<string> {
    const row = await factoryVehicle(db, context.brand, vin);
    if (row.enrolled) throw new ApiError("7656");
    // A car held through a maker account yields to a dealer token or the in-car code, not to owner data alone.
    if (row.bridged && proof?.kind === "ownerData") throw new ApiError("7656");
    const consents = await checkConsents(db, context, row.fuel_kind_code as FuelKindCode, options.consents);
    await proveOwnership(row, proof, context.language, context.source);
    let released: ReleasedCar[] = [];
    const vehicleId = await inOneTransaction(db, async (tx) => {
      released = await releaseBridged(tx, row.vin);
      const enrolled = await enrollProven(tx, accountId, row.vin, nickname);
      if (options.preferredDealer)
        await tx.query("update accounts set preferred_dealer = $2 where id = $1", [accountId, options.preferredDealer]);
      await storeConsents(tx, accountId, enrolled, consents);
      return enrolled;
    });
    await provision(accountId, vehicleId);
    await tellReleased(
      released.filter((car) => car.accountId !== accountId),
      proof?.kind === "inCar" ? "inCar" : "dealerToken",
    );
    return vehicleId;
  }

  return { checkDealerToken, checkOwner, knownPreferredDealer, register, addVehicle };
}

export type EnrollmentService = ReturnType<typeof createEnrollmentService>;
