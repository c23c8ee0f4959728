import fs from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

/**
 * Files holding what only Carport may read (the database, its backups, link identities' secrets
 * and hashes): folders 0700, files 0600, whatever the umask, and made so again when they already
 * exist with other modes.
 */

/**
 * From now on this process creates files for its own user only (umask 077): PGlite writes its data
 * folder's files itself, with the process's umask. Worker threads share the process's umask and
 * may not set it: only the main thread does.
 */
export function keepNewFilesPrivate(): void {
  if (isMainThread) process.umask(0o077);
}

/** A folder (made if missing) and everything in it: folders 0700, files 0600; links are left alone. */
export function makePrivate(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const inside = path.join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(inside);
    else if (entry.isFile()) fs.chmodSync(inside, 0o600);
  }
}

/** An empty file of mode 0600 (emptied if it exists, its mode set before anything is written to it), to be written. */
export function createPrivateFile(file: string): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const fd = fs.openSync(file, "w", 0o600);
  try {
    fs.fchmodSync(fd, 0o600);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes a file of mode 0600, even over an existing file of another mode. */
export function writePrivateFile(file: string, data: string | Uint8Array): void {
  createPrivateFile(file);
  fs.writeFileSync(file, data);
}
