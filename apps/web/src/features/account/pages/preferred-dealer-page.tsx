import { useQuery } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { DealerCard } from "../../../components/dealer/dealer-card.tsx";
import { DealerResultList } from "../../../components/dealer/dealer-result-list.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { dealerSearchQueryOptions, preferredDealerQueryOptions, useSavePreferredDealerMutation } from "../api/preferred-dealer.ts";
import { AccountFrame, SavedStatus } from "../components/account-frame.tsx";
import { focusLater } from "../components/focus.ts";
import "../account.css";

/**
 * account.personalSetting with setting=preferdealer: the preferred dealer (`gtprfdlr`) and a
 * search of the brand's directory by postal code or name (`dlrsrch`); choosing one saves it
 * (`svprfdlr`). Hours list Sunday last.
 */
export function PreferredDealerPanel() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const current = useQuery(preferredDealerQueryOptions());
  const [typed, setTyped] = useState("");
  const [searched, setSearched] = useState("");
  const results = useQuery(dealerSearchQueryOptions(searched));
  const save = useSavePreferredDealerMutation();
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const currentRef = useRef<HTMLHeadingElement>(null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearched(typed.trim());
  };

  const choose = async (dealerCode: string, dealerName: string) => {
    setFailure(null);
    setSaved(null);
    try {
      await save.mutateAsync(dealerCode);
      setSaved(t("account.dealer.saved", { name: dealerName }));
      focusLater(currentRef);
    } catch (error) {
      // A dealer the directory no longer lists (7998) gets the panel's own message, not the field report.
      setFailure(
        isApiError(error) && error.errorCode === "7998"
          ? { key: "account.errors.PREFERRED_DEALER_SUBMIT_FAILED" }
          : errorMessageFor(error, "account.errors.PREFERRED_DEALER_SUBMIT_FAILED"),
      );
      focusLater(alertRef);
    }
  };

  const preferredCode = current.data?.dealer?.dealerCode;
  return (
    <AccountFrame title={t("account.dealer.title")} intro={t("account.dealer.intro")}>
      {failure && (
        <div ref={alertRef} tabIndex={-1}>
          <Alert>{messageText(failure)}</Alert>
        </div>
      )}
      <SavedStatus message={saved} />
      <section className="dealer-current" aria-labelledby="dealer-current-heading">
        <h2 id="dealer-current-heading" ref={currentRef} tabIndex={-1}>
          {t("account.dealer.currentHeading")}
        </h2>
        {current.isPending && <LoadingStatus>{t("account.loading")}</LoadingStatus>}
        {current.isError && <Alert>{messageText(errorMessageFor(current.error))}</Alert>}
        {current.data && (current.data.dealer ? <DealerCard dealer={current.data.dealer} /> : <p>{t("account.dealer.none")}</p>)}
      </section>
      <section className="dealer-search" aria-labelledby="dealer-search-heading">
        <h2 id="dealer-search-heading">{t("account.dealer.searchHeading")}</h2>
        <form role="search" className="form dealer-search__form" noValidate onSubmit={onSearch}>
          <TextField
            label={t("account.dealer.searchLabel")}
            name="dealerSearch"
            value={typed}
            onChange={setTyped}
            description={t("account.dealer.searchHint")}
          />
          <div className="button-row">
            <Button type="submit" isDisabled={typed.trim() === ""}>
              {t("account.dealer.search")}
            </Button>
          </div>
        </form>
        {results.isFetching && <LoadingStatus>{t("account.dealer.searching")}</LoadingStatus>}
        {results.isError && <Alert>{messageText(errorMessageFor(results.error))}</Alert>}
        {results.data && (
          <DealerResultList
            dealers={results.data.dealers}
            chosenCode={preferredCode}
            onChoose={(dealer) => void choose(dealer.dealerCode, dealer.dealerName)}
            pendingCode={save.isPending ? save.variables : null}
            texts={{
              found: (count) => t("account.dealer.found", { count }),
              chosen: t("account.dealer.isPreferred"),
              choose: t("account.dealer.choose"),
              chooseNamed: (name) => t("account.dealer.chooseNamed", { name }),
            }}
          />
        )}
      </section>
    </AccountFrame>
  );
}
