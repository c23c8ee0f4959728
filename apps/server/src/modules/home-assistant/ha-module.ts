import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import { startHomeAssistant, type HomeAssistantBridge } from "./ha-bridge.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The Home Assistant bridge once connected and its cars published; null when not configured (or it could not start). */
    homeAssistant: Promise<HomeAssistantBridge | null>;
  }
}

type Deps = Omit<Parameters<typeof startHomeAssistant>[1], "pAuthTtlSeconds">;

/**
 * Starts the bridge when HOME_ASSISTANT_MQTT_URL is set, in background: Home Assistant's broker
 * being down delays only Home Assistant (the client keeps trying), never the server's start.
 */
export function startHomeAssistantWhenConfigured(app: FastifyInstance, config: Config, version: string, deps: Deps): void {
  const url = config.HOME_ASSISTANT_MQTT_URL;
  if (!url) {
    app.decorate("homeAssistant", Promise.resolve(null));
    return;
  }
  const started = startHomeAssistant(
    {
      url,
      username: config.HOME_ASSISTANT_MQTT_USERNAME,
      password: config.HOME_ASSISTANT_MQTT_PASSWORD,
      caFile: config.HOME_ASSISTANT_MQTT_TLS_CA,
      discovery: config.HOME_ASSISTANT_DISCOVERY_PREFIX,
      base: config.HOME_ASSISTANT_TOPIC_PREFIX,
      version,
    },
    { ...deps, pAuthTtlSeconds: config.PAUTH_TTL_SECONDS },
  ).catch((error: unknown) => {
    deps.log.error({ err: error }, "Home Assistant: could not start");
    return null;
  });
  app.decorate("homeAssistant", started);
  app.addHook("onClose", async () => (await started)?.close());
}
