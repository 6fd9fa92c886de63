/**
 * SQLSTATEs and socket codes of a database that is away (restarting, failing over, unreachable), as opposed to a
 * query it refused: class 08 connection exceptions, 57P01..57P03 (terminated by an administrator, crash shutdown,
 * starting up or shutting down), 53300 (too many connections).
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres reports a lost or unopenable connection by these messages alone (no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * Whether an error (or one it was caused by: Drizzle wraps the driver's) says the database is away rather than that
 * the query was wrong: the request may succeed once it is back, so it answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message)))
      return true;
    // AggregateError: a host name resolving to IPv4 and IPv6 refused on both.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}
