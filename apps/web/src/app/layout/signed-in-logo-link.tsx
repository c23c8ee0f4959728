import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "../../api/use-session.ts";
import { vehicleListQueryOptions } from "../../session/vehicles/vehicle-list.ts";
import { logoTarget } from "./logo-target.ts";

/** The header's brand link for a signed-in user: the vehicle list only while the account has no vehicle. */
export function SignedInLogoLink({ children }: { children: ReactNode }) {
  // Before the terms are accepted (the terms page) the list is not asked for: the logo leads to the list.
  const termsAccepted = useSession()?.verifiedTnC === true;
  const list = useQuery({ ...vehicleListQueryOptions(), enabled: termsAccepted });
  return (
    <Link className="brand-link" to={logoTarget(true, list.data?.vehicles.length)}>
      {children}
    </Link>
  );
}
