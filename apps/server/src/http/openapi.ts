import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { z } from "zod";
import { API_PREFIX, CALLS, failureEnvelopeSchema, successEnvelope, type CallId } from "@carport/protocol";

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: "any", io: "output" });

/** The OpenAPI document of /tods/api, generated from the protocol's call table. */
export function openApiDocument() {
  const paths: Record<string, unknown> = {};
  for (const id of Object.keys(CALLS) as CallId[]) {
    const call = CALLS[id];
    for (const name of [call.name, ...call.aliases]) {
      const parameters = [
        ...(call.access === "session" ? [{ name: "accessToken", in: "header", required: true, schema: { type: "string" } }] : []),
        ...(call.vehicleScoped ? [{ name: "vehicleId", in: "header", required: true, schema: { type: "string" } }] : []),
        { name: "language", in: "header", required: false, schema: { type: "string", enum: ["0", "1"] } },
      ];
      paths[`${API_PREFIX}/${name}`] = {
        [call.method.toLowerCase()]: {
          operationId: name.replace("/", "_"),
          summary: call.summary + (name !== call.name ? ` (alias of ${call.name})` : ""),
          tags: [id],
          parameters,
          requestBody: call.method === "POST" ? { content: { "application/json": { schema: jsonSchema(call.request) } } } : undefined,
          responses: {
            "200": {
              description: "The envelope: success with the result, or a business failure with its code.",
              headers: Object.fromEntries((call.responseHeaders ?? []).map((h) => [h, { schema: { type: "string" } }])),
              content: {
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
    info: { title: "Carport owner API (tods protocol)", version: "1.0.0" },
    paths,
  };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, { mode: "static", specification: { document: openApiDocument() as never } });
  await app.register(swaggerUi, { routePrefix: "/docs" });
}
