import type { FastifyInstance } from "fastify";
import { invalidFieldDescription } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { findAccountById } from "../../core/account-repository.ts";
import type { DealerDirectory } from "./dealer-directory.ts";

/** `dlrsrch`, `gtprfdlr`, `svprfdlr`: the dealer directory and the account's preferred dealer. */
export function registerDealerRoutes(app: FastifyInstance, db: Database, directory: DealerDirectory): void {
  async function accountOf(accountId: string) {
    const account = await findAccountById(db, accountId);
    if (!account) throw new ApiError("7403");
    return account;
  }

  // Public, so the registration wizard can search before the account exists: the request's brand.
  serveCall(app, "dealerSearch", async ({ body, request }) => ({ dealers: await directory.search(request.brand, body.searchText) }));

  serveCall(app, "preferredDealerGet", async ({ session }) => {
    const account = await accountOf(session.accountId);
    return { dealer: account.preferred_dealer ? await directory.find(account.brand, account.preferred_dealer) : null };
  });

  serveCall(app, "preferredDealerSave", async ({ body, request, session }) => {
    const account = await accountOf(session.accountId);
    const dealer = await directory.find(account.brand, body.dealerCode);
    if (!dealer) throw new ApiError("7998", invalidFieldDescription("dealerCode", "UNKNOWN_DEALER", request.language), 400);
    await db.query("update accounts set preferred_dealer = $2 where id = $1", [account.id, dealer.dealerCode]);
    return { dealer };
  });
}
