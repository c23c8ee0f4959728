import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { z } from "zod";
import { API_PREFIX, CALLS, failureEnvelopeSchema, successEnvelope, type CallDefinition, type CallId } from "@carport/protocol";

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: "any", io: "output" });

/** Says in the documentation who besides the primary driver may make a call (the share scope). */
function shareScopeNote(call: CallDefinition): string {
  if (call.sharedDriver === "allowed") return " Second drivers of a shared vehicle may make this call.";
  if (call.sharedDriver === "only") return " Only a second driver of the shared vehicle may make this call.";
  return call.vehicleScoped ? " Primary driver only." : "";
}

/** The OpenAPI document of /tods/api, generated from the protocol's call table. */
/** The document, its version the release's (package.json), which moves with each change of the API. */
export function openApiDocument(version: string) {
  const paths: Record<string, unknown> = {};
  for (const id of Object.keys(CALLS) as CallId[]) {
    const call = CALLS[id];
    for (const name of [call.name, ...call.aliases]) {
      const parameters = [
        ...(call.access === "session" ? [{ name: "accessToken", in: "header", required: true, schema: { type: "string" } }] : []),
        ...(call.vehicleScoped && call.vehicleIdFrom !== "body"
          ? [{ name: "vehicleId", in: "header", required: call.vehicleIdFrom !== "bodyThenHeader", schema: { type: "string" } }]
          : []),
        ...(call.method === "GET" && "shape" in call.request
          ? Object.keys((call.request as unknown as { shape: Record<string, unknown> }).shape).map((key) => ({
              name: key,
              in: "query",
              required: true,
              schema: { type: "string" },
            }))
          : []),
        ...(call.method === "POST"
          ? ((call as CallDefinition).queryParams ?? []).map((key) => ({
              name: key,
              in: "query",
              required: false,
              schema: { type: "string" },
            }))
          : []),
        { name: "language", in: "header", required: false, schema: { type: "string", enum: ["0", "1"] } },
      ];
      paths[`${API_PREFIX}/${name}`] = {
        [call.method.toLowerCase()]: {
          operationId: name.replace("/", "_"),
          summary: call.summary + (name !== call.name ? ` (alias of ${call.name})` : "") + shareScopeNote(call),
          tags: [id],
          parameters,
          requestBody: call.method === "POST" ? { content: { "application/json": { schema: jsonSchema(call.request) } } } : undefined,
          responses: {
            "200": {
              description: "The envelope: success with the result, or a business failure with its code.",
              headers: Object.fromEntries((call.responseHeaders ?? []).map((h) => [h, { schema: { type: "string" } }])),
              content: (call as CallDefinition).responseType
                ? {
                    [(call as CallDefinition).responseType!]: { schema: { type: "string" } },
                    "application/json": { schema: jsonSchema(failureEnvelopeSchema) },
                  }
                : {
                    "application/json": {
                      schema: { oneOf: [jsonSchema(successEnvelope(call.result)), jsonSchema(failureEnvelopeSchema)] },
                    },
                  },
            },
            "400": { description: "Malformed or invalid request (7998, field named in errorDesc)." },
          },
        },
      };
    }
  }
  return {
    openapi: "3.0.3",
    info: { title: "Carport owner API (tods protocol)", version },
    paths,
  };
}

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, { mode: "static", specification: { document: openApiDocument(version) as never } });
  await app.register(swaggerUi, { routePrefix: "/docs" });
}
