import type { BrandCode, FuelKindCode } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";

/** A vehicle as the factory built it: model, powertrain, first owner and dealer token. */
export interface FactoryVehicle {
  vin: string;
  brand: BrandCode;
  modelCode: string;
  modelName: string;
  modelYear: string;
  trim: string;
  exteriorColor: string;
  fuelKindCode: FuelKindCode;
  genType: string;
  /** null: unknown (a car brought in from its maker, which did not tell). */
  isCcs2: boolean | null;
  remoteIgnition: boolean | null;
  mainBatteryType: string;
  ownerFirstName: string;
  ownerLastName: string;
  ownerPostalCode: string;
  dealerToken: string;
  dealerCode: string;
  /** The telematics unit's modem id, when the factory recorded one. */
  meid?: string;
}

/** Adds a vehicle to the factory record; a VIN already there is left as it is. Answers whether it was new. */
export async function insertFactoryVehicle(db: Queryable, v: FactoryVehicle): Promise<boolean> {
  const rows = await db.query(
    `insert into factory_vehicles (vin, brand, model_code, model_name, model_year, trim, exterior_color,
       fuel_kind_code, gen_type, is_ccs2, remote_ignition, main_battery_type, owner_first_name,
       owner_last_name, owner_postal_code, dealer_token, dealer_code, meid)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18)
     on conflict (vin) do nothing returning vin`,
    [
      v.vin,
      v.brand,
      v.modelCode,
      v.modelName,
      v.modelYear,
      v.trim,
      v.exteriorColor,
      v.fuelKindCode,
      v.genType,
      v.isCcs2,
      v.remoteIgnition,
      v.mainBatteryType,
      v.ownerFirstName,
      v.ownerLastName,
      v.ownerPostalCode,
      v.dealerToken,
      v.dealerCode,
      v.meid ?? null,
    ],
  );
  return rows.length > 0;
}

export function listFactoryVehicles(db: Queryable, options: { brand?: BrandCode; unenrolledOnly?: boolean }) {
  return db.query<{
    vin: string;
    brand: string;
    model_name: string;
    model_year: string;
    fuel_kind_code: string;
    owner_first_name: string;
    owner_last_name: string;
    owner_postal_code: string;
    dealer_token: string;
    enrolled: boolean;
  }>(
    `select f.vin, f.brand, f.model_name, f.model_year, f.fuel_kind_code, f.owner_first_name, f.owner_last_name,
            f.owner_postal_code, f.dealer_token, (v.id is not null) as enrolled
       from factory_vehicles f left join vehicles v on v.vin = f.vin
      where ($1::text is null or f.brand = $1) and (not $2::boolean or v.id is null)
      order by f.brand, f.vin`,
    [options.brand ?? null, options.unenrolledOnly ?? false],
  );
}
