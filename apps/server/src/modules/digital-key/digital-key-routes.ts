import type { FastifyInstance } from "fastify";
import { serveCall } from "../../http/api-call.ts";

/**
 * Models whose cars carry an NFC digital key, with its version. Digital key 2 came with the
 * generation 3 electric platform and the gen brand's 2024 models.
 */
export const DIGITAL_KEY_MODELS: Record<string, string> = {
  AUR5: "DK2.0",
  KIT5: "DK2.0",
  KIT6: "DK2.0",
  GLM5: "DK2.0",
  GLM6: "DK2.0",
  GVS4: "DK2.0",
  GVS5: "DK2.0",
  GCR5: "DK2.0",
};

/** `GET dksupport`: nfc "DK2..." when the vehicle's model supports the digital key, else "". */
export function registerDigitalKeyRoutes(app: FastifyInstance): void {
  serveCall(app, "digitalKeySupport", async ({ request }) => ({ nfc: DIGITAL_KEY_MODELS[request.vehicle!.model_code] ?? "" }));
}
