import mqtt from "mqtt";

/**
 * Clears every retained message a test or a load run left under its namespace on a shared broker.
 * The broker delivers only a client's queue of them per subscription and drops the rest, so clear
 * round after round, each listening `settleMs` for what is retained, until one finds none.
 */
export async function clearRetained(url: string, namespace: string, settleMs = 500): Promise<void> {
  for (let round = 0; round < 30; round++) {
    const client = await mqtt.connectAsync(url);
    const topics = new Set<string>();
    client.on("message", (topic, payload) => {
      if (payload.length) topics.add(topic);
    });
    await client.subscribeAsync(`${namespace}/#`);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    for (const topic of topics) await client.publishAsync(topic, "", { qos: 1, retain: true });
    await client.endAsync();
    if (topics.size === 0) return;
  }
}
