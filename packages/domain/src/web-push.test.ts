import { describe, expect, it } from "vitest";
import { DEFAULT_PUSH_SERVICE_HOSTS, isPushAuthSecret, isPushPublicKey, isPushServiceHost, pushEndpointProblem } from "./web-push.ts";

const PRODUCTION = { hosts: DEFAULT_PUSH_SERVICE_HOSTS, localService: false };
const LOCAL = { hosts: DEFAULT_PUSH_SERVICE_HOSTS, localService: true };

describe("pushEndpointProblem", () => {
  it("takes the browsers' push services over https on their default port", () => {
    expect(pushEndpointProblem("https://fcm.googleapis.com/fcm/send/abc:def", PRODUCTION)).toBeNull();
    expect(pushEndpointProblem("https://updates.push.services.mozilla.com/wpush/v2/gAAA", PRODUCTION)).toBeNull();
    expect(pushEndpointProblem("https://wns2-bn3p.notify.windows.com/w/?token=x", PRODUCTION)).toBeNull();
    expect(pushEndpointProblem("https://web.push.apple.com/QGx", PRODUCTION)).toBeNull();
    expect(pushEndpointProblem("https://FCM.googleapis.com:443/fcm/send/x", PRODUCTION)).toBeNull();
  });

  it("refuses any other host, scheme or port, and this machine unless a local push service is allowed", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://push.example.com/x",
      "https://fcm.googleapis.com.evil.test/x",
      "https://notify.windows.com/x",
      "https://evilnotify.windows.com/x",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.1/x",
      "http://127.0.0.1:4123/push/1",
      "http://localhost:4123/push/1",
      "https://[::1]/x",
    ]) {
      expect(pushEndpointProblem(endpoint, PRODUCTION), endpoint).toBe("NOT_A_PUSH_SERVICE");
    }
    expect(pushEndpointProblem("http://127.0.0.1:4123/push/1", LOCAL)).toBeNull();
    expect(pushEndpointProblem("http://localhost:4123/push/1", LOCAL)).toBeNull();
    expect(pushEndpointProblem("http://10.0.0.1:4123/push/1", LOCAL)).toBe("NOT_A_PUSH_SERVICE");
  });

  it("refuses what is not a URL to push to", () => {
    expect(pushEndpointProblem("ftp://fcm.googleapis.com/x", LOCAL)).toBe("ENDPOINT_INVALID");
    expect(pushEndpointProblem("https://user:pw@fcm.googleapis.com/x", LOCAL)).toBe("ENDPOINT_INVALID");
    expect(pushEndpointProblem("not a url", LOCAL)).toBe("ENDPOINT_INVALID");
    expect(pushEndpointProblem(`https://fcm.googleapis.com/${"a".repeat(1100)}`, LOCAL)).toBe("TOO_LONG");
  });

  it("takes the hosts the operator adds, a wildcard for their subdomains", () => {
    const rules = { hosts: [...DEFAULT_PUSH_SERVICE_HOSTS, "push.example.org", "*.push.example.net"], localService: false };
    expect(pushEndpointProblem("https://push.example.org/x", rules)).toBeNull();
    expect(pushEndpointProblem("https://eu.push.example.net/x", rules)).toBeNull();
    expect(pushEndpointProblem("https://push.example.net/x", rules)).toBe("NOT_A_PUSH_SERVICE");
    expect(isPushServiceHost("a.b.notify.windows.com", DEFAULT_PUSH_SERVICE_HOSTS)).toBe(true);
  });
});

describe("push keys", () => {
  it("checks the shapes of the browser's P-256 key and auth secret", () => {
    expect(isPushPublicKey(`B${"A".repeat(86)}`)).toBe(true);
    expect(isPushPublicKey(`A${"A".repeat(86)}`)).toBe(false);
    expect(isPushPublicKey("Bshort")).toBe(false);
    expect(isPushAuthSecret("A".repeat(22))).toBe(true);
    expect(isPushAuthSecret("A+".repeat(11))).toBe(false);
  });
});
