import { setNamelessSignIn } from "../../modules/auth/sessions/nameless-sign-in.ts";
import { brandOption, required, type AdminCommand } from "./admin-command.ts";

export const namelessSignIn: AdminCommand = {
  name: "nameless-sign-in",
  usage: `  nameless-sign-in --brand B --email E [--off]
                       let this account sign in without the one-time code from clients that send
                       no Deviceid (community clients such as bluelinky 9); --off takes it back`,
  needs: "database",
  async run({ db, values }) {
    const brand = brandOption(values);
    if (!brand) throw new Error("--brand is required");
    const email = required(values, "email");
    const allowed = !values.off;
    if (!(await setNamelessSignIn(db, brand, email, allowed))) throw new Error(`no ${brand} account ${email}`);
    console.log(`${email}: clients without a Deviceid ${allowed ? "may now sign in without" : "need again"} the one-time code`);
  },
};
