/** An answer that was not OK. `message` reads "<status>: <body text>", as the specification's calls report it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; fields?: Record<string, string> } | null,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }

  /** The server's own message, for toasts and forms. */
  get serverMessage(): string | undefined {
    return this.body?.error;
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/**
 * The one way the web app calls the API: cookies always sent, JSON in and out. `Answer` is the
 * domain contract's type for the call. The answer is not parsed again here: the server sends
 * every answer through that same contract (its serializer refuses one that does not match), and
 * leaving the parsing there keeps zod out of the pages shoppers load; forms load it for their
 * own checks.
 */
export async function api<Answer>(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<Answer> {
  const hasBody = body !== undefined && method !== 'GET';
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : null,
    signal: signal ?? null,
  });
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const errorBody = typeof json === 'object' && json !== null ? (json as ApiError['body']) : null;
    throw new ApiError(response.status, errorBody, text || response.statusText);
  }
  return json as Answer;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
