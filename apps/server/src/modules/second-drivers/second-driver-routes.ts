import type { FastifyInstance, FastifyRequest } from "fastify";
import { mailUnsafeReason } from "@carport/domain";
import { invalidFieldDescription, PROFILE_INDEXES } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import type { Session } from "../../http/request-context.ts";
import { findAccountByEmail, findAccountById, normalizeEmail } from "../../core/account-repository.ts";
import { insertProfileLog, listProfiles } from "../profiles/index.ts";
import { defaultProfileName, defaultSharedProfileName, invitationMessage } from "../profiles/index.ts";
import { applicableValues } from "../profiles/index.ts";
import { findVehicleById, findVehicleOfAccount } from "../../core/vehicle-repository.ts";
import type { InvitationMailer } from "./invitation-mail.ts";
import {
  acceptInvitation,
  endShare,
  findActiveShare,
  findOpenShare,
  insertInvitation,
  listInvitationsFor,
} from "../../core/share-repository.ts";

const NO_SECOND_DRIVER = { status: "4" as const, firstName: "", lastName: "", email: "" };

function invalid(request: FastifyRequest, field: string, reason: string): ApiError {
  return new ApiError("7998", invalidFieldDescription(field, reason, request.language), 400);
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === "23505";
}

/**
 * Second drivers. The primary driver invites (a mail to the address), cancels, or ends the share
 * (`inviteseconduser`, `cancelseconduser`, `unlinkPflsecondary`); the invitee, signed in with an
 * account of the brand under the invited address, sees (`getinvitation`), accepts
 * (`secPflCreation`) or declines (`declineseconduser`) it, and may end it (`unlinkPflshared`).
 * What an active share lets a second driver do is the share scope of the call table.
 */
export function registerSecondDriverRoutes(app: FastifyInstance, db: Database, invitations: InvitationMailer): void {
  /** The signed-in account, needed for its e-mail (invitations are addressed by e-mail). */
  async function signedInAccount(session: Session) {
    const account = await findAccountById(db, session.accountId);
    if (!account) throw new ApiError("7403");
    return account;
  }

  serveCall(app, "secondDriverInvite", async ({ body, session, vehicle, request }) => {
    const primary = await signedInAccount(session);
    const email = normalizeEmail(body.secondaryEmail);
    if (email === normalizeEmail(primary.email)) throw invalid(request, "secondaryEmail", "SELF");
    // The inviter's name goes into the mail's subject: one carrying a link (saved before the rule) sends nothing.
    for (const [field, value] of [
      ["firstName", primary.first_name],
      ["lastName", primary.last_name],
    ] as const) {
      const reason = mailUnsafeReason(value);
      if (reason) throw invalid(request, field, reason);
    }
    const open = await findOpenShare(db, vehicle.id);
    // One second driver per vehicle: inviting the same address again sends the mail again.
    if (open && (open.status === "0" || open.secondary_email !== email)) throw invalid(request, "secondaryEmail", "SECOND_DRIVER_EXISTS");
    if (!open) {
      await db
        .transaction(async (tx) => {
          const shareId = await insertInvitation(tx, { vehicleId: vehicle.id, primaryAccountId: primary.id, email });
          await insertProfileLog(tx, { vehicleId: vehicle.id, accountId: primary.id, shareId, action: "INVITE" });
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? invalid(request, "secondaryEmail", "SECOND_DRIVER_EXISTS") : error;
        });
    }
    // The mail speaks the invitee's language when they have an account of the brand, else the inviter's.
    const invitee = await findAccountByEmail(db, request.brand, email);
    await invitations.send(
      { email, brand: request.brand, language: invitee ? invitee.language_id : request.language, firstName: invitee?.first_name ?? "" },
      { inviterName: `${primary.first_name} ${primary.last_name}`.trim(), modelName: vehicle.model_name, modelYear: vehicle.model_year },
      primary.id,
    );
    // Whether the address has an account is not the inviter's to learn: names stay empty until accepted.
    return { secondaryDriver: { status: "3" as const, firstName: "", lastName: "", email } };
  });

  serveCall(app, "secondDriverCancel", async ({ body, session, vehicle, request }) => {
    const open = await findOpenShare(db, vehicle.id);
    if (!open || open.status !== "3" || open.secondary_email !== normalizeEmail(body.secondaryEmail)) {
      throw invalid(request, "secondaryEmail", "NO_PENDING_INVITATION");
    }
    await db.transaction(async (tx) => {
      if (!(await endShare(tx, open.id, ["3"], "cancelled"))) throw invalid(request, "secondaryEmail", "NO_PENDING_INVITATION");
      await insertProfileLog(tx, { vehicleId: vehicle.id, accountId: session.accountId, shareId: open.id, action: "CANCEL" });
    });
    return { secondaryDriver: NO_SECOND_DRIVER };
  });

  serveCall(app, "secondDriverUnlink", async ({ body, session, vehicle, request }) => {
    const open = await findOpenShare(db, vehicle.id);
    if (!open || open.secondary_email !== normalizeEmail(body.secondaryEmail))
      throw invalid(request, "secondaryEmail", "NOT_SECOND_DRIVER");
    await db.transaction(async (tx) => {
      if (!(await endShare(tx, open.id, ["0", "3"], "unlinkedByPrimary"))) throw invalid(request, "secondaryEmail", "NOT_SECOND_DRIVER");
      await insertProfileLog(tx, { vehicleId: vehicle.id, accountId: session.accountId, shareId: open.id, action: "UNLINK" });
    });
    return { secondaryDriver: NO_SECOND_DRIVER };
  });

  serveCall(app, "invitation", async ({ session, request }) => {
    const account = await signedInAccount(session);
    const [first] = await listInvitationsFor(db, account);
    if (!first) return { message: invitationMessage(null, request.language), from: null };
    return {
      message: invitationMessage({ firstName: first.primary_first_name, modelName: first.model_name }, request.language),
      from: {
        firstName: first.primary_first_name,
        vehicleInfo: { vehicleId: first.vehicle_id, modelName: first.model_name, modelYear: first.model_year },
      },
    };
  });

  serveCall(app, "invitationAccept", async ({ body, session, request }) => {
    const account = await signedInAccount(session);
    // Only an invitation addressed to this account's e-mail opens the vehicle to it.
    const [invitation] = await listInvitationsFor(db, account, body.sourceVehicleId);
    const source = invitation ? await findVehicleById(db, invitation.vehicle_id) : null;
    if (!invitation || !source) throw new ApiError("7202");
    let values: Record<string, string> = {};
    let profileName = body.targetProfileName ?? null;
    if (body.targetVehicleId) {
      const target = await findVehicleOfAccount(db, account.id, body.targetVehicleId);
      if (!target) throw new ApiError("7202");
      if (!body.targetProfileName) throw invalid(request, "targetProfileName", "REQUIRED");
      const wanted = body.targetProfileName.toLowerCase();
      const rows = await listProfiles(db, [target.id]);
      const index = PROFILE_INDEXES.find((i) => {
        const stored = rows.find((r) => r.profile_index === i)?.profile_name;
        const names = stored ? [stored] : [defaultProfileName(i, 0), defaultProfileName(i, 1)];
        return names.some((name) => name.toLowerCase() === wanted);
      });
      if (!index) throw invalid(request, "targetProfileName", "UNKNOWN_PROFILE");
      // The linked profile's settings that exist in the shared vehicle come along.
      values = applicableValues(source, rows.find((r) => r.profile_index === index)?.element_values ?? {});
    }
    const accepted = await db.transaction(async (tx) => {
      const share = await acceptInvitation(tx, { id: invitation.id, accountId: account.id, profileName, values });
      if (share) await insertProfileLog(tx, { vehicleId: source.id, accountId: account.id, shareId: share.id, action: "ACCEPT" });
      return share;
    });
    if (!accepted) throw new ApiError("7202");
    return { status: "0" as const, vehicleId: source.id, profileName: profileName ?? defaultSharedProfileName(request.language) };
  });

  serveCall(app, "invitationDecline", async ({ body, session }) => {
    const account = await signedInAccount(session);
    const [invitation] = await listInvitationsFor(db, account, body.vehicleId);
    if (!invitation) throw new ApiError("7202");
    await db.transaction(async (tx) => {
      if (!(await endShare(tx, invitation.id, ["3"], "declined"))) throw new ApiError("7202");
      await insertProfileLog(tx, { vehicleId: invitation.vehicle_id, accountId: account.id, shareId: invitation.id, action: "DECLINE" });
    });
    return { status: "4" as const };
  });

  serveCall(app, "sharedUnlink", async ({ session, vehicle }) => {
    const accountId = session.accountId;
    const share = await findActiveShare(db, vehicle.id, accountId);
    if (!share) throw new ApiError("7202");
    await db.transaction(async (tx) => {
      if (!(await endShare(tx, share.id, ["0"], "unlinkedBySecondary"))) throw new ApiError("7202");
      await insertProfileLog(tx, { vehicleId: vehicle.id, accountId, shareId: share.id, action: "UNLINK" });
    });
    return { status: "4" as const };
  });
}
