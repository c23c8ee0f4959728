import pino from "pino";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";

/** Headers and fields that carry secrets: never written to the logs. */
const REDACTED = [
  "req.headers.accesstoken",
  "req.headers.authorization",
  "req.headers.pauth",
  "req.headers.cookie",
  "req.headers.transactionid",
  "req.headers.deviceid",
];

/**
 * Query values that are secrets or personal: the reset link's code and login id, the dealer
 * hand-off and booking tokens (`/dealer/booking?token=`, `?accessToken=`), the owner's-manual token, the live stream ticket.
 */
const SECRET_QUERY_VALUE =
  /([?&](?:pin|loginId|authCode|code|state|captchaKey|captchaValue|otp|to|token|accessToken|ssoToken|ticket)=)[^&#]*/gi;
/** Path segments that are secrets or personal: the fraud link's code, the code page's key, the reset page's login id. */
const SECRET_PATH_SEGMENT = /^(\/(?:reportFraud|otp|resetpw)\/)[^/?#]+/i;

/** The URL of a request as the logs show it: mailed codes and login ids blanked out. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH_SEGMENT, "$1[redacted]").replace(SECRET_QUERY_VALUE, "$1[redacted]");
}

/** Fastify's request fields, with the URL redacted (pages behind mailed links carry codes in it). */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

/** Structured JSON logs (pino) with secrets redacted; bodies are never logged. */
export function createLogger(level: string): FastifyBaseLogger {
  return pino({ level, redact: REDACTED, serializers: { req: requestSerializer } }) as FastifyBaseLogger;
}
