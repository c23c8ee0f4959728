import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import type { ErrorMessage, MessageKey } from "../../../i18n/error-messages.ts";
import { firstProblemField, type RefusedSave } from "../account-view.ts";
import { SavedStatus } from "./account-frame.tsx";
import { focusLater, useFieldRefs } from "./focus.ts";

type Problems<F extends string> = Partial<Record<F, MessageKey>>;

/**
 * The state of a security form (password, PIN): checked in the browser first, then sent; a refusal
 * of one field marks it and focuses it, any other refusal is shown above the form and focused.
 */
export function useSecurityForm<F extends string, V extends Record<F, string>>(options: {
  empty: V;
  fields: readonly F[];
  check: (form: V) => Problems<F>;
  save: { mutateAsync: (form: V) => Promise<unknown>; isPending: boolean };
  refused: (error: unknown) => RefusedSave<F>;
  /** Shown above the form when the server refuses one field. */
  fieldRefusal: ErrorMessage;
}) {
  const [form, setForm] = useState<V>(options.empty);
  const [problems, setProblems] = useState<Problems<F>>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [done, setDone] = useState(false);
  const fieldRef = useFieldRefs<F>();
  const alertRef = useRef<HTMLDivElement>(null);

  const set = (field: F) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setDone(false);
  };

  const refuse = (found: Problems<F>) => {
    setProblems(found);
    const first = firstProblemField(options.fields, found);
    if (first) focusLater(fieldRef(first));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (options.save.isPending) return;
    setFailure(null);
    setDone(false);
    const found = options.check(form);
    if (firstProblemField(options.fields, found)) {
      refuse(found);
      return;
    }
    try {
      await options.save.mutateAsync(form);
      setForm(options.empty);
      setProblems({});
      setDone(true);
    } catch (error) {
      const refused = options.refused(error);
      if (refused.kind === "field") {
        setFailure(options.fieldRefusal);
        refuse({ [refused.field]: refused.message } as Problems<F>);
      } else {
        setFailure(refused.message);
        focusLater(alertRef);
      }
    }
  };

  return { form, set, problems, failure, done, fieldRef, alertRef, onSubmit };
}

/** The form of a security panel: the refusal (focusable), the fields, the submit button and the saved status. */
export function SecurityForm(props: {
  state: { failure: ErrorMessage | null; alertRef: RefObject<HTMLDivElement | null>; onSubmit: (event: FormEvent) => Promise<void> };
  isPending: boolean;
  submitLabel: string;
  savedMessage: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { failure, alertRef, onSubmit } = props.state;
  return (
    <form className="form account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure && (
        <div ref={alertRef} tabIndex={-1}>
          <Alert>{messageText(failure)}</Alert>
        </div>
      )}
      {props.children}
      <div className="button-row">
        <Button type="submit" isPending={props.isPending}>
          {props.isPending ? t("account.saving") : props.submitLabel}
        </Button>
      </div>
      <SavedStatus message={props.savedMessage} />
    </form>
  );
}
