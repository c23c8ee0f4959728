import { useNavigate } from "react-router";
import { LoginPage } from "../../features/auth/index.ts";
import { continueAfterSignIn } from "../post-login.ts";

/** home.login, wired to the post-login routing the app owns. Not lazy: it is the first page. */
export function LoginRoute() {
  const navigate = useNavigate();
  return <LoginPage onSignedIn={(params) => continueAfterSignIn(params, navigate)} />;
}
