import { VEHICLE_PHOTO_MAX_BYTES } from "@carport/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

/** Bytes that begin as the type says (the server recognises a type by its first bytes). */
function picture(kind: "png" | "jpeg" | "gif", size = 64): Buffer {
  const bytes = Buffer.alloc(size, 7);
  const head = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    jpeg: [0xff, 0xd8, 0xff, 0xe0],
    gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  }[kind];
  Buffer.from(head).copy(bytes);
  return bytes;
}

describe.each(databaseKinds())("vehicle photos on %s", (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    server = await createTestServer(kind);
    const accessToken = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const vehicles = (await server.call("vhcllst", {}, { accessToken })).json.result.vehicles;
    headers = { accessToken, vehicleId: vehicles[0].vehicleId };
  });
  afterAll(() => server.close());

  const read = async () => (await server.call("gtvhclpht", {}, headers)).json.result.photo;

  it("has no photo at first, stores one, answers it back, and replaces it with the next", async () => {
    expect(await read()).toBeNull();
    const png = picture("png").toString("base64");
    const saved = await server.call("svvhclpht", { contentType: "image/png", data: png }, headers);
    expect(saved.json.result.photo).toMatchObject({ contentType: "image/png", data: png });
    expect(saved.json.result.photo.updatedAt).toMatch(/^\d{14}$/);
    expect(await read()).toMatchObject({ contentType: "image/png", data: png });

    const jpeg = picture("jpeg", VEHICLE_PHOTO_MAX_BYTES).toString("base64");
    await server.call("svvhclpht", { contentType: "image/jpeg", data: jpeg }, headers);
    expect(await read()).toMatchObject({ contentType: "image/jpeg", data: jpeg });
  });

  it("refuses a photo over the limit, another type, bytes that are not the declared type, and broken base64, changing nothing", async () => {
    const before = await read();
    const refusals: Array<[string, unknown]> = [
      ["too large", { contentType: "image/jpeg", data: picture("jpeg", VEHICLE_PHOTO_MAX_BYTES + 1).toString("base64") }],
      ["gif", { contentType: "image/gif", data: picture("gif").toString("base64") }],
      ["gif said jpeg", { contentType: "image/jpeg", data: picture("gif").toString("base64") }],
      ["png said jpeg", { contentType: "image/jpeg", data: picture("png").toString("base64") }],
      ["not base64", { contentType: "image/png", data: "<svg onload=alert(1)>" }],
      ["empty", { contentType: "image/png", data: "" }],
    ];
    for (const [label, body] of refusals) {
      const answer = await server.call("svvhclpht", body, headers);
      expect(answer.status, label).toBe(400);
      expect(answer.json.error.errorCode, label).toBe("7998");
      expect(answer.json.error.errorDesc, label).toMatch(/contentType|data/);
    }
    const huge = await server.call("svvhclpht", { contentType: "image/jpeg", data: "A".repeat(2 * 1024 * 1024) }, headers);
    expect(huge.status).toBe(413);
    expect(await read()).toEqual(before);
  });

  it("keeps the default body limit for every other call", async () => {
    const answer = await server.call("updvhclnck", { vehicleId: headers.vehicleId, nickName: "x".repeat(100 * 1024) }, headers);
    expect(answer.status).toBe(413);
  });

  it("deletes the photo; deleting again is no error", async () => {
    expect((await server.call("dlvhclpht", {}, headers)).json.result).toEqual({ photo: null });
    expect(await read()).toBeNull();
    expect((await server.call("dlvhclpht", {}, headers)).json.responseHeader.responseCode).toBe(0);
  });
});
