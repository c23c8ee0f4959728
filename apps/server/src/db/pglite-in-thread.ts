import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PgliteReply, PgliteRequest, PgliteThreadData } from "./pglite-thread-messages.ts";

type Ask = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, "id"> : never) : never;

/** A request waiting for the thread's answer. */
interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

let compiledWasm: Promise<WebAssembly.Module> | undefined;
/** PGlite's WebAssembly, compiled once for all the threads a process starts (tests start many). */
function pgliteWasm(): Promise<WebAssembly.Module> {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  compiledWasm ??= fs.promises.readFile(path.join(path.dirname(entry), "pglite.wasm")).then((bytes) => WebAssembly.compile(bytes));
  return compiledWasm;
}

/**
 * The thread: the build's JavaScript beside this module, or, run from source (tests, the bench),
 * the TypeScript loaded through tsx (found from the working folder, the repository's), which a thread
 * does not inherit from its process.
 */
function startThread(workerData: PgliteThreadData): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./pglite-thread.js", import.meta.url), { workerData });
  const script = new URL("./pglite-thread.ts", import.meta.url).href;
  // tsx is a development tool: the compiled server never comes here.
  const tsx = "tsx/esm/api";
  const load = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`;
  return new Worker(load, { eval: true, workerData });
}

export interface PgliteThread {
  ask<T>(request: Ask): Promise<T>;
  onNotification(channel: string, heard: (payload: string) => void): () => void;
  close(): Promise<void>;
}

/**
 * An embedded PGlite on a thread of its own. PGlite runs PostgreSQL as WebAssembly in the thread
 * that calls it; on the server's thread, every statement's work waited behind HTTP, the vehicle link
 * and the live streams, and they behind it, on one core. Here the database takes a second one.
 * The thread keeps the process alive only while a request is waiting for its answer.
 */
export async function startPgliteThread(dataDir: string, loadDataDir?: string): Promise<PgliteThread> {
  const worker = startThread({ dataDir, pgliteWasmModule: await pgliteWasm(), loadDataDir });
  const waiting = new Map<number, Waiting>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let lastId = 0;
  let failure: Error | undefined;

  const settle = (id: number, settleWith: (entry: Waiting) => void) => {
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    settleWith(entry);
  };
  worker.on("message", (message: PgliteReply) => {
    if ("channel" in message) {
      for (const heard of listeners.get(message.channel) ?? []) heard(message.payload);
      return;
    }
    if (message.error) {
      const { message: text, fields } = message.error;
      settle(message.id, ({ reject }) => reject(Object.assign(new Error(text), fields)));
    } else settle(message.id, ({ resolve }) => resolve(message.result));
  });
  const fail = (error: Error) => {
    failure = error;
    for (const id of [...waiting.keys()]) settle(id, ({ reject }) => reject(error));
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));

  const ask = <T>(request: Ask): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      if (waiting.size === 0) worker.ref();
      const id = ++lastId;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } as PgliteRequest);
    });
  // Answer 0 is the thread's start: "ready" once PGlite is open.
  await new Promise((resolve, reject) => waiting.set(0, { resolve, reject })).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  return {
    ask,
    onNotification(channel, heard) {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set.add(heard));
      return () => void set.delete(heard);
    },
    async close() {
      await ask({ op: "close" });
      await worker.terminate();
    },
  };
}
