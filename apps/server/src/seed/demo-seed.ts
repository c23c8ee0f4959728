import { BRAND_CODES, type BrandCode } from "@carport/protocol";
import type { Database } from "../db/database.ts";
import { createFleetService } from "../modules/fleet/fleet-service.ts";
import { recordAcceptance } from "../modules/terms/terms-repository.ts";
import { CURRENT_TERMS } from "../modules/terms/terms-content.ts";
import { listFactoryVehicles } from "../modules/fleet/factory-repository.ts";
import { seedDemoServiceHistory } from "./demo-service-history.ts";
import { seedDemoTrips } from "./demo-trips.ts";
import { seedDemoStatusHistory } from "./demo-status-history.ts";
import { seedDemoDigitalKey } from "./demo-digital-key.ts";
import { vehicleProfile } from "../modules/vehicle-link/vehicle-profile.ts";
import {
  DEMO_FLEET,
  DEMO_PASSWORD,
  DEMO_PIN,
  demoEmail,
  demoMeid,
  FLEET_DEMO_OWNER,
  FLEET_DEMO_VEHICLES,
  SECOND_DEMO_OWNER,
  type DemoVehicle,
} from "./demo-fleet.ts";

/** Puts demo cars in the factory record (a VIN already there stays as it is). */
async function provisionDemoVehicles(db: Database, brand: BrandCode, vehicles: DemoVehicle[]): Promise<void> {
  const fleet = createFleetService(db);
  for (const vehicle of vehicles) {
    await fleet.provision({
      vin: vehicle.vin,
      brand,
      ...vehicle.model,
      ownerFirstName: vehicle.owner.firstName,
      ownerLastName: vehicle.owner.lastName,
      ownerPostalCode: vehicle.owner.postalCode,
      dealerToken: vehicle.owner.dealerToken,
      dealerCode: `${brand.toUpperCase()}-D01`,
      meid: demoMeid(vehicle.vin),
    });
  }
}

/** Enrolls the cars of `vehicles` marked enrolled to the account, skipping any already enrolled; answers how many. */
async function enrollDemoVehicles(db: Database, brand: BrandCode, accountId: string, vehicles: DemoVehicle[]): Promise<number> {
  const fleet = createFleetService(db);
  const enrolledVins = new Set((await listFactoryVehicles(db, { brand })).filter((v) => v.enrolled).map((v) => v.vin));
  const historyUntil = new Date(Date.now() - 60_000);
  let enrolled = 0;
  for (const vehicle of vehicles) {
    if (!vehicle.enrolled || enrolledVins.has(vehicle.vin)) continue;
    const vehicleId = await fleet.enroll({
      accountId,
      vin: vehicle.vin,
      nickname: vehicle.enrolled.nickname,
      isDefault: vehicle.enrolled.isDefault ?? false,
      suspended: vehicle.enrolled.suspended ?? false,
      enrollmentStatus: vehicle.enrolled.enrollmentStatus ?? 4,
      odometer: vehicle.enrolled.odometer,
      ...(vehicle.enrolled.status ? { status: vehicle.enrolled.status } : {}),
    });
    // A car waiting for its owner's proof has no history to show yet.
    if (!vehicle.enrolled.suspended && !vehicle.enrolled.enrollmentStatus) {
      await seedDemoServiceHistory(db, vehicleId, vehicle.model.fuelKindCode, vehicle.enrolled.odometer);
      const profile = vehicleProfile(vehicle.vin, vehicle.model, vehicle.enrolled.odometer);
      // One instant for both: seeded in the first minute of a UTC day, the reads (up to a minute
      // ago) and the trips would otherwise lay the week's drives out from different midnights.
      await seedDemoTrips(db, vehicleId, profile, historyUntil);
      await seedDemoStatusHistory(
        db,
        vehicleId,
        profile,
        { soc: vehicle.enrolled.status?.batterySoc, fuel: vehicle.enrolled.status?.fuelLevel, odometer: vehicle.enrolled.odometer },
        historyUntil,
      );
    }
    if (vehicle.enrolled.isDefault && vehicle.model.fuelKindCode === "E") await seedDemoDigitalKey(db, accountId, vehicleId);
    enrolled++;
  }
  return enrolled;
}

/** Provisions the demo fleet and the demo owner of each brand; running it again changes nothing. */
export async function seedDemo(db: Database): Promise<{ accountsCreated: number; vehiclesEnrolled: number }> {
  const fleet = createFleetService(db);
  let accountsCreated = 0;
  let vehiclesEnrolled = 0;
  for (const brand of BRAND_CODES) {
    await provisionDemoVehicles(db, brand, DEMO_FLEET[brand]);
    const account = await fleet.createAccount({
      brand,
      email: demoEmail(brand),
      password: DEMO_PASSWORD,
      pin: DEMO_PIN,
      firstName: "Dana",
      lastName: "Tremblay",
      postalCode: "M5V 2T6",
    });
    if (account.created) {
      accountsCreated++;
      await recordAcceptance(db, account.id, CURRENT_TERMS.version, true);
    }
    vehiclesEnrolled += await enrollDemoVehicles(db, brand, account.id, DEMO_FLEET[brand]);
  }
  const second = await fleet.createAccount({ ...SECOND_DEMO_OWNER, password: DEMO_PASSWORD, pin: DEMO_PIN });
  if (second.created) {
    accountsCreated++;
    await recordAcceptance(db, second.id, CURRENT_TERMS.version, true);
  }
  await provisionDemoVehicles(db, FLEET_DEMO_OWNER.brand, FLEET_DEMO_VEHICLES);
  const fleetOwner = await fleet.createAccount({ ...FLEET_DEMO_OWNER, password: DEMO_PASSWORD, pin: DEMO_PIN });
  if (fleetOwner.created) {
    accountsCreated++;
    await recordAcceptance(db, fleetOwner.id, CURRENT_TERMS.version, true);
  }
  vehiclesEnrolled += await enrollDemoVehicles(db, FLEET_DEMO_OWNER.brand, fleetOwner.id, FLEET_DEMO_VEHICLES);
  return { accountsCreated, vehiclesEnrolled };
}
