import type { FastifyInstance } from "fastify";
import { isNotificationRowLocked } from "@carport/domain";
import { fuelKindCodeSchema, invalidFieldDescription, type FuelKindCode, type LanguageId } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { renderInboxMessage } from "../messages/index.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";
import { saveSetting, settingOf, settingRows, type SettingRow } from "./notification-settings-repository.ts";
import { NOTIFICATION_TYPES, typeName, typesFor } from "./notification-types.ts";

function present(rows: SettingRow[], vehicleId: string, language: LanguageId) {
  return {
    notificationList: rows.map((r) => ({
      notificationType: r.type.type,
      notificationName: typeName(r.type, language),
      push: r.push,
      email: r.email,
      priorityType: r.type.priorityType,
      pushAlways: r.type.pushAlways,
      emailAlways: r.type.emailAlways,
      vehicleId,
    })),
  };
}

/** `gtntfsttngtyps`, `gtntfsttng`, `ntfsttng`, `ntfhstV2` (= `ntfhst`). */
export function registerNotificationRoutes(app: FastifyInstance, db: Database): void {
  const rowsOf = (accountId: string, vehicle: VehicleRecord) => settingRows(db, accountId, vehicle.id, typesFor(vehicle.fuel_kind_code));

  // Anonymous (an enrollment's choices): the car's fuel kind by its VIN, else the one named; the defaults, no account's settings.
  serveCall(app, "notificationTypes", async ({ body, request }) => {
    const [car] = body.vin
      ? await db.query<{ fuel_kind_code: FuelKindCode }>("select fuel_kind_code from factory_vehicles where vin = $1", [
          body.vin.toUpperCase(),
        ])
      : [];
    const named = fuelKindCodeSchema.safeParse(body.fuelKindCode).data;
    const fuelKind = car?.fuel_kind_code ?? named;
    const types = fuelKind ? typesFor(fuelKind) : NOTIFICATION_TYPES.filter((t) => t.fuelKinds.length === 0);
    return present(
      types.map((type) => settingOf(type, null)),
      body.vehicleId ?? "",
      request.language,
    );
  });
  serveCall(app, "notificationSettings", async ({ session, vehicle, request }) =>
    present(await rowsOf(session.accountId, vehicle), vehicle.id, request.language),
  );

  serveCall(app, "notificationSettingsSave", async ({ body, session, vehicle, request }) => {
    const accountId = session.accountId;
    const current = await rowsOf(accountId, vehicle);
    const changes = body.notificationList.map((requested, index) => {
      const row = current.find((r) => r.type.type === requested.notificationType);
      const field = (name: string) => `notificationList.${index}.${name}`;
      if (!row) throw new ApiError("7998", invalidFieldDescription(field("notificationType"), "UNKNOWN", request.language), 400);
      const push = requested.push ?? row.push;
      const email = requested.email ?? row.email;
      const locked = isNotificationRowLocked({
        priorityType: row.type.priorityType,
        pushAlways: row.type.pushAlways,
        emailAlways: row.type.emailAlways,
      });
      if (locked && (push !== row.push || email !== row.email)) {
        throw new ApiError("7998", invalidFieldDescription(field(push !== row.push ? "push" : "email"), "LOCKED", request.language), 400);
      }
      return { type: row.type.type, push: push === "Y", email: email === "Y", locked };
    });
    await db.transaction(async (tx) => {
      for (const c of changes) if (!c.locked) await saveSetting(tx, accountId, vehicle.id, c.type, c.push, c.email);
    });
    return present(await rowsOf(accountId, vehicle), vehicle.id, request.language);
  });

  serveCall(app, "notificationHistory", async ({ session, request }) => {
    const rows = await db.query<{
      vehicle_id: string;
      nickname: string;
      model_name: string;
      notification_type: string;
      channel: "email" | "push" | "webhook" | "ntfy" | "gotify";
      message_key: string;
      created_at: Date;
    }>(
      `select d.vehicle_id, v.nickname, f.model_name, d.notification_type, d.channel, d.message_key, d.created_at
         from notification_deliveries d join vehicles v on v.id = d.vehicle_id join factory_vehicles f on f.vin = v.vin
        where d.account_id = $1 order by d.id desc limit 100`,
      [session.accountId],
    );
    return {
      notifications: rows.map((r) => {
        const at = new Date(r.created_at).toISOString();
        const type = NOTIFICATION_TYPES.find((t) => t.type === r.notification_type);
        return {
          nickname: r.nickname,
          modelName: r.model_name,
          vehicleId: r.vehicle_id,
          date: at.slice(0, 10).replaceAll("-", ""),
          time: at.slice(11, 19).replaceAll(":", ""),
          notificationType: r.notification_type,
          notificationName: type ? typeName(type, request.language) : r.notification_type,
          channel: r.channel,
          title: renderInboxMessage({ message_key: r.message_key, detail: "", api_code: null }, request.language).title,
        };
      }),
    };
  });
}
