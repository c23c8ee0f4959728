import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { LanguageId } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { ApiError } from "../../http/api-error.ts";
import { serveCall } from "../../http/api-call.ts";
import type { ScopedVehicle, Session } from "../../http/request-context.ts";
import { CalendarConnectError, type CalendarProvider } from "./calendar-provider.ts";
import { presentCalendarAccount } from "./calendar-presenter.ts";
import {
  connectAccount,
  consumeAuthorizationState,
  deleteCalendarAccount,
  findCalendarAccount,
  findCalendarAccountByCp,
  insertConnectedAccount,
  listCalendarAccounts,
  setEnabled,
  startAuthorization,
} from "./calendar-repository.ts";
import type { CalendarSync } from "./calendar-sync.ts";
import type { CalDavCredentials } from "./caldav-provider.ts";
import type { CredentialBox } from "../../core/credential-box.ts";
import type { GoogleProvider } from "./google-provider.ts";

/** How long a Google-type authorization may take between calauthurl and addcalaccount. */
const AUTHORIZATION_TTL_MS = 10 * 60_000;

export interface CalendarRouteDeps {
  box: CredentialBox;
  sync: CalendarSync;
  caldav: CalendarProvider<CalDavCredentials>;
  /** Null when no OAuth client is configured. */
  google: GoogleProvider | null;
}

/** getcalaccount, setcalaccount, addcalaccount, modifycalaccount, delcalaccount and calauthurl. */
export function registerCalendarRoutes(app: FastifyInstance, db: Database, deps: CalendarRouteDeps): void {
  const { box, sync, caldav, google } = deps;

  async function answer(vehicle: ScopedVehicle, language: LanguageId) {
    const rows = await listCalendarAccounts(db, vehicle.id);
    return { calendarList: rows.map((row) => presentCalendarAccount(row, language)) };
  }

  /** Checks an app password by reading the calendar once: a refusal is the connect failure. */
  async function verifyCalDav(account: string, appPassword: string) {
    try {
      await caldav.fetchUpcoming(account, { appPassword }, sync.window());
    } catch (error) {
      if (error instanceof CalendarConnectError) throw new ApiError("7812");
      throw error;
    }
  }

  /** Takes the state once and trades the code for tokens: sealed credentials of the row the state was issued for. */
  async function authorize(session: Session, vehicle: ScopedVehicle, state: string, code: string, failure: "7810" | "7811") {
    if (!google) throw new ApiError(failure);
    const row = await consumeAuthorizationState(db, { vehicleId: vehicle.id, accountId: session.accountId, state });
    if (!row) throw new ApiError(failure);
    try {
      return { row, credentials: box.seal(await google.exchangeCode(code)) };
    } catch (error) {
      if (error instanceof CalendarConnectError) throw new ApiError("7812");
      throw error;
    }
  }

  serveCall(app, "calendarAccounts", async ({ vehicle, request }) => answer(vehicle, request.language));

  serveCall(app, "calendarAuthorize", async ({ body, session, vehicle }) => {
    if (!google) throw new ApiError("7810");
    const state = randomBytes(24).toString("base64url");
    await startAuthorization(db, {
      vehicleId: vehicle.id,
      accountId: session.accountId,
      calendarAccount: body.calendarAccount,
      state,
      expiresAt: new Date(Date.now() + AUTHORIZATION_TTL_MS),
    });
    return { authorizeUrl: google.authorizeUrl(state, body.calendarAccount), state };
  });

  serveCall(app, "calendarAdd", async ({ request, body, session, vehicle }) => {
    if (body.calendarCp === 2) {
      if (await findCalendarAccountByCp(db, vehicle.id, 2)) throw new ApiError("7810");
      await verifyCalDav(body.calendarAccount, body.appPassword!);
      const id = await insertConnectedAccount(db, {
        vehicleId: vehicle.id,
        accountId: session.accountId,
        cp: 2,
        calendarAccount: body.calendarAccount,
        credentials: box.seal({ appPassword: body.appPassword! } satisfies CalDavCredentials),
      });
      if (!id) throw new ApiError("7810");
    } else {
      const { row, credentials } = await authorize(session, vehicle, body.state!, body.authCode!, "7810");
      if (row.ucsc_status !== "P") throw new ApiError("7810");
      await connectAccount(db, row.id, body.calendarAccount, credentials);
    }
    await sync.syncVehicle(vehicle);
    return answer(vehicle, request.language);
  });

  serveCall(app, "calendarModify", async ({ request, body, session, vehicle }) => {
    const row = await findCalendarAccount(db, vehicle.id, body.calendarUserId);
    if (!row || row.calendar_cp !== body.calendarCp) throw new ApiError("7811");
    if (body.calendarCp === 2) {
      await verifyCalDav(body.calendarAccount, body.appPassword!);
      await connectAccount(db, row.id, body.calendarAccount, box.seal({ appPassword: body.appPassword! } satisfies CalDavCredentials));
    } else {
      const authorized = await authorize(session, vehicle, body.state!, body.authCode!, "7811");
      if (authorized.row.id !== row.id) throw new ApiError("7811");
      await connectAccount(db, row.id, body.calendarAccount, authorized.credentials);
    }
    await sync.syncVehicle(vehicle);
    return answer(vehicle, request.language);
  });

  serveCall(app, "calendarToggle", async ({ request, body, vehicle }) => {
    const row = await findCalendarAccount(db, vehicle.id, body.calendarUserId);
    if (!row || row.ucsc_status !== "C") throw new ApiError("7813");
    await setEnabled(db, row.id, body.enableYn);
    await sync.syncVehicle(vehicle);
    return answer(vehicle, request.language);
  });

  serveCall(app, "calendarDelete", async ({ request, body, vehicle }) => {
    const row = await findCalendarAccount(db, vehicle.id, body.calendarUserId);
    if (!row || row.calendar_cp !== body.calendarCp || row.calendar_account !== body.calendarAccount) throw new ApiError("7814");
    await deleteCalendarAccount(db, row.id);
    await sync.syncVehicle(vehicle);
    return answer(vehicle, request.language);
  });
}
