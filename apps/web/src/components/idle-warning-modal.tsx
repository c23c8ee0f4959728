import { useEffect, useState } from "react";
import { Dialog, Heading } from "react-aria-components/Dialog";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { Button } from "./button.tsx";
import type { IdleWarningProps } from "./idle-warning-dialog.tsx";
import "./app-dialog.css";

/** Seconds as m:ss, the countdown's form. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** The open warning behind IdleWarningDialog (idle-warning-dialog.tsx), in a chunk of its own. */
export function IdleWarningModal(props: IdleWarningProps) {
  const { deadline } = props;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [deadline]);

  const timeLeft = formatCountdown(deadline === null ? 0 : (deadline - now) / 1000);
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={deadline !== null}
      onOpenChange={(open) => {
        if (!open) props.onStay();
      }}
      isDismissable={false}
    >
      <Modal className="dialog-modal">
        <Dialog className="dialog" role="alertdialog">
          <Heading slot="title" className="dialog__title">
            {props.title}
          </Heading>
          <p>{props.message(timeLeft)}</p>
          <div className="button-row">
            <Button autoFocus onPress={props.onStay}>
              {props.stayLabel}
            </Button>
            <Button variant="secondary" onPress={props.onLeave}>
              {props.leaveLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
