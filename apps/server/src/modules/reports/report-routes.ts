import type { FastifyInstance } from "fastify";
import { convertDistance } from "@carport/domain";
import type { BrandCode, VehicleStatus } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { accountDistanceUnit, findAccountById } from "../../core/account-repository.ts";
import { createDealerDirectory } from "../dealers/index.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";
import { listTroubleCodes } from "../service/index.ts";
import { findLastStatus } from "../../core/status-repository.ts";
import { drivingInfo, reportIds, reportPeriod } from "./monthly-report.ts";
import { firstTripDate, latestTrips, listTrips } from "./trip-repository.ts";
import { inLanguage } from "../../texts/server-texts.ts";

const pad = (n: number) => String(n).padStart(2, "0");
function localDateTime(date: Date): string {
  const d = new Date(date);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
const dashed = (id: string) => `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}`;

/** `gtmvrlst`, `gtmvrrpt`, `gtmvrdy`, `svmvrdy`, `alerts/maintenance/evTripDetails`. */
export function registerReportRoutes(app: FastifyInstance, db: Database): void {
  const directory = createDealerDirectory(db);
  /** The report's dealer: the account's preferred dealer, else the one that sold the vehicle. */
  async function reportDealer(accountId: string, vehicle: VehicleRecord) {
    const account = await findAccountById(db, accountId);
    const chosen =
      (account?.preferred_dealer ? await directory.find(vehicle.brand as BrandCode, account.preferred_dealer) : null) ??
      (await directory.find(vehicle.brand as BrandCode, vehicle.dealer_code || `${vehicle.brand.toUpperCase()}-D01`));
    return chosen
      ? { dealerCode: chosen.dealerCode, name: chosen.dealerName, phone: chosen.phone }
      : { dealerCode: vehicle.dealer_code, name: "", phone: "" };
  }
  async function availableReports(vehicle: { id: string; enrolled_at: Date }) {
    const [row] = await db.query<{ report_day: number }>("select report_day from vehicles where id = $1", [vehicle.id]);
    const since = (await firstTripDate(db, vehicle.id)) ?? new Date(vehicle.enrolled_at);
    return reportIds(since, row?.report_day ?? 1);
  }

  serveCall(app, "reportList", async ({ vehicle }) => ({
    reports: (await availableReports(vehicle)).map((reportId) => ({ reportId, reportDate: dashed(reportId) })),
  }));

  serveCall(app, "report", async ({ body, session, vehicle, request }) => {
    if (!(await availableReports(vehicle)).includes(body.reportId)) {
      throw new ApiError("7998", "Invalid request: field 'reportId': MVR_NOT_FOUND", 400);
    }
    const unit = await accountDistanceUnit(db, session.accountId);
    const factor = convertDistance(1, 1, unit);
    const { start, end } = reportPeriod(body.reportId);
    const trips = await listTrips(db, vehicle.id, start, end);
    const codes = await listTroubleCodes(db, vehicle.id);
    const status = (await findLastStatus(db, vehicle.id)) as (VehicleStatus & { odometer?: { value: number } }) | null;
    const systems = (["Chassis", "Powertrain", "Safety"] as const).map((systemName) => ({
      systemName,
      dtcCount: codes.filter((c) => c.system_name === systemName).length,
    }));
    return {
      report: {
        reportId: body.reportId,
        reportDate: dashed(body.reportId),
        periodStart: start.toISOString().slice(0, 10),
        periodEnd: end.toISOString().slice(0, 10),
        odometer: Math.round((status?.odometer?.value ?? vehicle.odometer) * factor),
        odometerUnit: unit,
        systems,
        dtcs: codes.map((c) => ({
          code: c.code,
          systemName: c.system_name,
          description: inLanguage({ en: c.description_en, fr: c.description_fr }, request.language),
        })),
        recallDetail: [],
        drivingInfo: drivingInfo(trips, factor, unit),
        dealer: await reportDealer(session.accountId, vehicle),
      },
    };
  });

  serveCall(app, "reportDayGet", async ({ vehicle }) => {
    const [row] = await db.query<{ report_day: number }>("select report_day from vehicles where id = $1", [vehicle.id]);
    return { day: row?.report_day ?? 1 };
  });

  serveCall(app, "reportDaySave", async ({ body, vehicle }) => {
    await db.query("update vehicles set report_day = $2 where id = $1", [vehicle.id, body.day]);
    db.announce(`v:${vehicle.id}`);
    return { day: body.day };
  });

  serveCall(app, "evTripDetails", async ({ vehicle }) => {
    if (vehicle.fuel_kind_code !== "E" && vehicle.fuel_kind_code !== "P") throw new ApiError("7705");
    const trips = await latestTrips(db, vehicle.id, 20);
    return {
      tripdetails: trips.map((t) => ({
        startdate: localDateTime(t.started_at),
        distance: t.km,
        totalused: Math.round((t.drivetrain_kwh + t.climate_kwh + t.accessories_kwh + t.battery_care_kwh) * 100) / 100,
        drivetrain: t.drivetrain_kwh,
        climate: t.climate_kwh,
        accessories: t.accessories_kwh,
        batterycare: t.battery_care_kwh,
        regen: t.regen_kwh,
      })),
    };
  });
}
