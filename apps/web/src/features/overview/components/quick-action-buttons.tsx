import type { CallResult } from "@carport/protocol";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/button.tsx";
import { REMOTE_PAGE_TITLES, remotePagePath, type CommandRequest } from "../../remote/index.ts";
import { quickActionGroups } from "../quick-action-list.ts";

type Groups = ReturnType<typeof quickActionGroups>;

/**
 * One row of buttons per kind of command, with the link to its full remote page. Without
 * `onRequest` (the placeholder) they are plain disabled buttons drawn as the app's are: there is
 * no press to handle, and they cost the first paint less than React Aria's.
 */
export function QuickActionButtons(props: { groups: Groups; onRequest?: (request: CommandRequest) => void; isDisabled?: boolean }) {
  const { t } = useTranslation();
  const { onRequest } = props;
  return (
    <ul className="overview-quick-actions__groups">
      {props.groups.map(({ page, actions }) => (
        <li key={page} className="button-row">
          {actions.map((action) =>
            onRequest ? (
              <Button
                key={action.label}
                variant={action.secondary ? "secondary" : "primary"}
                onPress={() => onRequest(action.request)}
                isDisabled={props.isDisabled}
              >
                {t(action.label)}
              </Button>
            ) : (
              <button
                key={action.label}
                type="button"
                className={`button button--${action.secondary ? "secondary" : "primary"}`}
                disabled
                data-disabled
              >
                {t(action.label)}
              </button>
            ),
          )}
          <Link className="overview-quick-actions__more" to={remotePagePath(page)}>
            {t("overview.quickActions.more", { page: t(REMOTE_PAGE_TITLES[page]) })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The quick actions as they will look, their buttons disabled, while the command flow they run
 * loads after the overview's first paint: the card holds its place, so the links and cards below
 * it do not jump down when the flow arrives.
 */
export function QuickActionsPlaceholder({ selected }: { selected: CallResult<"selectVehicle"> }) {
  const { t } = useTranslation();
  const groups = quickActionGroups(selected);
  if (groups.length === 0) return null;
  return (
    <div className="overview-quick-actions">
      <section className="card" aria-labelledby="overview-quick-actions-heading" aria-busy="true">
        <h2 id="overview-quick-actions-heading">{t("overview.quickActions.heading")}</h2>
        <QuickActionButtons groups={groups} />
      </section>
    </div>
  );
}
