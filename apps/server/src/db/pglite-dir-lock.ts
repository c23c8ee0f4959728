import fs from "node:fs";
import path from "node:path";

/** The file in a PGlite data folder naming the process that has it open. */
const OWNER_FILE = "carport-owner.pid";

/** Another live process (a running server, another operator tool) has the PGlite folder open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite data directory ${dataDir} is in use by process ${pid} (a running Carport server?): ` +
        "PGlite serves one process at a time. Stop the server first, or use DATABASE_URL (PostgreSQL) to run the operator tool beside it. " +
        `If no such process is Carport, delete ${path.join(dataDir, OWNER_FILE)}.`,
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Claims the folder for this process, as PGlite itself does not: a second process opening the same
 * files would corrupt them. A claim left by a process that has died is taken over. Answers the release.
 */
export function claimDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, OWNER_FILE);
  const mine = String(process.pid);
  for (let tries = 0; tries < 2; tries++) {
    try {
      fs.writeFileSync(file, mine, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
      if (owner === process.pid) break;
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) throw new DataDirInUseError(dataDir, owner);
      fs.rmSync(file, { force: true });
    }
  }
  return () => {
    try {
      if (fs.readFileSync(file, "utf8") === mine) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}
