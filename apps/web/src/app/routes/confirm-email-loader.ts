import { redirect, type LoaderFunctionArgs } from "react-router";
import { getSession } from "../../api/session.ts";
import { requireSession } from "../guards/guards.ts";
import { keepPendingConfirmationCode } from "../../features/email-confirmation/pending-code.ts";

/**
 * /confirmEmail (the confirmation mail's link): a signed-out visitor signs in first and comes back
 * here, the code kept in the tab and the mail's language kept; signed in, the session guard applies.
 */
export async function confirmEmailLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!getSession()) {
    const url = new URL(request.url);
    keepPendingConfirmationCode(url.searchParams.get("code"));
    const login = new URLSearchParams({ firstPage: "/confirmEmail" });
    const lang = url.searchParams.get("lang");
    if (lang) login.set("lang", lang);
    throw redirect(`/login?${login.toString()}`);
  }
  await requireSession();
  return null;
}
