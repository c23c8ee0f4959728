import type { Database } from "../db/database.ts";
import {
  activateDigitalKey,
  enrollDigitalKey,
  newPairingPassword,
  shareDigitalKey,
} from "../modules/digital-key/digital-key-repository.ts";

/** The demo owner's default electric car holds a paired digital key, shared with two phones. */
export async function seedDemoDigitalKey(db: Database, accountId: string, vehicleId: string): Promise<void> {
  const enrolled = await enrollDigitalKey(
    db,
    { vehicleId, accountId, firstName: "Dana", lastName: "Tremblay", phoneNumber: "4165550123" },
    newPairingPassword(),
  );
  if (!enrolled) return;
  await activateDigitalKey(db, vehicleId, "20250915");
  await shareDigitalKey(db, vehicleId, {
    shared_with: "Alex Tremblay",
    device_name: "Pixel 8",
    not_before: "20251001",
    not_after: "20271231",
  });
  await shareDigitalKey(db, vehicleId, {
    shared_with: "Sam Gagnon",
    device_name: "iPhone 15",
    not_before: "20260301",
    not_after: "20260831",
  });
}
