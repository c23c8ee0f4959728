import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorDescription } from "@carport/protocol";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { DEMO_PASSWORD, demoEmail } from "../../seed/demo-fleet.ts";
import { createOwner } from "../../test/sign-in-test-support.ts";
import { CA_OWNER, startCanadianMaker, type CanadianMaker } from "./maker-stand-in/canadian-maker.ts";
import { MAKER_SIGN_IN_TRIES } from "./maker-sign-in-tries.ts";

/** Wrong maker passwords per Carport account (issue 54): the bridge stops relaying guesses to the maker's sign-in. */
describe.each(databaseKinds())("maker sign-in tries per Carport account, on %s", (kind) => {
  let maker: CanadianMaker;
  let carport: TestServer;

  beforeAll(async () => {
    maker = startCanadianMaker();
    const makerUrl = await maker.listen();
    carport = await createTestServer(kind, { UPSTREAM_KCI_URL: makerUrl, UPSTREAM_QUIET_HOURS: "", UPSTREAM_RETRY_SECONDS: "0.2" });
  });
  afterAll(async () => {
    await carport?.close();
    await maker?.close();
  });

  const link = (token: string, password: string) =>
    carport.call("upstrmlnk", { brand: "kci", loginId: CA_OWNER.email, password }, { accessToken: token });
  const errorOf = (code: "7830" | "7845") => ({ errorCode: code, errorDesc: errorDescription(code, 0) });
  const makerSignIns = () => maker.count("v2/login");
  /** A new Carport account, signed in. */
  const newOwner = async () => {
    const owner = await createOwner(carport);
    return carport.login(owner.email, owner.password);
  };

  it("refuses the sixth wrong password with 7845 before anything reaches the maker, the right one too, and counts per account", async () => {
    const token = await carport.login(demoEmail("hacc"), DEMO_PASSWORD);
    const before = makerSignIns();
    for (let i = 0; i < MAKER_SIGN_IN_TRIES; i++) expect((await link(token, `wrong-${i}`)).json.error).toEqual(errorOf("7830"));
    expect(makerSignIns()).toBe(before + MAKER_SIGN_IN_TRIES);

    const sixth = await link(token, "wrong-6");
    expect(sixth.json.error).toEqual(errorOf("7845"));
    const right = await link(token, CA_OWNER.password);
    expect(right.json.error).toEqual(errorOf("7845"));
    expect(makerSignIns()).toBe(before + MAKER_SIGN_IN_TRIES);
    expect((await carport.call("upstrmlst", {}, { accessToken: token })).json.result.accounts).toEqual([]);

    // Another Carport account's tries are its own.
    const other = await newOwner();
    expect((await link(other, "wrong-other")).json.error).toEqual(errorOf("7830"));
    expect(makerSignIns()).toBe(before + MAKER_SIGN_IN_TRIES + 1);
  });

  it("forgets the failures when the maker takes the password", async () => {
    const token = await newOwner();
    const before = makerSignIns();
    for (let i = 0; i < MAKER_SIGN_IN_TRIES - 1; i++) expect((await link(token, `wrong-${i}`)).json.error).toEqual(errorOf("7830"));
    const taken = await link(token, CA_OWNER.password);
    expect(taken.json.result.accounts).toEqual([expect.objectContaining({ brand: "kci", state: "code" })]);
    // The count starts again: five more wrong passwords reach the maker, the sixth does not.
    for (let i = 0; i < MAKER_SIGN_IN_TRIES; i++) expect((await link(token, `again-${i}`)).json.error).toEqual(errorOf("7830"));
    expect((await link(token, "again-6")).json.error).toEqual(errorOf("7845"));
    expect(makerSignIns()).toBe(before + 2 * MAKER_SIGN_IN_TRIES);
  });

  it("lets no more than the limit through when guesses are sent at once", async () => {
    const token = await newOwner();
    const before = makerSignIns();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => link(token, `together-${i}`)));
    const codes = answers.map((a) => a.json.error?.errorCode).sort();
    expect(codes).toEqual(["7830", "7830", "7830", "7830", "7830", "7845", "7845", "7845"]);
    expect(makerSignIns()).toBe(before + MAKER_SIGN_IN_TRIES);
  });
});
