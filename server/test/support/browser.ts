/**
 * Just enough of a browser for sign-in tests: a cookie jar per host and manual redirects,
 * so a test can stop at any hop (the provider's page, the app's callback) and tamper.
 */
export class TestBrowser {
  private jar = new Map<string, Map<string, string>>();

  cookie(url: string, name: string): string | undefined {
    return this.jar.get(new URL(url).host)?.get(name);
  }

  setCookie(url: string, name: string, value: string): void {
    const host = new URL(url).host;
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    cookies.set(name, value);
    this.jar.set(host, cookies);
  }

  cookieHeader(url: string): string {
    return [...(this.jar.get(new URL(url).host) ?? new Map<string, string>())]
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      const host = new URL(url).host;
      if (expired || value === '') this.jar.get(host)?.delete(name);
      else this.setCookie(url, name, value);
    }
    return res;
  }

  /** Follows redirects until `stop(url)` is true or a page (non-redirect) is reached. */
  async follow(
    url: string,
    stop: (url: URL) => boolean = () => false,
    init: RequestInit = {},
  ): Promise<{ url: string; res: Response | undefined }> {
    let current = url;
    let options = init;
    for (let hop = 0; hop < 20; hop++) {
      if (hop > 0 && stop(new URL(current))) return { url: current, res: undefined };
      const res = await this.request(current, options);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { url: current, res };
      await res.body?.cancel();
      current = new URL(location, current).href;
      options = {};
    }
    throw new Error(`too many redirects from ${url}`);
  }
}
