import type { BrandCode } from "@carport/protocol";
import { initialVehicleStatus, type LinkCredentials } from "@carport/telematics";
import type { Database } from "../../db/database.ts";
import { findAccountByEmail, insertAccount } from "../../core/account-repository.ts";
import { hashSecret } from "../../core/secret-hashing.ts";
import { hashPin } from "../../core/pin-verifiers.ts";
import { acceptCurrentTerms } from "../terms/index.ts";
import { saveStatus } from "../../core/status-repository.ts";
import { insertVehicle } from "../../core/vehicle-repository.ts";
import { RANGE_AT_FULL } from "../vehicle-link/index.ts";
import { createVehicleIdentity } from "../vehicle-link/index.ts";
import { insertFactoryVehicle, type FactoryVehicle } from "./factory-repository.ts";

/** Operator actions on the fleet: the admin command line and the demo seed both go through here. */
export function createFleetService(db: Database) {
  return {
    /**
     * Adds a vehicle to the factory record with its vehicle-link identity; answers that identity's
     * credentials (the only time the secret is shown), or null for a VIN already there.
     */
    provision: (vehicle: FactoryVehicle): Promise<LinkCredentials | null> =>
      db.transaction(async (tx) => ((await insertFactoryVehicle(tx, vehicle)) ? createVehicleIdentity(tx, vehicle.vin) : null)),

    async createAccount(input: {
      brand: BrandCode;
      email: string;
      password: string;
      pin: string;
      firstName: string;
      lastName: string;
      postalCode?: string;
      /** The operator's accounts (admin tool, demo seed) are confirmed; registration passes false. */
      emailConfirmed?: boolean;
      /** The operator's accounts have accepted the brand's current terms; registration records its own acceptance. */
      termsAccepted?: boolean;
    }): Promise<{ id: string; created: boolean }> {
      const existing = await findAccountByEmail(db, input.brand, input.email);
      if (existing) return { id: existing.id, created: false };
      const id = await insertAccount(db, {
        brand: input.brand,
        email: input.email,
        passwordHash: await hashSecret(input.password),
        pinHash: hashPin(input.pin),
        firstName: input.firstName,
        lastName: input.lastName,
        ...(input.postalCode ? { postalCode: input.postalCode } : {}),
        emailConfirmed: input.emailConfirmed ?? true,
      });
      if (input.termsAccepted ?? true) await acceptCurrentTerms(db, id, input.brand, true);
      return { id, created: true };
    },

    /** Enrolls a provisioned vehicle to an account and records its first status, in one transaction. */
    async enroll(input: {
      accountId: string;
      vin: string;
      nickname: string;
      isDefault?: boolean;
      suspended?: boolean;
      /** 4 fully enrolled (the default); 3 enrolled for safety services until the owner is confirmed. */
      enrollmentStatus?: number;
      odometer?: number;
      status?: { batterySoc?: number; fuelLevel?: number; plugged?: 0 | 1 | 2 };
    }): Promise<string> {
      return db.transaction(async (tx) => {
        const [factory] = await tx.query<{ fuel_kind_code: "G" | "E" | "P" | "F" }>(
          "select fuel_kind_code from factory_vehicles where vin = $1",
          [input.vin],
        );
        if (!factory) throw new Error(`VIN ${input.vin} is not in the factory record`);
        const id = await insertVehicle(tx, {
          vin: input.vin,
          accountId: input.accountId,
          nickname: input.nickname,
          enrollmentStatus: input.enrollmentStatus ?? 4,
          subscriptionStatus: (input.enrollmentStatus ?? 4) === 4 ? "A" : "P",
          subscriptionEndDate: "20291231",
          suspended: input.suspended ?? false,
          isDefault: input.isDefault ?? false,
          odometer: input.odometer ?? 0,
        });
        const now = new Date();
        const status = initialVehicleStatus(
          { fuelKindCode: factory.fuel_kind_code, rangeAtFull: RANGE_AT_FULL[factory.fuel_kind_code], ...input.status },
          now,
        );
        await saveStatus(tx, id, status, now);
        return id;
      });
    },

    /**
     * The dealer enrolls a car of the factory record to an existing account at delivery (status 2),
     * or records that the car enrolled itself from its screen (status 1). Either waits for the owner's
     * proof of ownership (the vehicles list opens the add-vehicle or the full enrollment dialog) and
     * gives nothing of the car until then. Refuses an unknown account or VIN, and a car enrolled already.
     */
    async enrollAwaitingOwner(input: {
      brand: BrandCode;
      email: string;
      vin: string;
      nickname: string;
      fromCar: boolean;
    }): Promise<string> {
      const account = await findAccountByEmail(db, input.brand, input.email);
      if (!account) throw new Error(`no ${input.brand} account ${input.email}`);
      const [factory] = await db.query<{ enrolled: boolean }>(
        "select exists (select 1 from vehicles v where v.vin = f.vin) as enrolled from factory_vehicles f where f.vin = $1 and f.brand = $2",
        [input.vin, input.brand],
      );
      if (!factory) throw new Error(`VIN ${input.vin} is not in the ${input.brand} factory record`);
      if (factory.enrolled) throw new Error(`VIN ${input.vin} is enrolled already`);
      return this.enroll({ accountId: account.id, vin: input.vin, nickname: input.nickname, enrollmentStatus: input.fromCar ? 1 : 2 });
    },
  };
}
