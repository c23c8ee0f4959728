import type { Ref } from "react";
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components/Button";

export type ButtonVariant = "primary" | "secondary" | "quiet" | "danger" | "header";

export interface ButtonProps extends Omit<AriaButtonProps, "className"> {
  variant?: ButtonVariant;
  className?: string;
  /** To give focus back to the button (React 19 passes ref as a prop). */
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the app: React Aria's, for consistent press, focus and disabled behaviour. */
export function Button({ variant = "primary", className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={`button button--${variant}${className ? ` ${className}` : ""}`} />;
}
