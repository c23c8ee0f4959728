import mqtt from "mqtt";

/**
 * Forgets every retained message a run left under its namespace on a shared broker. The broker
 * delivers only a client's queue of them per subscription and drops the rest, so clear round after
 * round until one finds none.
 */
export async function clearRetained(mqttUrl: string, namespace: string): Promise<void> {
  for (let round = 0; round < 30; round++) {
    const client = await mqtt.connectAsync(mqttUrl);
    const topics = new Set<string>();
    client.on("message", (topic, payload) => {
      if (payload.length) topics.add(topic);
    });
    await client.subscribeAsync(`${namespace}/#`, { qos: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const topic of topics) await client.publishAsync(topic, "", { qos: 0, retain: true });
    await client.endAsync();
    if (topics.size === 0) return;
  }
}
