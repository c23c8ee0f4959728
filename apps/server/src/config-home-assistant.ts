import { z } from "zod";

/** The Home Assistant integration's settings (modules/home-assistant), part of the server's configuration. */
export const HOME_ASSISTANT_SETTINGS = {
  /**
   * Home Assistant's MQTT broker (its Mosquitto add-on: mqtt://homeassistant.local:1883, or
   * mqtts:// with TLS); unset: no Home Assistant integration (modules/home-assistant). Only the
   * cars of owners who turned Home Assistant on in their settings are published there.
   */
  HOME_ASSISTANT_MQTT_URL: z
    .string()
    .refine((value) => {
      try {
        return ["mqtt:", "mqtts:", "ws:", "wss:"].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, "an mqtt://, mqtts://, ws:// or wss:// URL")
    .optional(),
  /** The user and password Carport signs in with on HOME_ASSISTANT_MQTT_URL's broker (a Home Assistant user, for the add-on). */
  HOME_ASSISTANT_MQTT_USERNAME: z.string().optional(),
  HOME_ASSISTANT_MQTT_PASSWORD: z.string().optional(),
  /** PEM certificate(s) trusted for an mqtts:// HOME_ASSISTANT_MQTT_URL besides the system's. */
  HOME_ASSISTANT_MQTT_TLS_CA: z.string().optional(),
  /** Home Assistant's discovery prefix (its MQTT integration's setting). */
  HOME_ASSISTANT_DISCOVERY_PREFIX: z
    .string()
    .regex(/^[\w-]+(\/[\w-]+)*$/)
    .default("homeassistant"),
  /** Where Carport publishes its cars' states and reads their commands on that broker. */
  HOME_ASSISTANT_TOPIC_PREFIX: z
    .string()
    .regex(/^[\w-]+(\/[\w-]+)*$/)
    .default("carport"),
};
