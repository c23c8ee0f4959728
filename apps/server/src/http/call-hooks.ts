import type {
  FastifyInstance,
  onRequestAsyncHookHandler,
  onResponseAsyncHookHandler,
  onResponseHookHandler,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
} from "fastify";
import { API_PREFIX, CALLS, type CallDefinition } from "@carport/protocol";

interface CallHookPhases {
  onRequest: onRequestAsyncHookHandler;
  preHandler: preHandlerAsyncHookHandler | preHandlerHookHandler;
  onResponse: onResponseAsyncHookHandler | onResponseHookHandler;
}

/**
 * Gives the route of each protocol call (its name and every alias) the hook `hookFor` makes for
 * that call, or none when it returns undefined, as the route is declared. A call then runs only the
 * checks that apply to it, each knowing its call already: looking the call up per request
 * (`request.routeOptions` builds a new object each time) was most of what a check cost an everyday
 * read. Hooks of one phase run in the order they were added here, after the app-wide hooks of that
 * phase. A route declared before would miss the hook (Fastify runs `onRoute` hooks as each route
 * is declared), so adding one after a call's route is refused.
 */
export function addCallHook<Phase extends keyof CallHookPhases>(
  app: FastifyInstance,
  phase: Phase,
  hookFor: (call: CallDefinition) => CallHookPhases[Phase] | undefined,
): void {
  const declared = Object.values(CALLS).find((call) => app.hasRoute({ method: call.method, url: `${API_PREFIX}/${call.name}` }));
  if (declared) throw new Error(`A call hook is added after the route of ${declared.name}, which would miss it`);
  app.addHook("onRoute", (route) => {
    const call = route.config?.call;
    if (!call) return;
    const hook = hookFor(call);
    if (!hook) return;
    const existing = route[phase] as CallHookPhases[Phase] | CallHookPhases[Phase][] | undefined;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    (route as unknown as Record<Phase, CallHookPhases[Phase][]>)[phase] = [...hooks, hook];
  });
}
