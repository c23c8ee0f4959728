/** The front door of `home-assistant`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { type HomeAssistantBridge, type HomeAssistantSettings } from "./ha-bridge.ts";
export { startHomeAssistantWhenConfigured } from "./ha-module.ts";
export { registerHomeAssistantSettingRoutes } from "./ha-setting-routes.ts";
