import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./loopback.ts";

/** Debian's radicale CalDAV server (package `radicale`). */
export const RADICALE_BIN = process.env.RADICALE_BIN ?? "/usr/bin/radicale";

export interface RadicaleServer {
  /** http://127.0.0.1:port/ */
  url: string;
  user: string;
  password: string;
  /** Creates a calendar collection of the user. */
  makeCalendar(name: string): Promise<void>;
  /** Stores one event (an .ics text) in a calendar of the user. */
  putEvent(calendar: string, uid: string, ics: string): Promise<void>;
  deleteEvent(calendar: string, uid: string): Promise<void>;
  /** Replaces the user's password (as an owner revoking an app password does). */
  changePassword(password: string): void;
  close(): Promise<void>;
}

/** Starts a private radicale on a free port, with a temporary store and one plain-htpasswd user. */
export async function startRadicale(user = "owner", password = "app-pass-1234"): Promise<RadicaleServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-radicale-"));
  fs.writeFileSync(path.join(dir, "users"), `${user}:${password}\n`);
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, "config"),
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${path.join(dir, "users")}`,
      "htpasswd_encryption = plain",
      "delay = 0",
      "[storage]",
      `filesystem_folder = ${path.join(dir, "collections")}`,
      "[rights]",
      "type = owner_only",
      "[logging]",
      "level = warning",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(RADICALE_BIN, ["--config", path.join(dir, "config")], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += String(chunk)));
  const url = `http://127.0.0.1:${port}/`;
  const auth = `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

  // Wait (bounded) until it answers.
  const end = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`radicale exited: ${stderr}`);
    const up = await fetch(url, { method: "OPTIONS" }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > end) throw new Error(`radicale did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  async function request(method: string, target: string, body?: string) {
    const response = await fetch(new URL(target, url), {
      method,
      headers: { authorization: auth, ...(body ? { "content-type": "text/calendar; charset=utf-8" } : {}) },
      ...(body ? { body } : {}),
    });
    if (response.status >= 300) throw new Error(`${method} ${target}: ${response.status} ${await response.text()}`);
  }

  return {
    url,
    user,
    password,
    makeCalendar: (name) => request("MKCALENDAR", `/${user}/${name}/`),
    putEvent: (calendar, uid, ics) => request("PUT", `/${user}/${calendar}/${uid}.ics`, ics),
    deleteEvent: (calendar, uid) => request("DELETE", `/${user}/${calendar}/${uid}.ics`),
    changePassword(next) {
      fs.writeFileSync(path.join(dir, "users"), `${user}:${next}\n`);
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** yyyyMMddTHHmmssZ of an instant, as iCalendar writes UTC times. */
export function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** One VEVENT in a VCALENDAR; text values escaped as RFC 5545 asks (commas, semicolons). */
export function icsEvent(event: { uid: string; summary: string; location: string; start: Date; end: Date; rrule?: string }): string {
  const text = (value: string) =>
    value
      .replace(/\\/g, "\\\\")
      .replace(/([,;])/g, "\\$1")
      .replace(/\n/g, "\\n");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Carport tests//EN",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(new Date())}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `LOCATION:${text(event.location)}`,
    ...(event.rrule ? [`RRULE:${event.rrule}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
