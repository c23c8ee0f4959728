import type { FastifyInstance } from "fastify";
import { serveCall } from "../../http/api-call.ts";
import type { DealerHandOff, HandOff } from "./dealer-hand-off.ts";

const handedOver = (handOff: HandOff) => ({ dealer: handOff.dealer, owner: handOff.owner, vehicle: handOff.vehicle });

/** `getsstkn` (the owner), `vrysstkn` and `gthaeatkn` (the dealer's booking side, anonymous). */
export function registerAppointmentRoutes(app: FastifyInstance, handOff: DealerHandOff): void {
  // The session hook checked the body's vehicleId is the account's own (a second driver cannot book).
  serveCall(app, "ssoToken", ({ request, session, vehicle }) =>
    handOff.issueSsoToken(session.accountId, vehicle, request.brand, request.language),
  );

  serveCall(app, "ssoVerify", async ({ body, request }) => handedOver(await handOff.redeem(body.ssoToken, "sso", request.brand)));

  serveCall(app, "appointmentToken", async ({ body, request }) => {
    const redeemed = await handOff.redeem(body.ssoToken, "sso", request.brand, { dealerCode: body.dealerCode, vehicleId: body.vehicleId });
    const booking = await handOff.issueBookingToken(redeemed, request.language);
    return {
      ...booking,
      refreshToken: "",
      scope: "appointment" as const,
      tokenType: "Bearer" as const,
      dealerCode: redeemed.dealer.dealerCode,
      vehicleId: redeemed.vehicle.vehicleId,
      ...handedOver(redeemed),
    };
  });
}
