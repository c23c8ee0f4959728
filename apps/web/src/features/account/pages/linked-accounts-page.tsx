import { UPSTREAM_BRANDS } from "@carport/protocol";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { linkedAccountsQueryOptions, useLinkedAccountsMutation } from "../api/linked-accounts.ts";
import { AccountFrame } from "../components/account-frame.tsx";
import { LinkedAccountCard } from "../components/linked-account-card.tsx";
import "../../../styles/cards.css";
import "../account.css";

type Brand = (typeof UPSTREAM_BRANDS)[number];

/** The link form: which maker, the maker account's e-mail and password (sent once, kept sealed by the server). */
function LinkForm({ linkedBrands }: { linkedBrands: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const link = useLinkedAccountsMutation("upstreamLink");
  const free = UPSTREAM_BRANDS.filter((brand) => !linkedBrands.has(brand));
  const [chosen, setBrand] = useState<Brand | null>(free[0] ?? null);
  // Once the chosen maker is linked it leaves the list: the next free one is offered.
  const brand = chosen && free.includes(chosen) ? chosen : (free[0] ?? null);
  const [loginId, setLoginId] = useState("");
  const [password, setPassword] = useState("");
  const [problems, setProblems] = useState<{ loginId?: boolean; password?: boolean }>({});
  if (free.length === 0 || !brand) return null;
  return (
    <section className="card account-card" aria-labelledby="link-heading">
      <h2 id="link-heading">{t("account.linked.link")}</h2>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          const found = { loginId: !/^[^\s@]+@[^\s@]+$/.test(loginId.trim()), password: password.length === 0 };
          setProblems(found);
          if (!found.loginId && !found.password)
            link.mutate({ brand, loginId: loginId.trim(), password }, { onSuccess: () => setPassword("") });
        }}
      >
        {link.isError && <Alert>{messageText(errorMessageFor(link.error))}</Alert>}
        <SelectField
          label={t("account.linked.brandLabel")}
          name="makerBrand"
          value={brand}
          options={free.map((id) => ({ id, label: t(`account.linked.brands.${id}`) }))}
          onChange={setBrand}
        />
        <TextField
          label={t("account.linked.loginId")}
          name="makerLoginId"
          type="email"
          value={loginId}
          onChange={setLoginId}
          autoComplete="off"
          isRequired
          errorMessage={problems.loginId ? t("account.linked.formErrors.loginId") : undefined}
        />
        <TextField
          label={t("account.linked.password")}
          name="makerPassword"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="off"
          isRequired
          errorMessage={problems.password ? t("account.linked.formErrors.password") : undefined}
        />
        <div className="button-row">
          <Button type="submit" isPending={link.isPending}>
            {t("account.linked.link")}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * Linked car maker accounts (/account/linkedAccounts): link a maker account per brand, finish with
 * the code the maker mailed, give the maker PIN once, bring the maker's vehicles in, unlink.
 */
export function LinkedAccountsPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const list = useQuery(linkedAccountsQueryOptions());
  const accounts = list.data?.accounts ?? [];
  return (
    <AccountFrame title={t("account.linked.title")} intro={t("account.linked.intro")}>
      {list.isPending && <LoadingStatus>{t("account.loading")}</LoadingStatus>}
      {list.isError && <Alert>{messageText(errorMessageFor(list.error))}</Alert>}
      {list.data && accounts.length === 0 && <p className="empty-state">{t("account.linked.none")}</p>}
      {accounts.map((account) => (
        <LinkedAccountCard key={account.brand} account={account} />
      ))}
      {list.data && <LinkForm linkedBrands={new Set(accounts.map((a) => a.brand))} />}
    </AccountFrame>
  );
}
