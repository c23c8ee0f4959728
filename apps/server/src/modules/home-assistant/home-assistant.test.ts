import { afterAll, beforeAll, describe, expect, it } from "vitest";
import mqtt, { type MqttClient } from "mqtt";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { DISCOVERY_SCHEMAS, parseConfigTopic } from "../../test/home-assistant-discovery.ts";
import { startPrivateMosquitto } from "../../test/private-mosquitto.ts";
import { eventually } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import type { HomeAssistantBridge } from "./index.ts";

const AURORA_VIN = "2HMAUEC5000000101";
const SUMMIT_VIN = "2HMSMGC2000000103";
const WRONG_PIN = "1111";
const STALE_CONFIG = "homeassistant/sensor/carport_0123456789abcdef0123456789abcdef/level/config";
const OTHER_CONFIG = "homeassistant/switch/0x00158d0001/lamp/config";

/** What Home Assistant hears on the broker: every message, in the order it arrived. */
interface Heard {
  topic: string;
  payload: string;
  retain: boolean;
  at: number;
}

/** Home Assistant's side of the broker: subscribed to the discovery prefix and Carport's topics, keeping what it hears. */
async function homeAssistantListening(url: string) {
  const client: MqttClient = await mqtt.connectAsync(url, { protocolVersion: 5 });
  const heard: Heard[] = [];
  client.on("message", (topic, payload, packet) =>
    heard.push({ topic, payload: payload.toString(), retain: packet.retain, at: Date.now() }),
  );
  await client.subscribeAsync(["homeassistant/#", "carport/#"], { qos: 1, rap: true });
  return {
    client,
    heard,
    /** The latest payload heard on each topic. */
    latest(): Map<string, string> {
      return new Map(heard.map((m) => [m.topic, m.payload]));
    },
    /** The first message heard from `from` on, on this topic, that the check accepts. */
    next(topic: string, check: (payload: any) => boolean, from = 0): Promise<Heard & { json: any; index: number }> {
      return eventually(async () => {
        for (let index = from; index < heard.length; index++) {
          const m = heard[index]!;
          if (m.topic !== topic || m.payload === "") continue;
          const json = JSON.parse(m.payload);
          if (check(json)) return { ...m, json, index };
        }
        return undefined;
      }, `a message on ${topic}`);
    },
  };
}

describe.each(databaseKinds())("Home Assistant through MQTT discovery on %s", (kind) => {
  let broker: Awaited<ReturnType<typeof startPrivateMosquitto>>;
  let server: TestServer;
  let bridge: HomeAssistantBridge;
  let ha: Awaited<ReturnType<typeof homeAssistantListening>>;
  let ownerId: string;
  let ownCars: string[];
  let aurora: string;
  let token: string;

  beforeAll(async () => {
    broker = await startPrivateMosquitto("anonymous");
    ha = await homeAssistantListening(broker.url);
    // A car's entity left on the broker from before (a car since deleted), and another integration's.
    await ha.client.publishAsync(STALE_CONFIG, JSON.stringify({ name: "Old", state_topic: "carport/x/state", unique_id: "old" }), {
      qos: 1,
      retain: true,
    });
    await ha.client.publishAsync(OTHER_CONFIG, JSON.stringify({ name: "Lamp", command_topic: "zigbee2mqtt/lamp/set", unique_id: "lamp" }), {
      qos: 1,
      retain: true,
    });
    server = await createTestServer(kind, { HOME_ASSISTANT_MQTT_URL: broker.url });
    bridge = (await server.app.homeAssistant)!;
    expect(bridge).not.toBeNull();
    const [car] = await server.db.query<{ id: string; account_id: string }>("select id, account_id from vehicles where vin = $1", [
      AURORA_VIN,
    ]);
    aurora = car!.id;
    ownerId = car!.account_id;
    ownCars = (
      await server.db.query<{ id: string }>("select id from vehicles where account_id = $1 and enrollment_status = 4", [ownerId])
    ).map((r) => r.id);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await ha?.client.endAsync();
    await broker?.stop();
  });

  const configsHeard = () =>
    [...ha.latest()].flatMap(([topic, payload]) => {
      const parsed = topic.includes("/carport_") ? parseConfigTopic("homeassistant", topic) : null;
      return parsed && payload !== "" ? [{ topic, ...parsed, config: JSON.parse(payload) as Record<string, any> }] : [];
    });

  it("removes the entities of cars no longer published that the broker kept from before, and no one else's", async () => {
    await eventually(
      async () => (ha.heard.some((m) => m.topic === STALE_CONFIG && m.payload === "") ? true : undefined),
      "the stale config emptied",
    );
    expect(ha.heard.filter((m) => m.topic === OTHER_CONFIG).map((m) => m.payload)).not.toContain("");
  });

  it("publishes, once the owner turns it on, each of their cars as a device whose configs follow Home Assistant's schema", async () => {
    expect(configsHeard()).toEqual([]);
    // The owner turns it on in the portal; the bridge hears the account change (no sync asked).
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("svhmasst", { enabled: true }, { accessToken: token });
    expect(json.result).toEqual({ enabled: true, available: true });
    // A car's state follows its configs (one publisher, in order): once every state is heard, so is every config.
    for (const id of ownCars) await ha.next(`carport/${id}/state`, () => true);

    const configs = configsHeard();
    const failures = configs.flatMap(({ topic, component, config }) => {
      const schema = DISCOVERY_SCHEMAS[component as keyof typeof DISCOVERY_SCHEMAS];
      if (!schema) return [`${topic}: component ${component} is not one Carport publishes`];
      const checked = schema.safeParse(config);
      return checked.success ? [] : [`${topic}: ${checked.error.message}`];
    });
    expect(failures).toEqual([]);
    // Only the owner's cars, each one device; unique ids unique.
    const devices = new Set(configs.map((c) => c.config.device.identifiers[0]));
    expect(devices.size).toBe(ownCars.length);
    expect(new Set(configs.map((c) => c.config.unique_id)).size).toBe(configs.length);
    const auroraConfigs = configs.filter((c) => c.config.device.identifiers[0] === `carport_${aurora.replaceAll("-", "")}`);
    expect(auroraConfigs[0]!.config.device).toMatchObject({ name: "Aurora", manufacturer: expect.any(String), model: expect.any(String) });
    const components = new Set(auroraConfigs.map((c) => `${c.component}/${c.objectId}`));
    for (const wanted of [
      "sensor/level",
      "sensor/range",
      "sensor/odometer",
      "sensor/battery_12v",
      "binary_sensor/charging",
      "sensor/charge_power",
      "sensor/time_to_target",
      "binary_sensor/plug",
      "binary_sensor/door_front_left",
      "binary_sensor/trunk",
      "binary_sensor/hood",
      "binary_sensor/windows",
      "binary_sensor/engine",
      "binary_sensor/climate",
      "binary_sensor/tyre_pressure",
      "binary_sensor/low_fuel",
      "device_tracker/location",
      "lock/doors",
      "button/climate_start",
      "button/charge_start",
      "button/charge_stop",
      "button/horn",
      "button/lights",
      "number/target_ac",
      "number/target_dc",
      "text/pin",
      "event/command_result",
    ])
      expect(components, wanted).toContain(wanted);
    // Every value a config reads from the state document is in it.
    const state = JSON.parse(ha.latest().get(`carport/${aurora}/state`)!);
    for (const { config } of auroraConfigs) {
      const field = /value_json\.(\w+)/.exec(config.value_template ?? "")?.[1];
      if (field && config.state_topic === `carport/${aurora}/state`) expect(state, field).toHaveProperty(field);
    }
    expect(state.level).toBeGreaterThan(0);
    expect(ha.latest().get(`carport/${aurora}/availability`)).toBe("online");
    expect(ha.latest().get("carport/bridge/availability")).toBe("online");

    // Retained: Home Assistant restarting (a new subscription) reads them all again.
    const later = await homeAssistantListening(broker.url);
    await later.next(`carport/${aurora}/state`, () => true);
    await eventually(
      async () =>
        later.heard.filter((m) => m.retain && parseConfigTopic("homeassistant", m.topic)).length >= configs.length ? true : undefined,
      "every config retained",
    );
    await later.client.endAsync();
  });

  it("publishes every config again when Home Assistant comes online (its birth message)", async () => {
    const from = ha.heard.length;
    const lockConfig = configsHeard().find(
      (c) => c.component === "lock" && c.config.device.identifiers[0] === `carport_${aurora.replaceAll("-", "")}`,
    )!;
    await ha.client.publishAsync("homeassistant/status", "online", { qos: 1 });
    const again = await ha.next(lockConfig.topic, () => true, from);
    expect(again.json).toEqual(lockConfig.config);
  });

  it("publishes a car's report on its state topic as it arrives", async () => {
    const from = ha.heard.length;
    const sent = Date.now();
    await server.vehicleLink.gateway.operate(AURORA_VIN, { doorOpen: { frontLeft: 1 } });
    const opened = await ha.next(`carport/${aurora}/state`, (s) => s.door_front_left === "ON", from);
    console.log(`door opened: the state topic had it ${opened.at - sent} ms after the car was told to open it`);
    const closing = ha.heard.length;
    await server.vehicleLink.gateway.operate(AURORA_VIN, { doorOpen: { frontLeft: 0 } });
    await ha.next(`carport/${aurora}/state`, (s) => s.door_front_left === "OFF", closing);
  });

  it("locks the car with the owner's PIN from the lock entity, and refuses a wrong PIN", async () => {
    const lockTopic = `carport/${aurora}/doors/set`;
    const results = `carport/${aurora}/command`;
    const send = (action: string, code: string) => ha.client.publishAsync(lockTopic, JSON.stringify({ action, code }), { qos: 1 });

    let from = ha.heard.length;
    await send("UNLOCK", DEMO_PIN);
    await ha.next(results, (r) => r.command === "doors" && r.event_type === "succeeded", from);
    await ha.next(`carport/${aurora}/state`, (s) => s.lock === "UNLOCKED", from);

    from = ha.heard.length;
    await send("LOCK", WRONG_PIN);
    const refused = await ha.next(results, (r) => r.event_type !== "pending", from);
    expect(refused.json).toMatchObject({ event_type: "refused", command: "doors", code: "7310" });
    const [status] = await server.db.query<{ locked: boolean }>(
      "select (status->>'doorLock')::boolean as locked from vehicle_status where vehicle_id = $1",
      [aurora],
    );
    expect(status!.locked).toBe(false);

    from = ha.heard.length;
    await send("LOCK", DEMO_PIN);
    const pending = await ha.next(results, (r) => r.event_type === "pending", from);
    const done = await ha.next(results, (r) => r.event_type !== "pending", from);
    expect(done.json).toMatchObject({
      event_type: "succeeded",
      command: "doors",
      code: "0000",
      transaction_id: pending.json.transaction_id,
    });
    const locking = await ha.next(`carport/${aurora}/state`, (s) => s.lock === "LOCKING", from);
    const locked = await ha.next(`carport/${aurora}/state`, (s) => s.lock === "LOCKED", from);
    expect(locked.index).toBeGreaterThan(locking.index);
    expect(ha.latest().get(`carport/${aurora}/state`)).toContain('"lock":"LOCKED"');
    // The portal sees the same command, recorded as the owner's.
    const [row] = await server.db.query<{ account_id: string; api_code: string }>(
      "select account_id, api_code from remote_transactions where id = $1",
      [pending.json.transaction_id],
    );
    expect(row).toEqual({ account_id: ownerId, api_code: "doorLock" });
  });

  it("takes a button's command with the PIN given to the PIN entity just before, once", async () => {
    const results = `carport/${aurora}/command`;
    let from = ha.heard.length;
    await ha.client.publishAsync(`carport/${aurora}/lights/set`, "PRESS", { qos: 1 });
    expect((await ha.next(results, () => true, from)).json).toMatchObject({ event_type: "refused", command: "lights", code: "7317" });

    from = ha.heard.length;
    await ha.client.publishAsync(`carport/${aurora}/pin/set`, DEMO_PIN, { qos: 1 });
    await ha.next(results, (r) => r.event_type === "pin_accepted", from);
    await ha.client.publishAsync(`carport/${aurora}/lights/set`, "PRESS", { qos: 1 });
    await ha.next(results, (r) => r.command === "lights" && r.event_type === "succeeded", from);

    from = ha.heard.length;
    await ha.client.publishAsync(`carport/${aurora}/lights/set`, "PRESS", { qos: 1 });
    expect((await ha.next(results, () => true, from)).json).toMatchObject({ event_type: "refused", code: "7317" });
  });

  it("removes a car's entities when it leaves the owner's account, and keeps the others'", async () => {
    const summit = (await server.db.query<{ id: string }>("select id from vehicles where vin = $1", [SUMMIT_VIN]))[0]!.id;
    const node = `/carport_${summit.replaceAll("-", "")}/`;
    const summitConfigs = configsHeard().filter((c) => c.topic.includes(node));
    expect(summitConfigs.length).toBeGreaterThan(0);
    const from = ha.heard.length;
    await server.db.query("update vehicles set account_id = (select id from accounts where email = 'second@hacc.test') where id = $1", [
      summit,
    ]);
    await eventually(async () => {
      const emptied = new Set(
        ha.heard
          .slice(from)
          .filter((m) => m.payload === "")
          .map((m) => m.topic),
      );
      return summitConfigs.every((c) => emptied.has(c.topic)) ? true : undefined;
    }, "the car's configs emptied");
    expect(configsHeard().filter((c) => c.topic.includes(`/carport_${aurora.replaceAll("-", "")}/`)).length).toBeGreaterThan(0);
  });

  it("removes every entity when the owner turns it off", async () => {
    const published = configsHeard().map((c) => c.topic);
    const from = ha.heard.length;
    const { json } = await server.call("svhmasst", { enabled: false }, { accessToken: token });
    expect(json.result).toEqual({ enabled: false, available: true });
    await eventually(async () => {
      const emptied = new Set(
        ha.heard
          .slice(from)
          .filter((m) => m.payload === "")
          .map((m) => m.topic),
      );
      return published.every((topic) => emptied.has(topic)) ? true : undefined;
    }, "every config emptied");
    expect(configsHeard()).toEqual([]);
  });
});
