import type { z } from 'zod';
import { authRefresh } from '@casebridge/contract/auth';
import {
  pathOf,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type HttpMethod,
  type ParamNames,
  type PathParams,
  type QueryOf,
} from '@casebridge/contract/endpoint';
import { TOO_MANY_REQUESTS_MESSAGE, errorSchema, validationErrorSchema } from '@casebridge/contract/errors';
import { showAlertOnce } from './alerts';
import { clearSession, getToken, setToken } from './session-storage';
import { fetchWithUploadProgress, type UploadProgress } from './upload-request';

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

export type SessionMode = 'logout' | 'refresh' | 'none';

/** What a call to an endpoint sends, beside the endpoint itself. */
export type CallOptions<E extends Endpoint> = {
  query?: QueryOf<E>;
  /** JSON as the endpoint's body schema reads it, or a multipart form (uploads). */
  body?: BodyOf<E> | FormData;
  /**
   * Session handling. 'logout' (default): a 401 refreshes the token once and retries; an unauthorized
   * answer after that, or a 403, ends in logout. 'refresh': the refresh and retry only (the
   * middleware check reloads the page instead, A-027). 'none': public calls where 401 means wrong credentials.
   */
  session?: SessionMode;
  signal?: AbortSignal;
  /** A multipart body's upload progress, from 0 to 1 (a retry after a refresh starts again from 0). */
  onUploadProgress?: UploadProgress;
  /** Request headers beside the session's (the onboarding wizard's session token on its reads). */
  headers?: Record<string, string>;
} & ([ParamNames<E['path']>] extends [never] ? { params?: undefined } : { params: PathParams<E['path']> });

/** The options argument may be left out when the endpoint's path has no parameters. */
type CallArguments<E extends Endpoint> = [ParamNames<E['path']>] extends [never]
  ? [options?: CallOptions<E>]
  : [options: CallOptions<E>];

export type ApiClientDeps = {
  fetch: typeof fetch;
  /** fetch that reports its body's upload progress: the calls given onUploadProgress go through it. */
  fetchWithUploadProgress: (url: string, init: RequestInit, onProgress: UploadProgress) => Promise<Response>;
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
  /** Call an endpoint of the contract: its answer, read by the endpoint's answer schema. */
  call: <E extends Endpoint & { answer: z.ZodType }>(endpoint: E, ...options: CallArguments<E>) => Promise<AnswerOf<E>>;
  /** Call an endpoint that answers a file (same session handling as call). */
  downloadFile: <E extends Endpoint>(endpoint: E, ...options: CallArguments<E>) => Promise<DownloadedFile>;
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

  const fetchOnce = async (
    path: string,
    method: HttpMethod,
    body: unknown,
    signal?: AbortSignal,
    extraHeaders: Record<string, string> = {},
    onUploadProgress?: UploadProgress,
  ): Promise<Response> => {
    const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
    const token = deps.getToken();
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    const isForm = body instanceof FormData;
    // A FormData body carries its own multipart content type and boundary.
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const init: RequestInit = {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    };
    try {
      return await (isForm && onUploadProgress
        ? deps.fetchWithUploadProgress(path, init, onUploadProgress)
        : deps.fetch(path, init));
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }
  };

  const runRefresh = async (): Promise<string> => {
    const response = await fetchOnce(authRefresh.path, authRefresh.method, undefined);
    if (response.ok) {
      const answer = authRefresh.answer.safeParse(await readJson(response));
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
  const send = async <E extends Endpoint>(
    endpoint: E,
    options: CallOptions<E> = {} as CallOptions<E>,
  ): Promise<Response> => {
    const path = pathOf(endpoint, options.params, options.query);
    const session = options.session ?? 'logout';
    const sendOnce = () =>
      fetchOnce(path, endpoint.method, options.body, options.signal, options.headers, options.onUploadProgress);
    let response = await sendOnce();
    if (response.status === 401 && session !== 'none') {
      await refresh();
      response = await sendOnce();
    }
    if (!response.ok) {
      const unauthorized = session === 'logout' && (response.status === 401 || response.status === 403);
      const error = await errorFromAnswer(response, unauthorized);
      if (unauthorized) deps.onUnauthorized();
      throw error;
    }
    return response;
  };

  const call = async <E extends Endpoint & { answer: z.ZodType }>(
    endpoint: E,
    ...[options]: CallArguments<E>
  ): Promise<AnswerOf<E>> => {
    const response = await send(endpoint, options);
    const parsed = endpoint.answer.safeParse(await readJson(response));
    if (!parsed.success) throw new ApiError(response.status, GENERIC_ERROR_MESSAGE);
    return parsed.data as AnswerOf<E>;
  };

  const downloadFile = async <E extends Endpoint>(
    endpoint: E,
    ...[options]: CallArguments<E>
  ): Promise<DownloadedFile> => {
    const response = await send(endpoint, options);
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
  };

  return { call, downloadFile, refresh };
};

type SessionEventHandlers = { onSessionEnded: () => void; onUnauthorized: () => void };
const sessionEventHandlers: SessionEventHandlers = { onSessionEnded: () => undefined, onUnauthorized: () => undefined };

/** The app tells the client where to send the user when the session ends (it owns the router). */
export const setSessionEventHandlers = (handlers: SessionEventHandlers): void => {
  Object.assign(sessionEventHandlers, handlers);
};

export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  fetchWithUploadProgress,
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
