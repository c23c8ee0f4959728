import { describe, expect, it } from "vitest";
import { CALL_HANDLER_ERROR_CODES, CALLS, type CallId } from "@carport/protocol";
import { scanCallErrorCodes } from "../../../../scripts/call-error-codes.ts";
import { openApiDocument } from "./openapi.ts";

type Operation = {
  security?: Array<Record<string, string[]>>;
  parameters: Array<{ name: string }>;
  responses: Record<string, { description: string; content?: Record<string, { schema: any }> }>;
};

const doc = openApiDocument("0.0.0-test") as unknown as {
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};
const operation = (name: string) => Object.values(doc.paths[`/tods/api/${name}`]!)[0]!;
/** The errorCode values the failure envelope of the 200 answer allows. */
const envelopeCodes = (op: Operation): string[] => {
  const schema = Object.values(op.responses["200"]!.content!).at(-1)!.schema;
  const failure = schema.oneOf ? schema.oneOf[1] : schema;
  return failure.properties.error.properties.errorCode.enum;
};

describe("the OpenAPI document at /docs", () => {
  it("declares the accessToken scheme, required by every signed-in call and by no anonymous one", () => {
    expect(doc.components.securitySchemes.accessToken).toMatchObject({ type: "apiKey", in: "header", name: "accessToken" });
    for (const id of Object.keys(CALLS) as CallId[]) {
      const op = operation(CALLS[id].name);
      expect(op.security, id).toEqual(CALLS[id].access === "session" ? [{ accessToken: [] }] : undefined);
      expect(op.parameters.map((p) => p.name)).not.toContain("accessToken");
    }
  });

  it("lists, for each call, the envelope's error codes it may answer, with their descriptions", () => {
    // A signed-in read of one vehicle: the session's, the terms', the vehicle's codes.
    const statusCodes = envelopeCodes(operation("lstvhclsts"));
    expect(statusCodes).toEqual(expect.arrayContaining(["7403", "7602", "7405", "7030", "7202", "7702"]));
    expect(statusCodes).not.toContain("7404");
    expect(operation("lstvhclsts").responses["200"]!.description).toContain(
      "- `7202`: The vehicle does not exist or does not belong to this account.",
    );
    // Sign-in: its own failures, no session's; its rate limit and malformed body have answers of their own.
    const login = operation("lgnV2");
    expect(envelopeCodes(login)).toEqual(expect.arrayContaining(["7110", "7402", "7404", "7405"]));
    expect(envelopeCodes(login)).not.toContain("7403");
    expect(Object.keys(login.responses)).toEqual(["200", "400", "429", "500", "503"]);
    // The PIN check answers how many tries are left; a remote command wants its pAuth.
    expect(envelopeCodes(operation("vrfypin"))).toEqual(expect.arrayContaining(["7310", "7311", "7312", "7313", "7314", "7316"]));
    expect(envelopeCodes(operation(CALLS.climateStart.name))).toEqual(expect.arrayContaining(["7317", "7316", "7702"]));
    // Every path has its answers, and an alias the codes of the call it stands for.
    expect(envelopeCodes(operation("v2/login"))).toEqual(envelopeCodes(login));
    for (const [path, methods] of Object.entries(doc.paths))
      expect(Object.keys(Object.values(methods)[0]!.responses), path).toEqual(expect.arrayContaining(["200", "400", "500"]));
  });

  it("reads the handlers' codes from the server as it is (npm run docs:call-errors writes them)", () => {
    expect(CALL_HANDLER_ERROR_CODES).toEqual(scanCallErrorCodes());
  });
});
