import { useNavigate } from "react-router";
import { ConfirmTermsPage } from "../../features/terms/pages/confirm-terms-page.tsx";
import { continueAfterTerms } from "../post-login.ts";

/** cwp.terms, wired to the post-login routing; loaded lazily with the terms feature. */
export function TermsRoute() {
  const navigate = useNavigate();
  return <ConfirmTermsPage onConfirmed={() => continueAfterTerms(navigate)} />;
}
