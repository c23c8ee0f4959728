import type { Dealer } from "@carport/protocol";
import { Button } from "../button.tsx";
import { DealerCard } from "./dealer-card.tsx";

/** What a result list says, from the screen's own texts (registration and account word the choice differently). */
export interface DealerResultTexts {
  /** "2 dealers found." */
  found: (count: number) => string;
  /** Shown in place of the button on the dealer already chosen. */
  chosen: string;
  choose: string;
  /** The button's accessible name, naming the dealer. */
  chooseNamed: (dealerName: string) => string;
}

/**
 * The dealers a directory search (`dlrsrch`) found, each with a button to choose it, the chosen
 * one marked instead; the count is announced as a status.
 */
export function DealerResultList(props: {
  dealers: readonly Dealer[];
  chosenCode: string | null | undefined;
  onChoose: (dealer: Dealer) => void;
  texts: DealerResultTexts;
  /** The dealer whose choice is being saved: its button shows as pending. */
  pendingCode?: string | null;
  /** Name and address only, no phone or hours. */
  brief?: boolean;
}) {
  const { texts } = props;
  return (
    <>
      <p role="status">{texts.found(props.dealers.length)}</p>
      <ul className="dealer-results">
        {props.dealers.map((dealer) => (
          <li key={dealer.dealerCode}>
            <DealerCard dealer={dealer} brief={props.brief}>
              {dealer.dealerCode === props.chosenCode ? (
                <p className="dealer-card__chosen">{texts.chosen}</p>
              ) : (
                <Button
                  onPress={() => props.onChoose(dealer)}
                  isPending={props.pendingCode === dealer.dealerCode}
                  aria-label={texts.chooseNamed(dealer.dealerName)}
                >
                  {texts.choose}
                </Button>
              )}
            </DealerCard>
          </li>
        ))}
      </ul>
    </>
  );
}
