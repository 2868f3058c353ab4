/**
 * A very small browser over plain HTTP for sign-in tests: a cookie jar (per host name, like a
 * browser: ports share cookies), manual redirects, and form posts. It drives the identity
 * provider's hosted login page the way a reader without JavaScript would.
 */
export interface Page {
  url: string;
  status: number;
  html: string;
  headers: Headers;
}

export class HttpBrowser {
  private readonly jar = new Map<string, Map<string, string>>();
  /** Every URL visited, in order (redirects included). */
  readonly visited: string[] = [];

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }

  setCookie(host: string, name: string, value: string): void {
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    cookies.set(name, value);
    this.jar.set(host, cookies);
  }

  private store(url: URL, headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const cookies = this.jar.get(url.hostname) ?? new Map<string, string>();
      const expired =
        attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) ||
        attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
      this.jar.set(url.hostname, cookies);
    }
  }

  private header(url: URL): string {
    return [...(this.jar.get(url.hostname) ?? new Map<string, string>())]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  /** One request, no redirect followed. */
  async request(
    target: string,
    init: { method?: string; form?: Record<string, string | string[]>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const url = new URL(target);
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.header(url);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(init.form))
        for (const v of Array.isArray(value) ? value : [value]) params.append(name, v);
      body = params.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin ??= url.origin;
    }
    this.visited.push(url.href);
    const res = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.store(url, res.headers);
    return res;
  }

  /** A request, then every redirect (GET), up to a limit; the page it ends on. */
  async go(target: string, init: Parameters<HttpBrowser['request']>[1] = {}): Promise<Page> {
    let url = target;
    let res = await this.request(url, init);
    for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 15; hops += 1) {
      await res.body?.cancel();
      url = new URL(res.headers.get('location') ?? '/', url).href;
      res = await this.request(url);
    }
    return { url, status: res.status, html: await res.text(), headers: res.headers };
  }
}

/** The `action` of the first form whose action contains `part`, resolved against the page URL. */
export function formAction(page: Page, part: string): string {
  const match = [...page.html.matchAll(/<form[^>]*action="([^"]+)"/g)]
    .map((m) => m[1]!.replaceAll('&amp;', '&'))
    .find((action) => action.includes(part));
  if (!match) throw new Error(`no form with ${part} on ${page.url}: ${page.html.slice(0, 500)}`);
  return new URL(match, page.url).href;
}
