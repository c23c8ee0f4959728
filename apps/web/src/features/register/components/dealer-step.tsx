import type { Dealer } from "@carport/protocol";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { DealerResultList } from "../../../components/dealer/dealer-result-list.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { registrationDealerSearchQueryOptions } from "../api/dealer-search.ts";

export interface ChosenDealer {
  code: string;
  name: string;
}

/**
 * regstep5 (optional): the owner searches the brand's dealer directory by postal code, name or
 * city (`dlrsrch`, before the account exists) and picks one, or goes on without. Its own search
 * form, beside the wizard's: Enter in the search field searches, it does not go to the next step.
 */
export function DealerStep(props: { chosen: ChosenDealer | null; onChoose: (dealer: ChosenDealer) => void; onClear: () => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [typed, setTyped] = useState("");
  const [searched, setSearched] = useState("");
  const results = useQuery(registrationDealerSearchQueryOptions(searched));
  const chosenRef = useRef<HTMLParagraphElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearched(typed.trim());
  };
  const choose = (dealer: Dealer) => {
    props.onChoose({ code: dealer.dealerCode, name: dealer.dealerName });
    requestAnimationFrame(() => chosenRef.current?.focus());
  };
  const clear = () => {
    props.onClear();
    requestAnimationFrame(() => searchRef.current?.focus());
  };

  return (
    <section className="register-dealer" aria-labelledby="register-dealer-heading">
      <h2 id="register-dealer-heading">{`${t("register.dealer.preferredDealer")} (${t("register.optional")})`}</h2>
      <p>{t("register.dealer.intro")}</p>
      {props.chosen ? (
        <div className="button-row">
          <p ref={chosenRef} tabIndex={-1} role="status">
            {t("register.dealer.chosen", { name: props.chosen.name })}
          </p>
          <Button variant="secondary" onPress={clear}>
            {t("register.dealer.remove")}
          </Button>
        </div>
      ) : (
        <p>{t("register.dealer.none")}</p>
      )}
      <form role="search" className="register-form" noValidate onSubmit={onSearch} aria-label={t("register.dealer.searchHeading")}>
        <TextField
          label={t("register.dealer.searchLabel")}
          name="dealerSearch"
          value={typed}
          onChange={setTyped}
          inputRef={searchRef}
          description={t("register.dealer.searchHint")}
        />
        <div className="button-row">
          <Button type="submit" variant="secondary" isDisabled={typed.trim() === ""}>
            {t("register.dealer.search")}
          </Button>
        </div>
      </form>
      {results.isFetching && <LoadingStatus>{t("register.dealer.searching")}</LoadingStatus>}
      {results.isError && <Alert>{messageText(errorMessageFor(results.error))}</Alert>}
      {results.data && (
        <DealerResultList
          dealers={results.data.dealers}
          chosenCode={props.chosen?.code}
          onChoose={choose}
          brief
          texts={{
            found: (count) => t("register.dealer.found", { count }),
            chosen: t("register.dealer.isChosen"),
            choose: t("register.dealer.choose"),
            chooseNamed: (name) => t("register.dealer.chooseNamed", { name }),
          }}
        />
      )}
    </section>
  );
}
