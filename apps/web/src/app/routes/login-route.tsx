import { useCallback, type ComponentType } from "react";
import { useNavigate } from "react-router";
import { LoginPage } from "../../features/auth/index.ts";
import { continueAfterCodeLogin, continueAfterSignIn } from "../post-login.ts";

/** home.login, wired to the post-login routing the app owns. Not lazy: it is the first page. */
export function LoginRoute() {
  const navigate = useNavigate();
  return <LoginPage onSignedIn={(params) => continueAfterSignIn(params, navigate)} />;
}

/** /codelogin, wired to where a code login lands; the page itself comes from the recovery chunk. */
export function codeLoginRoute(Page: ComponentType<{ onSignedIn: () => Promise<void> }>) {
  return function CodeLoginRoute() {
    const navigate = useNavigate();
    const onSignedIn = useCallback(() => continueAfterCodeLogin(navigate), [navigate]);
    return <Page onSignedIn={onSignedIn} />;
  };
}
