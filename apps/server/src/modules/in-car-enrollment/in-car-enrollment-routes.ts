import type { FastifyInstance, FastifyRequest } from "fastify";
import { vinSchema } from "@carport/domain";
import { invalidFieldDescription } from "@carport/protocol";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { clientSource } from "../../http/client-source.ts";
import type { SessionService } from "../auth/index.ts";
import type { EmailConfirmation } from "../email-confirmation/index.ts";
import type { EnrollmentService } from "../enrollment/index.ts";
import type { InCarEnrollment } from "./in-car-enrollment-service.ts";

/** The VIN of a `(q vin)` call: the body's, else the `vin` query parameter (7998 naming vin when neither is valid). */
function vinOf(request: FastifyRequest, fromBody: string | undefined): string {
  if (fromBody) return fromBody;
  const parsed = vinSchema.safeParse((request.query as Record<string, unknown> | undefined)?.vin);
  if (!parsed.success)
    throw new ApiError("7998", invalidFieldDescription("vin", parsed.error.issues[0]?.message ?? "required", request.language), 400);
  return parsed.data;
}

/** The signed-in account when the anonymous call carries an access token (then it must be valid), else null. */
async function optionalAccount(request: FastifyRequest, sessions: SessionService): Promise<string | null> {
  if (request.headers.accesstoken === undefined) return null;
  return (await sessions.authenticate(request.headers.accesstoken, request.brand)).accountId;
}

/** `sendQrCode`, `verifyQrCode`, and the completions `ivecmpltn` (new account) and `ivscmpltn` (signed in). */
export function registerInCarEnrollmentRoutes(
  app: FastifyInstance,
  inCar: InCarEnrollment,
  enrollment: EnrollmentService,
  sessions: SessionService,
  confirmation: EmailConfirmation,
): void {
  serveCall(app, "sendQrCode", async ({ body, request }) =>
    inCar.sendCode(request.brand, vinOf(request, body.vin), await optionalAccount(request, sessions), {
      meid: body.meid,
      language: request.language,
    }),
  );

  serveCall(app, "verifyQrCode", async ({ body, request }) => {
    const accountId = await optionalAccount(request, sessions);
    return inCar.verifyCode(request.brand, vinOf(request, body.vin), body.qrCode, accountId, {
      meid: body.meid,
      language: request.language,
      source: clientSource(request, accountId),
    });
  });

  // register checks the preferred dealer as rgacct does; a refusal leaves the completion id usable.
  serveCall(app, "inCarRegister", async ({ body, request }) =>
    inCar.complete(request.brand, body.vehicleId, null, async (vin) => {
      const { vehicleId: _completion, nickname, ...registration } = body;
      // The code the car showed proves the owner sits in it: the car is enrolled fully either way.
      const { verified } = await enrollment.register(
        { brand: request.brand, language: request.language, source: clientSource(request) },
        { ...registration, vehicle: { vin, nickName: nickname } },
        { provenInCar: true },
      );
      await confirmation.mailCodeAfterRegistration(request.brand, body.account.email);
      return { enrollmentStatus: verified ? (7 as const) : (8 as const) };
    }),
  );

  serveCall(app, "inCarAddVehicle", async ({ body, session, request }) => {
    const accountId = session.accountId;
    // As rgacct: an unknown dealer is refused before the completion id is touched.
    const preferredDealer = await enrollment.knownPreferredDealer(
      { brand: request.brand, language: request.language },
      body.preferredDealer,
    );
    return inCar.complete(request.brand, body.vehicleId, accountId, async (vin) => ({
      enrollmentStatus: 9 as const,
      vehicleId: await enrollment.addVehicle(
        { brand: request.brand, language: request.language, source: clientSource(request, accountId) },
        accountId,
        vin,
        body.nickname,
        { kind: "inCar" },
        { preferredDealer, consents: body },
      ),
    }));
  });
}
