import type { Queryable } from "../db/database.ts";
import { saveServiceRecord } from "../modules/service/service-repository.ts";
import { formatDate } from "../modules/service/service-schedule.ts";

type Kind = "E" | "P" | "G" | "F";

/** Last service by powertrain: the EV is well within its schedule, the hybrid is over its distance, the combustion car is overdue on both. */
const LAST_SERVICE: Record<Kind, { monthsAgo: number; kmAgo: number }> = {
  E: { monthsAgo: 2, kmAgo: 3000 },
  P: { monthsAgo: 4, kmAgo: 8500 },
  G: { monthsAgo: 7, kmAgo: 9200 },
  F: { monthsAgo: 1, kmAgo: 500 },
};

const TROUBLE_CODES = [
  {
    code: "C1201",
    system: "Chassis",
    sub: "ESC",
    en: "Stability control needs a check.",
    fr: "Le contrôle de stabilité doit être vérifié.",
  },
  {
    code: "B1650",
    system: "Safety",
    sub: "SRS",
    en: "Passenger airbag sensor fault.",
    fr: "Défaillance du capteur du coussin gonflable passager.",
  },
] as const;

/** Gives a demo vehicle a service history, and the combustion car two trouble codes and a safety warning. */
export async function seedDemoServiceHistory(db: Queryable, vehicleId: string, kind: Kind, odometer: number): Promise<void> {
  const last = LAST_SERVICE[kind];
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - last.monthsAgo);
  await saveServiceRecord(db, vehicleId, Math.max(0, odometer - last.kmAgo), formatDate(date));
  if (kind !== "G") return;
  for (const c of TROUBLE_CODES) {
    await db.query(
      `insert into vehicle_trouble_codes (vehicle_id, code, system_name, sub_system_code, description_en, description_fr)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [vehicleId, c.code, c.system, c.sub, c.en, c.fr],
    );
  }
  await db.query("update vehicles set dtc_count = $2, warning_message_id = 'SRS-AIRBAG' where id = $1", [vehicleId, TROUBLE_CODES.length]);
}
