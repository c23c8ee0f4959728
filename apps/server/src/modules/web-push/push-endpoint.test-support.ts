import { createDecipheriv, createECDH, createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** One POST a push service received. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on this machine for tests: records every POST; paths under /gone answer 410 as a
 * push service does for an expired subscription, under /redirect 307 to /elsewhere, the rest 201.
 */
export async function startPushEndpoint() {
  const received: ReceivedPush[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = request.url?.startsWith("/gone") ? 410 : request.url?.startsWith("/redirect") ? 307 : 201;
      if (response.statusCode === 307) response.setHeader("location", "/elsewhere");
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, as PushSubscription.toJSON() gives them. */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    /** Decrypts an aes128gcm push message body (RFC 8291, RFC 8188) with the browser's keys. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const hmac = (key: Buffer, ...data: Buffer[]) => createHmac("sha256", key).update(Buffer.concat(data)).digest();
      const shared = ecdh.computeSecret(serverPublic);
      const prkKey = hmac(auth, shared);
      const ikm = hmac(prkKey, Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), serverPublic, Buffer.from([1]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0"), Buffer.from([1])).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0"), Buffer.from([1])).subarray(0, 12);
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2, then zero padding.
      const end = padded.lastIndexOf(2);
      return padded.subarray(0, end).toString("utf8");
    },
  };
}
