import type { ErrorBody } from '../../domain/shared/common.contract.ts';
import { defaultErrorCode, ERROR_CODES, type ErrorCode } from '../../domain/shared/error-codes.ts';

/** An answer that was not OK. `message` reads "<status>: <body text>" (docs/requirements.md#the-browser-app). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody> | null,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }

  /** The server's own message, for toasts and forms. */
  get serverMessage(): string | undefined {
    return this.body?.error;
  }

  /** The server's message for each form field it refused, keyed by the field's name. */
  get fields(): Partial<Record<string, string>> {
    return this.body?.fields ?? {};
  }

  /** What went wrong, for branching: the server's code, or its status's when it sent none (a proxy's error page). */
  get code(): ErrorCode {
    return this.body?.code ?? defaultErrorCode(this.status);
  }

  /** Whether the request was refused (a 4xx) rather than failed: sending it again changes nothing. */
  get isRefusal(): boolean {
    return this.status < 500;
  }
}

/** Whether a call failed with this code. */
export function failedWith(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/** What to tell the user of a failed call: the server's own words, or the fallback (offline, a crash). */
export function failureText(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
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
  /** JSON, or a form of files sent as multipart. */
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Headers beside the content type, such as a sale's `Idempotency-Key`. */
  headers?: Record<string, string>;
}

function requestBody(
  method: string,
  body: unknown,
): { body: BodyInit | null; headers: Record<string, string> } {
  if (body === undefined || method === 'GET') return { body: null, headers: {} };
  // The browser writes a form's multipart content type itself, with its boundary.
  if (body instanceof FormData) return { body, headers: {} };
  return { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
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
  { method = 'GET', body, signal, headers = {} }: RequestOptions = {},
): Promise<Answer> {
  const request = requestBody(method, body);
  const response = await fetch(path, {
    method,
    credentials: 'include',
    body: request.body,
    headers: { ...request.headers, ...headers },
    signal: signal ?? null,
  });
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : null;
  if (!response.ok)
    throw new ApiError(response.status, readErrorBody(json), text || response.statusText);
  return json as Answer;
}

/**
 * A form posted with its upload's progress reported (0 to 1), for files large enough to wait
 * on; fetch cannot report an upload's progress. Answers and errors as `api` does.
 */
export function postWithProgress<Answer>(
  path: string,
  body: FormData,
  onProgress: (share: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const text = request.responseText;
      const json: unknown = text ? safeJson(text) : null;
      if (request.status >= 200 && request.status < 300) resolve(json as Answer);
      else reject(new ApiError(request.status, readErrorBody(json), text || request.statusText));
    };
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.send(body);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  ERROR_CODES.some((code) => code === value);

const isFieldMessages = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((message) => typeof message === 'string');

/** The parts of an error answer that have the contract's shape; anything else is left out. */
export function readErrorBody(json: unknown): Partial<ErrorBody> | null {
  if (typeof json !== 'object' || json === null) return null;
  const body: Partial<ErrorBody> = {};
  if ('error' in json && typeof json.error === 'string') body.error = json.error;
  // The specification reads a server's message from `error` or `message` (a proxy's answer).
  else if ('message' in json && typeof json.message === 'string') body.error = json.message;
  if ('code' in json && isErrorCode(json.code)) body.code = json.code;
  if ('fields' in json && isFieldMessages(json.fields)) body.fields = json.fields;
  if ('customerId' in json && typeof json.customerId === 'number')
    body.customerId = json.customerId;
  if ('stock' in json && typeof json.stock === 'number') body.stock = json.stock;
  return body;
}
