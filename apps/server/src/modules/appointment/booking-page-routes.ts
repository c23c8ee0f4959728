import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { errorDescription, type LanguageId } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { ApiError } from "../../http/api-error.ts";
import type { DealerHandOff, HandOff } from "./dealer-hand-off.ts";
import {
  BOOKING_NOTES_MAX_LENGTH,
  bookingDonePage,
  bookingFormPage,
  bookingInvalidPage,
  SERVICE_CODES,
  TIME_SLOTS,
  type BookingField,
  type BookingValues,
} from "./booking-page-html.ts";

/** The page loads nothing and runs no script: its own inline style only; it posts only to itself. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const DAY_MS = 86_400_000;
const BOOKING_DAYS_AHEAD = 90;

const queryOf = z.object({ token: z.string().max(2048).optional(), accessToken: z.string().max(2048).optional() });
const formOf = z.object({
  accessToken: z.string().max(2048).default(""),
  service: z.string().max(32).default(""),
  date: z.string().max(10).default(""),
  time: z.string().max(5).default(""),
  notes: z.string().max(10_000).default(""),
});

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days a booking may fall on: from tomorrow (UTC) to 90 days ahead. */
function dateBounds(now = Date.now()) {
  return { min: isoDay(now + DAY_MS), max: isoDay(now + BOOKING_DAYS_AHEAD * DAY_MS) };
}

/** The fields the request breaks: a listed service, a real date within the bounds, a slot, short notes. */
function bookingErrors(values: BookingValues): BookingField[] {
  const errors: BookingField[] = [];
  if (!(SERVICE_CODES as readonly string[]).includes(values.service)) errors.push("service");
  const bounds = dateBounds();
  const real = /^\d{4}-\d{2}-\d{2}$/.test(values.date) && isoDay(Date.parse(`${values.date}T00:00:00Z`) || 0) === values.date;
  if (!real || values.date < bounds.min || values.date > bounds.max) errors.push("date");
  if (!TIME_SLOTS.includes(values.time)) errors.push("time");
  if (Array.from(values.notes).length > BOOKING_NOTES_MAX_LENGTH) errors.push("notes");
  return errors;
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("content-security-policy", PAGE_CSP)
    .header("cache-control", "no-store")
    .send(html);
}

/**
 * The dealer's booking page, served by this server so the hand-off can be followed to the end:
 * GET /dealer/booking?token=<ssoToken> redeems the owner's token (once) and shows the form;
 * ?accessToken= (from gthaeatkn) shows it for a booking token; POST books, using that token up.
 * Plain HTML in the request's language (?lang=), no script.
 */
export async function registerBookingPage(app: FastifyInstance, db: Database, handOff: DealerHandOff): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof text === "string" ? text : "")));
    });

    /** Runs a step of the page; a token that cannot be used shows the 7670 page. */
    async function guarded(reply: FastifyReply, language: LanguageId, step: () => Promise<unknown>) {
      try {
        return await step();
      } catch (error) {
        if (error instanceof ApiError && error.code === "7670")
          return send(reply, 410, bookingInvalidPage(errorDescription("7670", language), language));
        throw error;
      }
    }

    scope.get("/dealer/booking", async (request, reply) => {
      const language = request.language;
      const query = queryOf.safeParse(request.query);
      const token = query.success ? query.data : {};
      return guarded(reply, language, async () => {
        let redeemed: HandOff;
        let accessToken: string;
        if (token.token) {
          redeemed = await handOff.redeem(token.token, "sso", request.brand);
          accessToken = (await handOff.issueBookingToken(redeemed, language)).accessToken;
        } else if (token.accessToken) {
          redeemed = await handOff.check(token.accessToken, "booking", request.brand);
          accessToken = token.accessToken;
        } else {
          return send(reply, 400, bookingInvalidPage(errorDescription("7670", language), language));
        }
        const empty = { service: "", date: "", time: "", notes: "" };
        return send(reply, 200, bookingFormPage(redeemed, accessToken, empty, [], language, dateBounds()));
      });
    });

    scope.post("/dealer/booking", async (request, reply) => {
      const language = request.language;
      const form = formOf.safeParse(request.body ?? {});
      if (!form.success) return send(reply, 400, bookingInvalidPage(errorDescription("7998", language), language));
      const { accessToken, ...values } = form.data;
      return guarded(reply, language, async () => {
        const current = await handOff.check(accessToken, "booking", request.brand);
        const errors = bookingErrors(values);
        if (errors.length) return send(reply, 400, bookingFormPage(current, accessToken, values, errors, language, dateBounds()));
        const booked = await handOff.redeem(accessToken, "booking", request.brand);
        const [row] = await db.query<{ id: string }>(
          `insert into dealer_appointments (account_id, vehicle_id, dealer_code, service_code, appointment_date, appointment_time, notes, language_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text as id`,
          [
            booked.accountId,
            booked.vehicle.vehicleId,
            booked.dealer.dealerCode,
            values.service,
            values.date,
            values.time,
            values.notes,
            language,
          ],
        );
        return send(reply, 200, bookingDonePage(booked, `A-${row!.id.padStart(6, "0")}`, values, language));
      });
    });
  });
}
