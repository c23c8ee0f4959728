import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { vehicleListQueryOptions } from "../../features/vehicles/index.ts";
import { logoTarget } from "./logo-target.ts";

/** The header's brand link for a signed-in user: the vehicle list only while the account has no vehicle. */
export function SignedInLogoLink({ children }: { children: ReactNode }) {
  const list = useQuery(vehicleListQueryOptions());
  return (
    <Link className="brand-link" to={logoTarget(true, list.data?.vehicles.length)}>
      {children}
    </Link>
  );
}
