import { isProvenEnrollment } from "@carport/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { invalidFieldDescription, PROFILE_INDEXES } from "@carport/protocol";
import { wireTimestamp } from "@carport/telematics";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { findActiveShare, findOpenShare, saveSharedProfile } from "../../core/share-repository.ts";
import { listVehiclesOfAccount, type VehicleRecord } from "../../core/vehicle-repository.ts";
import { insertProfileLog, listProfileLog, listProfiles, saveProfile } from "./profile-repository.ts";
import { presentProfile, presentSecondaryDriver, presentSharedProfile } from "./profile-presenter.ts";
import { defaultProfileName, logDescription } from "./profile-texts.ts";
import { checkElementValues } from "./profile-tree.ts";

type ProfileSave = Parameters<typeof checkElementValues>[1];

/** The values of a save once checked against the vehicle's tree; 7998 naming the entry otherwise (nothing saved). */
function checkedValues(
  request: FastifyRequest,
  vehicle: VehicleRecord,
  profile: { category: ProfileSave; categoryFile: Array<{ elementName: string; elementValue: string }> },
) {
  const checked = checkElementValues(vehicle, profile.category, profile.categoryFile, "profile.categoryFile");
  if ("problem" in checked) {
    throw new ApiError("7998", invalidFieldDescription(checked.problem.field, checked.problem.reason, request.language), 400);
  }
  return checked.values;
}

/**
 * `tmuprofSynRes`, `usrproupdte`, `usrproupdteshared`, `getprofilelog`, `usrprovhcllst`. The
 * session hook decided who may call (primary driver, or second driver in the share scope); these
 * answer by that role: a second driver only ever sees and saves their shared profile.
 */
export function registerProfileRoutes(app: FastifyInstance, db: Database): void {
  serveCall(app, "profiles", async ({ session, vehicle, request }) => {
    const language = request.language;
    if (request.vehicleRole === "secondary") {
      const share = await findActiveShare(db, vehicle.id, session.accountId);
      if (!share) throw new ApiError("7202");
      return {
        vehicleId: vehicle.id,
        driverRole: "secondary" as const,
        profiles: [],
        sharedProfile: presentSharedProfile(vehicle, share, language),
        secondaryDriver: presentSecondaryDriver(share),
      };
    }
    const rows = await listProfiles(db, [vehicle.id]);
    const share = await findOpenShare(db, vehicle.id);
    return {
      vehicleId: vehicle.id,
      driverRole: "primary" as const,
      profiles: PROFILE_INDEXES.map((index) =>
        presentProfile(
          vehicle,
          index,
          rows.find((r) => r.profile_index === index),
          language,
        ),
      ),
      sharedProfile: share ? presentSharedProfile(vehicle, share, language) : null,
      secondaryDriver: presentSecondaryDriver(share),
    };
  });

  serveCall(app, "profileSave", async ({ body, session, vehicle, request }) => {
    const { profile } = body;
    const values = checkedValues(request, vehicle, profile);
    const row = await db.transaction(async (tx) => {
      const saved = await saveProfile(tx, {
        vehicleId: vehicle.id,
        index: profile.profileIndex,
        name: profile.profileName,
        values,
        savedTime: profile.savedTime,
        savedTimeOffset: profile.savedTimeOffset,
      });
      await insertProfileLog(tx, {
        vehicleId: vehicle.id,
        accountId: session.accountId,
        profileIndex: profile.profileIndex,
        action: "SAVE",
        category: profile.category,
        elements: Object.keys(values),
        savedTime: profile.savedTime,
        savedTimeOffset: profile.savedTimeOffset,
      });
      return saved;
    });
    return { profile: presentProfile(vehicle, profile.profileIndex, row, request.language) };
  });

  serveCall(app, "sharedProfileSave", async ({ body, session, vehicle, request }) => {
    const accountId = session.accountId;
    const share = await findActiveShare(db, vehicle.id, accountId);
    if (!share) throw new ApiError("7202");
    const { profile } = body;
    const values = checkedValues(request, vehicle, profile);
    await db.transaction(async (tx) => {
      await saveSharedProfile(tx, {
        id: share.id,
        name: profile.profileName,
        values,
        savedTime: profile.savedTime,
        savedTimeOffset: profile.savedTimeOffset,
      });
      await insertProfileLog(tx, {
        vehicleId: vehicle.id,
        accountId,
        shareId: share.id,
        action: "SHARED_SAVE",
        category: profile.category,
        elements: Object.keys(values),
        savedTime: profile.savedTime,
        savedTimeOffset: profile.savedTimeOffset,
      });
    });
    const saved = await findActiveShare(db, vehicle.id, accountId);
    if (!saved) throw new ApiError("7202");
    return { sharedProfile: presentSharedProfile(vehicle, saved, request.language) };
  });

  serveCall(app, "profileLog", async ({ session, vehicle, request }) => {
    let shareId: string | null = null;
    if (request.vehicleRole === "secondary") {
      const share = await findActiveShare(db, vehicle.id, session.accountId);
      if (!share) throw new ApiError("7202");
      shareId = share.id;
    }
    const lines = await listProfileLog(db, vehicle.id, shareId);
    return {
      logs: lines.map((line) => {
        const byPrimary = line.account_id === line.vehicle_account_id;
        return {
          logId: line.id,
          action: line.action,
          description: logDescription(line, byPrimary, request.language),
          profileIndex: line.profile_index,
          category: line.category,
          elements: line.elements,
          driverRole: byPrimary ? ("primary" as const) : ("secondary" as const),
          savedTime: line.saved_time,
          savedTimeOffset: line.saved_time_offset,
          loggedAt: wireTimestamp(new Date(line.created_at)),
        };
      }),
    };
  });

  serveCall(app, "profileVehicles", async ({ session, request }) => {
    // The driver profiles a car reported are not shown for a car enrolled without proof.
    const vehicles = (await listVehiclesOfAccount(db, session.accountId)).filter((v) => isProvenEnrollment(v.enrollment_status));
    const rows = await listProfiles(
      db,
      vehicles.map((v) => v.id),
    );
    return {
      vehicles: vehicles.map((vehicle) => ({
        vehicleId: vehicle.id,
        nickName: vehicle.nickname,
        modelName: vehicle.model_name,
        modelYear: vehicle.model_year,
        profiles: PROFILE_INDEXES.map((index) => {
          const row = rows.find((r) => r.vehicle_id === vehicle.id && r.profile_index === index);
          return {
            profileIndex: index,
            profileName: row?.profile_name ?? defaultProfileName(index, request.language),
            syncState: row ? ("0" as const) : ("2" as const),
          };
        }),
      })),
    };
  });
}
