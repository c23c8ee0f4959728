import type { Ref } from "react";
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components/Button";
import { useAppStarted } from "./use-app-started.ts";

export type ButtonVariant = "primary" | "secondary" | "quiet" | "danger" | "header";

export interface ButtonProps extends Omit<AriaButtonProps, "className"> {
  variant?: ButtonVariant;
  className?: string;
  /** To give focus back to the button (React 19 passes ref as a prop). */
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the app: React Aria's, for consistent press, focus and disabled behaviour. */
export function Button({ variant = "primary", className, isDisabled, ...props }: ButtonProps) {
  // In a page drawn ahead of time, before the app runs it, a press would be lost (or submit the
  // form natively): the button says it cannot be used yet, and a test tool waits for it.
  const started = useAppStarted();
  return (
    <AriaButton
      {...props}
      isDisabled={isDisabled || !started}
      data-waiting-for-app={started ? undefined : true}
      className={`button button--${variant}${className ? ` ${className}` : ""}`}
    />
  );
}
