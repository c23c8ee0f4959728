/** Calls a running Carport over HTTP, as a third-party client would. */
export function httpClient(baseUrl: string) {
  async function call(name: string, body: unknown = {}, headers: Record<string, string> = {}) {
    const response = await fetch(`${baseUrl}/tods/api/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, json: (await response.json()) as any };
  }
  return {
    call,
    async login(loginId: string, password: string): Promise<string> {
      const { json } = await call("v2/login", { loginId, password });
      if (json.responseHeader.responseCode !== 0) throw new Error(`login failed: ${JSON.stringify(json)}`);
      return json.result.token.accessToken;
    },
  };
}
