import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { z } from "zod";
import {
  API_PREFIX,
  CALL_HANDLER_ERROR_CODES,
  CALLS,
  callErrorCodes,
  ERROR_CODES,
  failureEnvelopeSchema,
  successEnvelope,
  type CallDefinition,
  type CallId,
  type ErrorCode,
} from "@carport/protocol";

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: "any", io: "output" });

/** Says in the documentation who besides the primary driver may make a call (the share scope). */
function shareScopeNote(call: CallDefinition): string {
  if (call.sharedDriver === "allowed") return " Second drivers of a shared vehicle may make this call.";
  if (call.sharedDriver === "only") return " Only a second driver of the shared vehicle may make this call.";
  return call.vehicleScoped ? " Primary driver only." : "";
}

/**
 * The failure envelope of a call: its `errorCode` limited to the codes the call may answer
 * (callErrorCodes), each named with its English description in `x-error-codes`.
 */
function failureEnvelopeOf(codes: readonly ErrorCode[]) {
  const schema = jsonSchema(failureEnvelopeSchema) as { properties?: Record<string, { properties?: Record<string, unknown> }> };
  const error = schema.properties?.error;
  if (error?.properties) error.properties = { ...error.properties, errorCode: { type: "string", enum: [...codes] } };
  return schema;
}

/** The codes as a Markdown list for an answer's description. */
function codeList(codes: readonly ErrorCode[]): string {
  return codes.map((code) => `- \`${code}\`: ${ERROR_CODES[code].en}`).join("\n");
}

/** The OpenAPI document of /tods/api, generated from the protocol's call table. */
/** The document, its version the release's (package.json), which moves with each change of the API. */
export function openApiDocument(version: string) {
  const paths: Record<string, unknown> = {};
  for (const id of Object.keys(CALLS) as CallId[]) {
    const call = CALLS[id];
    // 7429 has its answer (429), and so has 7998 (400) unless the handler itself answers it in the envelope.
    const handlerCodes: readonly ErrorCode[] = CALL_HANDLER_ERROR_CODES[id] ?? [];
    const envelopeCodes = callErrorCodes(id).filter((code) => code !== "7429" && (code !== "7998" || handlerCodes.includes(code)));
    for (const name of [call.name, ...call.aliases]) {
      const parameters = [
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
          ...(call.access === "session" ? { security: [{ accessToken: [] }] } : {}),
          responses: {
            "200": {
              description: `The envelope: success with the result, or a business failure with one of these codes:\n\n${codeList(envelopeCodes)}`,
              headers: Object.fromEntries((call.responseHeaders ?? []).map((h) => [h, { schema: { type: "string" } }])),
              content: (call as CallDefinition).responseType
                ? {
                    [(call as CallDefinition).responseType!]: { schema: { type: "string" } },
                    "application/json": { schema: failureEnvelopeOf(envelopeCodes) },
                  }
                : {
                    "application/json": {
                      schema: { oneOf: [jsonSchema(successEnvelope(call.result)), failureEnvelopeOf(envelopeCodes)] },
                    },
                  },
            },
            "400": {
              description: "Malformed or invalid request: `7998`, the field named in errorDesc.",
              content: { "application/json": { schema: failureEnvelopeOf(["7998"]) } },
            },
            ...(call.access === "anonymous"
              ? {
                  "429": {
                    description: "`7429`: too many anonymous calls from this address in a minute (all anonymous calls together).",
                    content: { "application/json": { schema: failureEnvelopeOf(["7429"]) } },
                  },
                }
              : {}),
            "500": { description: "`7999`: the server failed.", content: { "application/json": { schema: failureEnvelopeOf(["7999"]) } } },
            "503": {
              description: "`7999`: the database cannot be reached for now; try again.",
              content: { "application/json": { schema: failureEnvelopeOf(["7999"]) } },
            },
          },
        },
      };
    }
  }
  return {
    openapi: "3.0.3",
    info: { title: "Carport owner API (tods protocol)", version },
    components: {
      securitySchemes: {
        accessToken: {
          type: "apiKey",
          in: "header",
          name: "accessToken",
          description: "The token a sign-in answers (`result.token.accessToken`); calls marked with it answer 7403 without a valid one.",
        },
      },
    },
    paths,
  };
}

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, { mode: "static", specification: { document: openApiDocument(version) as never } });
  await app.register(swaggerUi, { routePrefix: "/docs" });
}
