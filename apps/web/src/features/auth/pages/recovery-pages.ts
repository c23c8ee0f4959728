/**
 * Everything of sign-in and recovery but the login form, as one lazy chunk (like the remote
 * pages): the lock notice, forgot password, reset by link or by code, unlock, fraud report, and
 * the login page's captcha and new-device code steps. One chunk instead of several keeps the
 * bundler from splitting the modules they share with the entry into many small files.
 */
export { AccountLockPage } from "./account-lock-page.tsx";
export { ForgotPasswordPage } from "./forgot-password-page.tsx";
export { OtpResetPage } from "./otp-reset-page.tsx";
export { ReportFraudPage, reportFraudLoader } from "./report-fraud-page.tsx";
export { ResetPasswordPage } from "./reset-password-page.tsx";
export { UnlockAccountPage } from "./unlock-account-page.tsx";
export { CaptchaField } from "../components/captcha-field.tsx";
export { NewDeviceVerification } from "../components/new-device-verification.tsx";
export { CodeLoginPage } from "./code-login-page.tsx";
