import type { FastifyInstance } from "fastify";
import { convertDistance, isServiceDateBeforeCar, nicknameSchema } from "@carport/domain";
import type { z } from "zod";
import { CALLS, invalidFieldDescription, type VehicleStatus } from "@carport/protocol";
import type { AnswerCache } from "../../db/answer-cache.ts";
import type { Database } from "../../db/database.ts";
import { serveCall, unchangingResult } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { accountDistanceUnit } from "../../core/account-repository.ts";
import { findLastStatus } from "../../core/status-repository.ts";
import type { LastStatuses } from "../../core/last-statuses.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";
import { refuseSuspendedVehicle } from "../vehicles/index.ts";
import { findServiceRecord, listTroubleCodes, saveServiceRecord, type ServiceRecord } from "./service-repository.ts";
import { formatDate, isCalendarDate, serviceSchedule, todayDate } from "./service-schedule.ts";
import { inLanguage } from "../../texts/server-texts.ts";

/** The odometer in km: the car's latest report, else the enrollment record. */
async function currentOdometerKm(db: Database, vehicle: VehicleRecord): Promise<number> {
  return odometerKm(vehicle, await findLastStatus(db, vehicle.id));
}

function odometerKm(vehicle: VehicleRecord, status: VehicleStatus | null): number {
  return (status as (VehicleStatus & { odometer?: { value: number } }) | null)?.odometer?.value ?? vehicle.odometer;
}

type ServiceRecordRow = ServiceRecord | null;

/**
 * A car linked from its maker: the maker's own service schedule (its nxtsvc maintenanceInfo, kept
 * with the mirrored status by the bridge), in the maker's units, its fields passed on as they came;
 * a field the maker did not give is Carport's own figure for it. Null for every other car.
 */
function makerSchedule(status: VehicleStatus | null, own: NextServiceAnswer): NextServiceAnswer | null {
  const maker = (status as { maintenanceInfo?: unknown } | null)?.maintenanceInfo;
  if (typeof maker !== "object" || maker === null || Array.isArray(maker)) return null;
  const merged = { maintenanceInfo: { ...own.maintenanceInfo, ...(maker as object) } };
  // A maker field of another type than Carport's clients expect is left out, never a failure.
  return CALLS.nextService.result.safeParse(merged).success ? unchangingResult(merged) : null;
}
type NextServiceAnswer = z.input<(typeof CALLS)["nextService"]["result"]>;

/** What nxtsvc's answer is made of, besides the vehicle record. */
interface NextServiceBasis {
  unit: 1 | 3;
  record: ServiceRecordRow;
  status: VehicleStatus | null;
  day: string;
}

function sameBasis(a: NextServiceBasis, b: NextServiceBasis): boolean {
  return a.unit === b.unit && a.record === b.record && a.status === b.status && a.day === b.day;
}

/** `nxtsvc`, `gtvhclhlth`, `gtsvcodm`, `svsvcodm` (= `svcodmt`), `dismisswarn`, `updvhclnck`. */
export function registerServiceRoutes(app: FastifyInstance, db: Database, answers: AnswerCache, lastStatus: LastStatuses): void {
  // nxtsvc's reads, kept until a change to the account or the vehicle's service record is announced.
  // The writers of the unit (accounts) and of the service record announce their changes ("a:", "v:").
  const distanceUnits = answers.kind<1 | 3>("distanceUnits");
  const serviceRecords = answers.kind<ServiceRecordRow>("serviceRecords");

  /** The vehicle's service record, kept; null when none was saved. */
  function serviceRecordOf(vehicle: VehicleRecord) {
    return serviceRecords.read(
      vehicle.id,
      () => findServiceRecord(db, vehicle.id),
      () => ({ accounts: [], vehicles: [vehicle.id] }),
    );
  }

  function schedule(vehicle: VehicleRecord, found: ServiceRecordRow, odometer: number) {
    const record = found ?? {
      interval_km: 8000,
      interval_months: 6,
      last_service_odometer: 0,
      last_service_date: formatDate(new Date(vehicle.enrolled_at)),
    };
    return { record, odometer, ...serviceSchedule(record, odometer) };
  }

  // nxtsvc's answer per vehicle record, with what it was made of: while the unit, the service
  // record, the car's last status and the day are the same objects and date, the bytes sent before
  // are sent again (unchangingResult), as lstvhclsts does.
  const nextServiceAnswers = new WeakMap<VehicleRecord, NextServiceBasis & { answer: object }>();

  serveCall(app, "nextService", async ({ session, vehicle }) => {
    refuseSuspendedVehicle(vehicle);
    const { accountId } = session;
    const basis: NextServiceBasis = {
      unit: await distanceUnits.read(
        accountId,
        () => accountDistanceUnit(db, accountId),
        () => ({ accounts: [accountId], vehicles: [] }),
      ),
      record: await serviceRecordOf(vehicle),
      status: await lastStatus.of(vehicle.id),
      day: todayDate(),
    };
    const kept = nextServiceAnswers.get(vehicle);
    if (kept && sameBasis(kept, basis)) return kept.answer as NextServiceAnswer;
    const s = schedule(vehicle, basis.record, odometerKm(vehicle, basis.status));
    const { unit } = basis;
    const d = (km: number) => Math.round(convertDistance(km, 1, unit));
    const answer: NextServiceAnswer = unchangingResult({
      maintenanceInfo: {
        currentOdometer: d(s.odometer),
        currentOdometerUnit: unit,
        imatServiceOdometer: d(s.nextOdometer),
        imatServiceOdometerUnit: unit,
        msopServiceOdometer: d(s.lastOdometer),
        msopServiceOdometerUnit: unit,
        serviceOdometerDuration: d(s.distanceLeft),
        serviceDaysDuration: s.daysLeft,
        serviceMonthsThreshold: s.record.interval_months,
        mtitServiceDate: s.nextDate,
        mtspServiceDate: s.lastDate,
        nextServiceOdometer: d(s.nextOdometer),
        nextServiceLeftOdometer: d(s.distanceLeft),
        nextServiceLeftDays: s.daysLeft,
        nextServiceDate: s.nextDate,
        lastServiceDate: s.lastDate,
        odometerUnit: unit,
      },
    });
    nextServiceAnswers.set(vehicle, { ...basis, answer: makerSchedule(basis.status, answer) ?? answer });
    return nextServiceAnswers.get(vehicle)!.answer as NextServiceAnswer;
  });

  serveCall(app, "vehicleHealth", async ({ vehicle, request }) => {
    refuseSuspendedVehicle(vehicle);
    const codes = await listTroubleCodes(db, vehicle.id);
    const issues = { Chassis: 0, Powertrain: 0, Safety: 0 };
    for (const c of codes) issues[c.system_name]++;
    return {
      dtcCount: codes.length,
      issues,
      DTCs: codes.map((c) => ({
        code: c.code,
        systemName: c.system_name,
        subSystemCode: c.sub_system_code,
        description: inLanguage({ en: c.description_en, fr: c.description_fr }, request.language),
        reportedDate: formatDate(new Date(c.reported_at)),
      })),
      warningMessage: vehicle.warning_message_id ? { messageId: vehicle.warning_message_id } : null,
    };
  });

  async function serviceOdometer(accountId: string, vehicle: VehicleRecord) {
    refuseSuspendedVehicle(vehicle);
    const unit = await accountDistanceUnit(db, accountId);
    const s = schedule(vehicle, await serviceRecordOf(vehicle), await currentOdometerKm(db, vehicle));
    const d = (km: number) => Math.round(convertDistance(km, 1, unit));
    return {
      serviceOdometer: d(s.lastOdometer),
      serviceDate: s.lastDate,
      serviceOdometerUnit: unit,
      intervalOdometer: d(s.record.interval_km),
      intervalMonths: s.record.interval_months,
      currentOdometer: d(s.odometer),
    };
  }

  serveCall(app, "serviceOdometerGet", ({ session, vehicle }) => serviceOdometer(session.accountId, vehicle));

  serveCall(app, "serviceOdometerSave", async ({ body, session, vehicle, request }) => {
    refuseSuspendedVehicle(vehicle);
    const unit = await accountDistanceUnit(db, session.accountId);
    const km = convertDistance(body.serviceOdometer, unit, 1);
    const invalid = (field: string, reason: string) => new ApiError("7998", invalidFieldDescription(field, reason, request.language), 400);
    if (!isCalendarDate(body.serviceDate)) throw invalid("serviceDate", "DATE_FORMAT");
    if (body.serviceDate > todayDate()) throw invalid("serviceDate", "DATE_IN_FUTURE");
    if (isServiceDateBeforeCar(body.serviceDate, vehicle.model_year)) throw invalid("serviceDate", "DATE_BEFORE_VEHICLE");
    if (km > (await currentOdometerKm(db, vehicle)) + 0.5) throw invalid("serviceOdometer", "ABOVE_CURRENT_ODOMETER");
    await saveServiceRecord(db, vehicle.id, km, body.serviceDate);
    return serviceOdometer(session.accountId, vehicle);
  });

  serveCall(app, "dismissWarning", async ({ body, vehicle }) => {
    await db.query("update vehicles set warning_message_id = null where id = $1 and warning_message_id = $2", [
      vehicle.id,
      body.warningMessageId,
    ]);
    db.announce(`v:${vehicle.id}`);
    return {};
  });

  serveCall(app, "updateNickname", async ({ body, vehicle, request }) => {
    const parsed = nicknameSchema.safeParse(body.nickName);
    if (!parsed.success) {
      throw new ApiError("7998", invalidFieldDescription("nickName", parsed.error.issues[0]!.message, request.language), 400);
    }
    // The session hook checked the body's vehicleId is the account's own (never a shared one).
    await db.query("update vehicles set nickname = $2 where id = $1", [vehicle.id, parsed.data]);
    db.announce(`v:${vehicle.id}`);
    return { nickName: parsed.data };
  });
}
