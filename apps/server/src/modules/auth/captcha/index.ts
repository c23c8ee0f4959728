/** The front door of `auth/captcha`, the sign-in captcha (question, image, check): all that other parts of auth may import of it. */
export { createCaptchaService } from "./captcha-service.ts";
