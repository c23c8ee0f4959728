import type { FastifyInstance } from "fastify";
import { convertDistance } from "@carport/domain";
import { wireTimestamp } from "@carport/telematics";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { accountDistanceUnit } from "../../core/account-repository.ts";
import { findLastStatus } from "../../core/status-repository.ts";

interface ValetState {
  mode: 0 | 1;
  startedAt: string | null;
  endedAt: string | null;
  maxSpeedKmh: number;
  km: number;
  minutes: number;
}

const stamp = (iso: string | null) => (iso ? wireTimestamp(new Date(iso)) : "");
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** `lastvaletstatus`: the car's valet state, with 2 or 3 while a valet command is on its way. */
export function registerValetRoutes(app: FastifyInstance, db: Database): void {
  serveCall(app, "valetStatus", async ({ session, vehicle }) => {
    const status = (await findLastStatus(db, vehicle.id)) as { valet?: ValetState } | null;
    const valet = status?.valet ?? { mode: 0, startedAt: null, endedAt: null, maxSpeedKmh: 0, km: 0, minutes: 0 };
    const [pending] = await db.query<{ api_code: string }>(
      "select api_code from remote_transactions where vehicle_id = $1 and state = 'P' and api_code in ('valetActivate', 'valetDeactivate')",
      [vehicle.id],
    );
    const mode = pending ? (pending.api_code === "valetActivate" ? 2 : 3) : valet.mode;
    const unit = await accountDistanceUnit(db, session.accountId);
    return {
      valetMode: mode,
      startDate: stamp(valet.startedAt),
      endDate: stamp(valet.endedAt),
      deactivatedDate: stamp(valet.endedAt),
      maxSpeed: twoDecimals(convertDistance(valet.maxSpeedKmh, 1, unit)),
      maxSpeedUnit: unit,
      runTime: valet.minutes,
      runTimeUnit: "min" as const,
      runDistance: twoDecimals(convertDistance(valet.km, 1, unit)),
      runDistanceUnit: unit,
    };
  });
}
