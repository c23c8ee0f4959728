// A car on Carport's vehicle link in a few lines, with nothing but the `mqtt` package: it takes its
// profile and last status from the retained provision topic, carries out each command it receives
// (here: it only locks or unlocks) and answers with the result and its new status.
//
//   CARPORT_MQTT_URL=mqtts://carport.example:8883 CARPORT_NAMESPACE=carport/v1 \
//   CARPORT_VIN=2HMAUEC5000000101 CARPORT_LINK_USERNAME=car-2HMAUEC5000000101 CARPORT_LINK_SECRET=... \
//   node docs/examples/connect-a-car.mjs
//
// CARPORT_CA: a PEM file to trust for mqtts:// (a private certificate authority). See docs/vehicle-link.md.
import fs from "node:fs";
import mqtt from "mqtt";

const {
  CARPORT_MQTT_URL,
  CARPORT_NAMESPACE = "carport/v1",
  CARPORT_VIN,
  CARPORT_LINK_USERNAME,
  CARPORT_LINK_SECRET,
  CARPORT_CA,
} = process.env;
const topic = (kind) => `${CARPORT_NAMESPACE}/vehicles/${CARPORT_VIN}/${kind}`;
const now = () => new Date().toISOString();

const client = await mqtt.connectAsync(CARPORT_MQTT_URL, {
  clientId: CARPORT_LINK_USERNAME,
  username: CARPORT_LINK_USERNAME,
  password: CARPORT_LINK_SECRET,
  ...(CARPORT_CA ? { ca: fs.readFileSync(CARPORT_CA) } : {}),
  // The cloud marks the car offline if the connection dies.
  will: { topic: topic("presence"), payload: JSON.stringify({ online: false, at: now() }), qos: 1, retain: true },
});

let status = null;
// A command may come again under the same transaction id: it is carried out once, and a repeat is
// answered with the result sent the first time (the last 64 remembered).
const answered = new Map();
client.on("message", async (received, payload) => {
  if (payload.length === 0) return;
  const message = JSON.parse(payload.toString("utf8"));
  if (received === topic("provision")) status = message.status;
  if (received !== topic("command") || !status) return;
  if (answered.has(message.transactionId)) {
    await client.publishAsync(topic("result"), answered.get(message.transactionId), { qos: 1 });
    return;
  }
  if (Date.now() > Date.parse(message.deadline)) return; // the cloud has given up: acting now would surprise the owner
  const ok = message.command === "lock" || message.command === "unlock";
  if (ok) status = { ...status, doorLock: message.command === "lock", lastStatusDate: now().replace(/\D/g, "").slice(0, 14) };
  const result = JSON.stringify({
    transactionId: message.transactionId,
    ok,
    ...(ok ? {} : { failureReason: "not supported" }),
    status,
    completedAt: now(),
  });
  answered.set(message.transactionId, result);
  if (answered.size > 64) answered.delete(answered.keys().next().value);
  await client.publishAsync(topic("result"), result, { qos: 1 });
  await client.publishAsync(topic("status"), JSON.stringify({ status, reportedAt: now() }), { qos: 1, retain: true });
  console.log(`${message.command} ${message.transactionId}: ${ok ? "done" : "refused"}`);
});

await client.subscribeAsync([topic("provision"), topic("command")], { qos: 1 });
await client.publishAsync(topic("presence"), JSON.stringify({ online: true, at: now() }), { qos: 1, retain: true });
console.log(`connected as ${CARPORT_LINK_USERNAME}`);
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void client.endAsync().then(() => process.exit(0)));
