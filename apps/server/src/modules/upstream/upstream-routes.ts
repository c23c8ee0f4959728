import type { FastifyInstance } from "fastify";
import { serveCall } from "../../http/api-call.ts";
import type { UpstreamLinkService } from "./upstream-link-service.ts";

/** upstrmlst, upstrmlnk, upstrmotp, upstrmpin, upstrmvhcls, upstrmadd, upstrmunlnk: the signed-in account's own links only. */
export function registerUpstreamRoutes(app: FastifyInstance, links: UpstreamLinkService): void {
  serveCall(app, "upstreamAccounts", ({ session, request }) => links.present(session.accountId, request.language));
  serveCall(app, "upstreamLink", ({ body, session, request }) =>
    links.link({
      accountId: session.accountId,
      brand: body.brand,
      loginId: body.loginId,
      password: body.password,
      language: request.language,
    }),
  );
  serveCall(app, "upstreamCode", ({ body, session, request }) =>
    links.submitCode({ accountId: session.accountId, brand: body.brand, otpNo: body.otpNo, language: request.language }),
  );
  serveCall(app, "upstreamPin", ({ body, session, request }) =>
    links.setPin({ accountId: session.accountId, brand: body.brand, pin: body.pin, language: request.language }),
  );
  serveCall(app, "upstreamVehicles", ({ body, session }) => links.vehicles({ accountId: session.accountId, brand: body.brand }));
  serveCall(app, "upstreamAdd", ({ body, session }) =>
    links.bringIn({ accountId: session.accountId, brand: body.brand, upstreamVehicleId: body.upstreamVehicleId }),
  );
  serveCall(app, "upstreamUnlink", ({ body, session, request }) =>
    links.unlink({ accountId: session.accountId, brand: body.brand, language: request.language }),
  );
}
