import type { FastifyInstance } from "fastify";
import { invalidFieldDescription, type LanguageId } from "@carport/protocol";
import { ApiError } from "./api-error.ts";
import { textsOf } from "../texts/server-texts.ts";

/**
 * PostgreSQL refuses the NUL character in text, so a string carrying one would fail deep in a
 * query as a 500. Every call refuses it up front instead, naming the field, before anything runs.
 */

/**
 * The path of the first string (value or key) holding a NUL character, or null when there is none.
 * Walks with a stack of its own, depth first in document order: however deep the value nests, no
 * recursion (the body's depth and size are bounded before, http/json-body.ts; queries and headers are flat).
 */
export function findNulCharacter(value: unknown, path: string[] = []): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (typeof next.value === "string") {
      if (next.value.includes("\u0000")) return next.path.join(".") || "body";
      continue;
    }
    if (next.value === null || typeof next.value !== "object") continue;
    const entries = Array.isArray(next.value)
      ? next.value.map((item, index) => [String(index), item] as const)
      : Object.entries(next.value as Record<string, unknown>);
    for (const [key] of entries) {
      if (key.includes("\u0000")) return [...next.path, key.replaceAll("\u0000", "\\0")].join(".");
    }
    // Pushed last to first, so the first entry is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], path: [...next.path, entries[i]![0]] });
  }
  return null;
}

/** Why the field is refused, in the caller's language (0 English, 1 French). */
function nulCharacterReason(language: LanguageId): string {
  return textsOf(language).nulCharacter;
}

/**
 * Refuses, on every route (the calls of the protocol table, and the pages that take forms or
 * queries, such as the dealer booking page), a body, query or header carrying a NUL character:
 * 400 with the 7998 envelope naming the field. Runs before the session and vehicle hooks, which
 * already query the database with the headers.
 */
export function registerNulCharacterRefusal(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    const field = findNulCharacter(request.body, []) ?? findNulCharacter(request.query, []) ?? headerWithNul(request.headers);
    if (field === null) return done();
    done(new ApiError("7998", invalidFieldDescription(field, nulCharacterReason(request.language), request.language), 400));
  });
}

/** Node's HTTP parser refuses a NUL in a header of a request from the network; one injected in-process still arrives. */
function headerWithNul(headers: Record<string, string | string[] | undefined>): string | null {
  for (const name in headers) {
    const value = headers[name];
    if (typeof value === "string" ? value.includes("\u0000") : value !== undefined && findNulCharacter(value) !== null) return name;
  }
  return null;
}
