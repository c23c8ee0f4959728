import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error.ts";

/** Query and mutation metadata the global error handling reads. */
export interface CallMeta extends Record<string, unknown> {
  /** The caller handles every error itself (sign-out, where a revoked token is expected). */
  handlesAllErrors?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

type GlobalErrorHandler = (error: unknown) => void;
let globalHandler: GlobalErrorHandler = () => {};

/** The app registers what a session error does (leave for the special error page). */
export function setGlobalErrorHandler(handler: GlobalErrorHandler): void {
  globalHandler = handler;
}

function report(error: unknown, meta: CallMeta | undefined): void {
  if (meta?.handlesAllErrors) return;
  globalHandler(error);
}

/** Business failures are answers, not glitches: only a failed transport is retried, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.isTransport && error.status === 0 && failureCount < 1;
}

/** The one cache of server state; reads are queries, writes are mutations. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => report(error, mutation.meta),
  }),
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
