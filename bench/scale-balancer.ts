import http from "node:http";
import { keepAliveClient } from "./keep-alive-client.ts";

/**
 * The scale demo's load balancer, as the owners' side sees one: each owner's calls go to one of the
 * instances still up; a call that finds its instance gone (refused, reset) is retried on another,
 * as a load balancer retries a request it could not deliver, once a health check (a fresh
 * connection to /healthz) confirms the instance is gone. A command (not idempotent) is retried only
 * if it never reached the instance (connection refused): one whose connection broke after it was
 * sent has an unknown outcome (`AnswerLost`), as a load balancer answers 502 rather than send it twice.
 */
export interface Instance {
  index: number;
  base: string;
  up: boolean;
  client: ReturnType<typeof keepAliveClient>;
}

export class AnswerLost extends Error {}

const GONE = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ECONNABORTED"]);
const isGone = (error: unknown) => GONE.has((error as NodeJS.ErrnoException)?.code ?? "") || /socket hang up/.test(String(error));
const neverDelivered = (error: unknown) => (error as NodeJS.ErrnoException)?.code === "ECONNREFUSED";

/** Whether the instance still answers /healthz on a fresh connection. */
function healthy(base: string): Promise<boolean> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const request = http.get({ hostname, port, path: "/healthz", agent: false, timeout: 5000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(false));
  });
}

export function loadBalancer(bases: string[], connectionsPerInstance: number) {
  const instances: Instance[] = bases.map((base, index) => ({
    index,
    base,
    up: true,
    client: keepAliveClient(base, connectionsPerInstance),
  }));
  const counts = { retried: 0, answersLost: 0, takenOut: 0 };

  function pick(key: number): Instance {
    const up = instances.filter((instance) => instance.up);
    if (up.length === 0) throw new Error("no instance is up");
    return up[key % up.length]!;
  }

  /** Runs `work` on the key's instance, and on another if that one is found gone. */
  async function on<T>(key: number, work: (instance: Instance) => Promise<T>, idempotent = true): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const instance = pick(key + attempt);
      try {
        return await work(instance);
      } catch (error) {
        if (!isGone(error) || attempt >= 2 * instances.length) throw error;
        // Many calls find it gone at once: it is taken out (and counted) once.
        if (instance.up && !(await healthy(instance.base)) && instance.up) {
          instance.up = false;
          counts.takenOut++;
        }
        if (!idempotent && !neverDelivered(error)) {
          counts.answersLost++;
          throw new AnswerLost(`no answer from ${instance.base}: ${String(error)}`);
        }
        counts.retried++;
      }
    }
  }

  /** One API call (`/tods/api/<name>`) through the balancer. */
  const call = (key: number, name: string, body: unknown, headers: Record<string, string>, idempotent = true) =>
    on(key, (instance) => instance.client.call(name, body, headers), idempotent);

  return {
    instances,
    counts,
    on,
    call,
    close: () => instances.forEach((instance) => instance.client.close()),
  };
}
export type LoadBalancer = ReturnType<typeof loadBalancer>;
