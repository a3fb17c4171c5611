/**
 * Calls tRPC over plain HTTP, as the browser's httpBatchLink does without batching:
 * GET /trpc/<path>?input=<JSON> for queries, POST /trpc/<path> with a JSON body for mutations
 * (from our own origin, which the CSRF guard requires).
 */
export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    body: string,
  ) {
    super(`${path}: HTTP ${status} ${body.slice(0, 300)}`);
  }
}

export type Api = ReturnType<typeof createApi>;

export function createApi(origin: string) {
  async function unwrap<T>(path: string, response: Response): Promise<T> {
    const text = await response.text();
    if (!response.ok) throw new ApiError(path, response.status, text);
    return (JSON.parse(text) as { result: { data: T } }).result.data;
  }
  const cookieHeader = (token?: string): Record<string, string> => (token ? { cookie: `session=${token}` } : {});

  return {
    origin,
    async query<T>(path: string, input?: unknown, token?: string): Promise<T> {
      const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      return unwrap<T>(path, await fetch(`${origin}/trpc/${path}${search}`, { headers: cookieHeader(token) }));
    },
    async mutation<T>(path: string, input: unknown, token?: string): Promise<T> {
      const response = await fetch(`${origin}/trpc/${path}`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', ...cookieHeader(token) },
        body: JSON.stringify(input),
      });
      return unwrap<T>(path, response);
    },
    /** Logs in and returns the session token from the Set-Cookie header. */
    async logIn(email: string, password: string): Promise<string> {
      const response = await fetch(`${origin}/trpc/auth.logIn`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      await unwrap('auth.logIn', response);
      const token = response.headers
        .getSetCookie()
        .map((cookie) => cookie.match(/^session=([^;]+)/)?.[1])
        .find(Boolean);
      if (!token) throw new Error('auth.logIn set no session cookie');
      return token;
    },
  };
}
