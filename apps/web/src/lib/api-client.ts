import type { z } from 'zod';
import { tokenAnswer } from '@casebridge/contract/auth';
import { TOO_MANY_REQUESTS_MESSAGE, errorSchema, validationErrorSchema } from '@casebridge/contract/errors';
import { showAlertOnce } from './alerts';
import { clearSession, getToken, setToken } from './session-storage';

export type FieldErrors = Record<string, string[]>;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Please check your connection and try again.';
const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export class ApiError extends Error {
  readonly status: number;
  /** 422: the server's map of field name to messages. */
  readonly fieldErrors: FieldErrors | null;
  /** The token could not be refreshed and the session was cleared. */
  readonly sessionEnded: boolean;
  /** The client already reacted (warning, logout, session end): callers show nothing more. */
  readonly handled: boolean;

  constructor(
    status: number,
    message: string,
    options: { fieldErrors?: FieldErrors; sessionEnded?: boolean; handled?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = options.fieldErrors ?? null;
    this.sessionEnded = options.sessionEnded ?? false;
    this.handled = options.handled ?? this.sessionEnded;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SessionMode = 'logout' | 'refresh' | 'none';

export type RequestOptions<T> = {
  method?: HttpMethod;
  body?: unknown;
  schema: z.ZodType<T>;
  /**
   * Session handling. 'logout' (default): a 401 refreshes the token once and retries; an unauthorized
   * answer after that, or a 403, ends in logout. 'refresh': the refresh and retry only (the
   * middleware check reloads the page instead, A-027). 'none': public calls where 401 means wrong credentials.
   */
  session?: SessionMode;
  signal?: AbortSignal;
  /** Request headers beside the session's (the onboarding wizard's session token on its reads). */
  headers?: Record<string, string>;
};

export type ApiClientDeps = {
  fetch: typeof fetch;
  getToken: () => string | null;
  setToken: (token: string) => void;
  /** refresh answered 429. */
  onRefreshRateLimited: () => void;
  /** any other refresh failure. */
  onSessionEnded: () => void;
  /** an unauthorized answer that a refresh did not cure, or a 403. */
  onUnauthorized: () => void;
};

/** A file the server sends as an attachment, with the name its Content-Disposition gives. */
export type DownloadedFile = { blob: Blob; filename: string };

export type ApiClient = {
  request: <T>(path: string, options: RequestOptions<T>) => Promise<T>;
  /** GET a file (same session handling as request). */
  download: (path: string, options?: { signal?: AbortSignal }) => Promise<DownloadedFile>;
  /** POST /api/auth/refresh with the current token; concurrent callers share one request. */
  refresh: () => Promise<string>;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

const errorFromAnswer = async (response: Response, handled: boolean): Promise<ApiError> => {
  const body = await readJson(response);
  if (response.status === 422) {
    const validation = validationErrorSchema.safeParse(body);
    if (validation.success) {
      const first = Object.values(validation.data.errors)[0]?.[0];
      return new ApiError(422, first ?? GENERIC_ERROR_MESSAGE, { fieldErrors: validation.data.errors, handled });
    }
  }
  const failure = errorSchema.safeParse(body);
  if (failure.success) return new ApiError(response.status, failure.data.error, { handled });
  if (response.status === 429) return new ApiError(429, TOO_MANY_REQUESTS_MESSAGE, { handled });
  return new ApiError(response.status, GENERIC_ERROR_MESSAGE, { handled });
};

/** The name of an attachment: the RFC 5987 UTF-8 form when present, else the quoted ASCII one. */
export const filenameOf = (disposition: string | null): string => {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // fall back to the ASCII name
    }
  }
  return /filename="([^"]*)"/i.exec(disposition ?? '')?.[1] ?? 'download';
};

export const createApiClient = (deps: ApiClientDeps): ApiClient => {
  let refreshing: Promise<string> | null = null;

  const send = async (
    path: string,
    method: HttpMethod,
    body: unknown,
    signal?: AbortSignal,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> => {
    const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
    const token = deps.getToken();
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    const isForm = body instanceof FormData;
    // A FormData body carries its own multipart content type and boundary.
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    try {
      return await deps.fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }
  };

  const runRefresh = async (): Promise<string> => {
    const response = await send('/auth/refresh', 'POST', undefined);
    if (response.ok) {
      const answer = tokenAnswer.safeParse(await readJson(response));
      if (answer.success) {
        deps.setToken(answer.data.token);
        return answer.data.token;
      }
    }
    if (response.status === 429) {
      deps.onRefreshRateLimited();
      throw new ApiError(429, TOO_MANY_REQUESTS_MESSAGE, { handled: true });
    }
    deps.onSessionEnded();
    throw new ApiError(401, SESSION_ENDED_MESSAGE, { sessionEnded: true });
  };

  const refresh = (): Promise<string> => {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  /** A successful answer, after one refresh on 401; any other failure as an ApiError. */
  const call = async (
    path: string,
    options: Pick<RequestOptions<unknown>, 'method' | 'body' | 'session' | 'signal' | 'headers'>,
  ): Promise<Response> => {
    const method = options.method ?? 'GET';
    const session = options.session ?? 'logout';
    let response = await send(path, method, options.body, options.signal, options.headers);
    if (response.status === 401 && session !== 'none') {
      await refresh();
      response = await send(path, method, options.body, options.signal, options.headers);
    }
    if (!response.ok) {
      const unauthorized = session === 'logout' && (response.status === 401 || response.status === 403);
      const error = await errorFromAnswer(response, unauthorized);
      if (unauthorized) deps.onUnauthorized();
      throw error;
    }
    return response;
  };

  const request = async <T>(path: string, options: RequestOptions<T>): Promise<T> => {
    const response = await call(path, options);
    const parsed = options.schema.safeParse(await readJson(response));
    if (!parsed.success) throw new ApiError(response.status, GENERIC_ERROR_MESSAGE);
    return parsed.data;
  };

  const download = async (path: string, options: { signal?: AbortSignal } = {}): Promise<DownloadedFile> => {
    const response = await call(path, options);
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
  };

  return { request, download, refresh };
};

type SessionEventHandlers = { onSessionEnded: () => void; onUnauthorized: () => void };
const sessionEventHandlers: SessionEventHandlers = { onSessionEnded: () => undefined, onUnauthorized: () => undefined };

/** The app tells the client where to send the user when the session ends (it owns the router). */
export const setSessionEventHandlers = (handlers: SessionEventHandlers): void => {
  Object.assign(sessionEventHandlers, handlers);
};

export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken,
  setToken,
  onRefreshRateLimited: () => {
    // Every call waiting on the refreshes of one page meets the same 429: one warning.
    showAlertOnce({ type: 'warning', message: TOO_MANY_REQUESTS_MESSAGE });
  },
  onSessionEnded: () => {
    clearSession();
    sessionEventHandlers.onSessionEnded();
  },
  onUnauthorized: () => {
    sessionEventHandlers.onUnauthorized();
  },
});
