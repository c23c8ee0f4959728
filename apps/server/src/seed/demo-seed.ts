import { BRAND_CODES } from "@carport/protocol";
import type { Database } from "../db/database.ts";
import { createFleetService } from "../modules/fleet/fleet-service.ts";
import { recordAcceptance } from "../modules/terms/terms-repository.ts";
import { CURRENT_TERMS } from "../modules/terms/terms-content.ts";
import { listFactoryVehicles } from "../modules/fleet/factory-repository.ts";
import { seedDemoServiceHistory } from "./demo-service-history.ts";
import { seedDemoTrips } from "./demo-trips.ts";
import { seedDemoDigitalKey } from "./demo-digital-key.ts";
import { vehicleProfile } from "../modules/vehicle-link/vehicle-profile.ts";
import { DEMO_FLEET, DEMO_PASSWORD, DEMO_PIN, demoEmail } from "./demo-fleet.ts";

/** Provisions the demo fleet and the demo owner of each brand; running it again changes nothing. */
export async function seedDemo(db: Database): Promise<{ accountsCreated: number; vehiclesEnrolled: number }> {
  const fleet = createFleetService(db);
  let accountsCreated = 0;
  let vehiclesEnrolled = 0;
  for (const brand of BRAND_CODES) {
    for (const vehicle of DEMO_FLEET[brand]) {
      await fleet.provision({
        vin: vehicle.vin,
        brand,
        ...vehicle.model,
        ownerFirstName: vehicle.owner.firstName,
        ownerLastName: vehicle.owner.lastName,
        ownerPostalCode: vehicle.owner.postalCode,
        dealerToken: vehicle.owner.dealerToken,
        dealerCode: `${brand.toUpperCase()}-D01`,
      });
    }
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
    const enrolledVins = new Set(
      (await listFactoryVehicles(db, { brand })).filter((v) => v.enrolled).map((v) => v.vin),
    );
    for (const vehicle of DEMO_FLEET[brand]) {
      if (!vehicle.enrolled || enrolledVins.has(vehicle.vin)) continue;
      const vehicleId = await fleet.enroll({
        accountId: account.id,
        vin: vehicle.vin,
        nickname: vehicle.enrolled.nickname,
        isDefault: vehicle.enrolled.isDefault ?? false,
        suspended: vehicle.enrolled.suspended ?? false,
        odometer: vehicle.enrolled.odometer,
        ...(vehicle.enrolled.status ? { status: vehicle.enrolled.status } : {}),
      });
      if (!vehicle.enrolled.suspended) {
        await seedDemoServiceHistory(db, vehicleId, vehicle.model.fuelKindCode, vehicle.enrolled.odometer);
        await seedDemoTrips(db, vehicleId, vehicleProfile(vehicle.vin, vehicle.model, vehicle.enrolled.odometer));
      }
      if (vehicle.enrolled.isDefault && vehicle.model.fuelKindCode === "E") await seedDemoDigitalKey(db, account.id, vehicleId);
      vehiclesEnrolled++;
    }
  }
  return { accountsCreated, vehiclesEnrolled };
}
