// The fastest thing this machine can answer over HTTP with Fastify: a constant, no database.
import Fastify from "fastify";

const app = Fastify({ logger: false });
const constant = { responseHeader: { responseCode: 0, responseDesc: "Success" }, result: { ok: true } };
app.post("/bare", async () => constant);
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
console.log(`listening ${address}`);
