import type { AdminCommand } from "./admin-command.ts";
import { accountCommands } from "./account-commands.ts";
import { accounts } from "./accounts.ts";
import { backup } from "./backup.ts";
import { calendar } from "./calendar.ts";
import { carScreen } from "./car-screen.ts";
import { dealerEnroll } from "./dealer-enroll.ts";
import { factory } from "./factory.ts";
import { housekeeping } from "./housekeeping.ts";
import { linkCredentials } from "./link-credentials.ts";
import { linkIdentity } from "./link-identity.ts";
import { mailQueue } from "./mail-queue.ts";
import { mosquittoConfig } from "./mosquitto-config.ts";
import { mosquittoDynsec, mosquittoPush } from "./mosquitto-dynsec.ts";
import { namelessSignIn } from "./nameless-sign-in.ts";
import { operate } from "./operate.ts";
import { ovmsModule } from "./ovms-module.ts";
import { provision } from "./provision.ts";
import { restore } from "./restore.ts";
import { seedDemo } from "./seed-demo.ts";
import { simulate } from "./simulate.ts";
import { siteExport, siteImport } from "./site-export.ts";
import { vehicles } from "./vehicles.ts";

/**
 * The operator tool's commands, in the order its usage lists them. A new command is a file of its
 * own (an AdminCommand, see admin-command.ts) added here; its options go in admin-options.ts.
 */
export const ADMIN_COMMANDS: readonly AdminCommand[] = [
  provision,
  dealerEnroll,
  factory,
  accounts,
  vehicles,
  seedDemo,
  ...accountCommands,
  housekeeping,
  mailQueue,
  namelessSignIn,
  simulate,
  operate,
  calendar,
  carScreen,
  linkCredentials,
  linkIdentity,
  ovmsModule,
  mosquittoConfig,
  mosquittoDynsec,
  mosquittoPush,
  backup,
  restore,
  siteExport,
  siteImport,
];

export const ADMIN_USAGE = `Carport operator tool: npm run admin -- <command> [options]

${ADMIN_COMMANDS.map((command) => command.usage)
  .filter(Boolean)
  .join("\n")}
  version, --version   this release's version

  help, --help         this text

With PGlite (no DATABASE_URL) stop the server first, for backup too: one process at a time owns
DATA_DIR (the tool says so when a running server holds it).`;
