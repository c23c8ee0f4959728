import { PENDING_ENROLLMENT_STATUSES } from "@carport/domain";
import { errorDescription, type LanguageId, type UpstreamAccount, type UpstreamBrand, type UpstreamVehicle } from "@carport/protocol";
import { wireTimestamp } from "@carport/telematics";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.ts";
import { deleteWithDependents } from "../../db/delete-with-dependents.ts";
import { ApiError } from "../../http/api-error.ts";
import type { CredentialBox } from "../../core/credential-box.ts";
import { insertFactoryVehicle } from "../fleet/index.ts";
import { saveStatus } from "../../core/status-repository.ts";
import { insertVehicle, listVehiclesOfAccount } from "../../core/vehicle-repository.ts";
import { carportCodeOf, UpstreamError } from "./upstream-client.ts";
import {
  findUpstreamAccount,
  insertUpstreamVehicle,
  listUpstreamAccounts,
  listUpstreamVehicles,
  recordUpstreamFailure,
  recordUpstreamPollSuccess,
  recordUpstreamSuccess,
  setUpstreamPin,
  setUpstreamSession,
  upsertUpstreamAccount,
  type UpstreamAccountRow,
} from "./upstream-repository.ts";
import { makerSignInTries } from "./maker-sign-in-tries.ts";
import { makerVehicleFacts } from "./maker-vehicle.ts";
import type { MirroredStatus, UpstreamMirror } from "./upstream-mirror.ts";
import { pinForReads } from "./upstream-poller.ts";
import { newDeviceId, type UpstreamCredentials, type UpstreamSession, type UpstreamSessions } from "./upstream-sessions.ts";
import { reportedAtOf } from "./upstream-status.ts";

/** The one-time-code step's API code for a sign-in from a new device. */
const NEW_DEVICE_MFA = "0107";

/**
 * Linking a maker account (sign-in, its one-time code, the PIN once), listing its vehicles,
 * bringing one in, unlinking. An upstream refusal reaches the owner as a Carport code with EN/FR text.
 */
export function createUpstreamLinkService(
  db: Database,
  box: CredentialBox,
  sessions: UpstreamSessions,
  mirror: UpstreamMirror,
  options: { retrySeconds: number; timeZone: string },
  log: FastifyBaseLogger,
) {
  const signInTries = makerSignInTries(db);

  async function linkedRow(accountId: string, brand: string): Promise<UpstreamAccountRow> {
    const row = await findUpstreamAccount(db, accountId, brand);
    if (!row || row.state !== "linked") throw new ApiError("7838");
    return row;
  }

  /** An owner-facing failure of an upstream exchange: recorded on the account's row, thrown as its code. */
  async function failed(row: UpstreamAccountRow | null, error: unknown): Promise<never> {
    if (!(error instanceof UpstreamError)) throw error;
    const code = carportCodeOf(error);
    log.warn({ upstreamCode: error.upstreamCode, code }, "upstream refused a link step");
    if (row) await recordUpstreamFailure(db, row.id, code, options.retrySeconds);
    throw new ApiError(code);
  }

  /**
   * The maker's judgement of a password counts: taken (a token, or 7110 asking for a code from a new
   * device) resets the account's tries, refused (7830) keeps the try; any other answer gives it back.
   */
  async function signedIn<T>(accountId: string, signIn: () => Promise<T>): Promise<T> {
    try {
      const answer = await signIn();
      await signInTries.succeeded(accountId);
      return answer;
    } catch (error) {
      if (error instanceof UpstreamError && error.upstreamCode === "7110") await signInTries.succeeded(accountId);
      else if (carportCodeOf(error) !== "7830") await signInTries.giveBack(accountId);
      throw error;
    }
  }

  async function present(accountId: string, language: LanguageId): Promise<{ accounts: UpstreamAccount[] }> {
    const rows = await listUpstreamAccounts(db, accountId);
    const accounts: UpstreamAccount[] = [];
    for (const row of rows) {
      const vehicles = await listUpstreamVehicles(db, row.id);
      accounts.push({
        brand: row.brand,
        loginId: row.login_id,
        state: row.state,
        pinSet: row.sealed_pin !== null,
        lastErrorCode: row.last_error_code ?? "",
        lastErrorMessage: row.last_error_code ? errorDescription(row.last_error_code as "7833", language) : "",
        lastPollDate: row.last_read_at ? wireTimestamp(new Date(row.last_read_at)) : "",
        vehicles: vehicles.map((v) => ({ vehicleId: v.vehicle_id, vin: v.vin, nickName: v.nickname })),
      });
    }
    return { accounts };
  }

  async function upstreamVehicleList(row: UpstreamAccountRow): Promise<any[]> {
    try {
      const { result } = await sessions.call(row, "vhcllst", {});
      await recordUpstreamSuccess(db, row.id);
      return Array.isArray(result?.vehicles) ? result.vehicles : [];
    } catch (error) {
      return failed(row, error);
    }
  }

  return {
    present,

    /** Signs in to the maker; when it asks for a one-time code, has it mailed and waits for upstrmotp. */
    async link(input: { accountId: string; brand: UpstreamBrand; loginId: string; password: string; language: LanguageId }) {
      const existing = await findUpstreamAccount(db, input.accountId, input.brand);
      // One device per linked maker account, kept across relinks: the maker remembers it, so no new code.
      const remembered =
        existing && existing.login_id.toLowerCase() === input.loginId.toLowerCase()
          ? box.open<UpstreamCredentials>(existing.sealed_credentials).deviceId
          : null;
      const credentials: UpstreamCredentials = { password: input.password, deviceId: remembered ?? newDeviceId() };
      const client = sessions.clientOf(input.brand, credentials.deviceId);
      // Counted before the password leaves: past the limit, nothing reaches the maker.
      if (!(await signInTries.reserve(input.accountId))) throw new ApiError("7845");
      let session: UpstreamSession;
      let state: "code" | "linked";
      try {
        try {
          const { result } = await signedIn(input.accountId, () =>
            client.call("v2/login", { loginId: input.loginId, password: input.password }),
          );
          if (typeof result?.token?.accessToken !== "string") throw new UpstreamError("unreadable", "upstream sign-in answered no token");
          session = { accessToken: result.token.accessToken };
          state = "linked";
        } catch (error) {
          if (!(error instanceof UpstreamError) || error.upstreamCode !== "7110") throw error;
          const method = (await client.call("mfa/selverifmeth", { mfaApiCode: NEW_DEVICE_MFA, userAccount: input.loginId })).result;
          if (typeof method?.userInfoUuid !== "string")
            throw new UpstreamError("unreadable", "upstream selverifmeth answered no userInfoUuid");
          const sent = (
            await client.call("mfa/sendotp", {
              otpMethod: "E",
              mfaApiCode: NEW_DEVICE_MFA,
              userAccount: input.loginId,
              userPhone: "",
              userInfoUuid: method.userInfoUuid,
            })
          ).result;
          if (typeof sent?.otpKey !== "string") throw new UpstreamError("unreadable", "upstream sendotp answered no otpKey");
          const email = Array.isArray(method.emailList) && typeof method.emailList[0] === "string" ? method.emailList[0] : input.loginId;
          session = { userInfoUuid: method.userInfoUuid, otpKey: sent.otpKey, otpEmail: email };
          state = "code";
        }
      } catch (error) {
        return failed(existing, error);
      }
      await upsertUpstreamAccount(db, {
        accountId: input.accountId,
        brand: input.brand,
        loginId: input.loginId,
        state,
        sealedCredentials: box.seal(credentials),
        sealedSession: box.seal(session),
      });
      return present(input.accountId, input.language);
    },

    /** The maker's one-time code: checked upstream, the device remembered there, the session opened. */
    async submitCode(input: { accountId: string; brand: UpstreamBrand; otpNo: string; language: LanguageId }) {
      const row = await findUpstreamAccount(db, input.accountId, input.brand);
      if (!row || row.state !== "code" || !row.sealed_session) throw new ApiError("7838");
      const credentials = box.open<UpstreamCredentials>(row.sealed_credentials);
      const waiting = box.open<UpstreamSession>(row.sealed_session);
      const client = sessions.clientOf(row.brand, credentials.deviceId);
      try {
        const valid = (
          await client.call("mfa/validateotp", {
            otpNo: input.otpNo,
            userAccount: row.login_id,
            otpKey: waiting.otpKey,
            mfaApiCode: NEW_DEVICE_MFA,
          })
        ).result;
        // KiaUvoApiCA verify_otp_and_complete_login: a code is good only when the maker says verifiedOtp.
        if (valid?.verifiedOtp !== true || typeof valid?.otpValidationKey !== "string") {
          throw new UpstreamError("7549", "upstream did not verify the one-time code");
        }
        const opened = (
          await client.call("mfa/genmfatkn", {
            userAccount: row.login_id,
            otpEmail: waiting.otpEmail,
            mfaApiCode: NEW_DEVICE_MFA,
            otpValidationKey: valid.otpValidationKey,
            mfaYn: "Y",
          })
        ).result;
        if (typeof opened?.token?.accessToken !== "string") throw new UpstreamError("unreadable", "upstream genmfatkn answered no token");
        await setUpstreamSession(db, row.id, "linked", box.seal({ accessToken: opened.token.accessToken } satisfies UpstreamSession));
        await recordUpstreamSuccess(db, row.id);
      } catch (error) {
        return failed(row, error);
      }
      return present(input.accountId, input.language);
    },

    async setPin(input: { accountId: string; brand: UpstreamBrand; pin: string; language: LanguageId }) {
      const row = await linkedRow(input.accountId, input.brand);
      await setUpstreamPin(db, row.id, box.seal({ pin: input.pin }));
      return present(input.accountId, input.language);
    },

    async vehicles(input: { accountId: string; brand: UpstreamBrand }): Promise<{ vehicles: UpstreamVehicle[] }> {
      const row = await linkedRow(input.accountId, input.brand);
      const brought = new Map((await listUpstreamVehicles(db, row.id)).map((v) => [v.upstream_vehicle_id, v.vehicle_id]));
      const vehicles = await upstreamVehicleList(row);
      return {
        vehicles: vehicles.map((v) => ({
          upstreamVehicleId: String(v.vehicleId ?? ""),
          vin: String(v.vin ?? ""),
          nickName: String(v.nickName ?? ""),
          modelName: String(v.modelName ?? ""),
          modelYear: String(v.modelYear ?? ""),
          fuelKindCode: String(v.fuelKindCode ?? ""),
          vehicleId: brought.get(String(v.vehicleId)) ?? "",
        })),
      };
    },

    /** Brings one maker vehicle in: factory record, vehicle of this account, its first status, marked upstream-linked. */
    async bringIn(input: { accountId: string; brand: UpstreamBrand; upstreamVehicleId: string }): Promise<{ vehicleId: string }> {
      const row = await linkedRow(input.accountId, input.brand);
      const found = (await upstreamVehicleList(row)).find((v) => String(v.vehicleId) === input.upstreamVehicleId);
      if (!found || typeof found.vin !== "string") {
        throw new ApiError("7998", "Invalid request: field 'upstreamVehicleId': not a vehicle of the linked account", 400);
      }
      let status: MirroredStatus;
      try {
        status = await mirror.read({
          row,
          upstreamVehicleId: input.upstreamVehicleId,
          electric: makerVehicleFacts(found, null).fuelKindCode === "E",
          pin: pinForReads(box, row),
          previous: null,
          call: "lstvhclsts",
        });
      } catch (error) {
        return failed(row, error);
      }
      await recordUpstreamPollSuccess(db, row.id);
      const facts = makerVehicleFacts(found, status);
      // The maker's proof (issue 53): it takes the car from an enrollment still waiting for proof
      // (status 1-3, whoever started it), never from one proven in Carport (dealer token, in-car
      // code, owner data) nor from another maker account that brought it first (7837).
      const holders = await db.query<{ id: string; enrollment_status: number; bridged: boolean }>(
        `select v.id, v.enrollment_status, exists (select 1 from upstream_vehicles u where u.vehicle_id = v.id) as bridged
           from vehicles v where v.vin = $1`,
        [found.vin],
      );
      const pending = (h: (typeof holders)[number]) => !h.bridged && PENDING_ENROLLMENT_STATUSES.includes(h.enrollment_status);
      if (holders.some((h) => !pending(h))) throw new ApiError("7837");
      // The car the owner named at sign-up ("my car is connected through the maker's app"), when it is this one.
      const [awaited] = await db.query<{ maker_car_vin: string | null; maker_car_nickname: string | null }>(
        "select maker_car_vin, maker_car_nickname from accounts where id = $1",
        [input.accountId],
      );
      const namedAtSignUp = awaited?.maker_car_vin === found.vin ? (awaited?.maker_car_nickname ?? null) : null;
      const vehicleId = await db.transaction(async (tx) => {
        if (holders.length > 0) await deleteWithDependents(tx, "vehicles", "id = any($1::uuid[])", [holders.map((h) => h.id)]);
        const own = await listVehiclesOfAccount(tx, input.accountId);
        await insertFactoryVehicle(tx, {
          vin: found.vin,
          brand: input.brand,
          ...facts,
          ownerFirstName: "",
          ownerLastName: "",
          ownerPostalCode: "",
          dealerToken: "",
          dealerCode: "",
        });
        const id = await insertVehicle(tx, {
          vin: found.vin,
          accountId: input.accountId,
          nickname: String(namedAtSignUp || found.nickName || found.modelName || found.vin).slice(0, 40),
          enrollmentStatus: 4,
          subscriptionStatus: "A",
          subscriptionEndDate: String(found.subscriptionEndDate ?? ""),
          suspended: false,
          isDefault: own.length === 0,
          // The maker's odometer (nxtsvc) when it told one; the status says unknown otherwise.
          odometer: status.odometer?.value ?? 0,
        });
        await insertUpstreamVehicle(tx, { vehicleId: id, upstreamAccountId: row.id, upstreamVehicleId: input.upstreamVehicleId });
        await saveStatus(tx, id, status, reportedAtOf(status, options.timeZone));
        if (namedAtSignUp !== null || awaited?.maker_car_vin === found.vin) {
          await tx.query("update accounts set maker_car_vin = null, maker_car_nickname = null where id = $1", [input.accountId]);
        }
        return id;
      });
      return { vehicleId };
    },

    /** Forgets credentials, token and PIN; the vehicles brought in leave Carport with their records; no request goes upstream after. */
    async unlink(input: { accountId: string; brand: UpstreamBrand; language: LanguageId }) {
      const row = await findUpstreamAccount(db, input.accountId, input.brand);
      if (!row) throw new ApiError("7838");
      await sessions.signOut(row);
      await db.transaction(async (tx) => {
        const vehicleIds = (await listUpstreamVehicles(tx, row.id)).map((v) => v.vehicle_id);
        if (vehicleIds.length > 0) await deleteWithDependents(tx, "vehicles", "id = any($1::uuid[])", [vehicleIds]);
        await deleteWithDependents(tx, "upstream_accounts", "id = $1", [row.id]);
      });
      return present(input.accountId, input.language);
    },
  };
}

export type UpstreamLinkService = ReturnType<typeof createUpstreamLinkService>;
