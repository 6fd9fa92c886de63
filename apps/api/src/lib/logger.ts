import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream } from 'pino';
import { serializeRequest } from './log-redaction.ts';

/**
 * The process's one logger: JSON lines (pino), never a password, token or cookie. The server logs its start-up
 * through it before the app exists, and hands it to Fastify, whose request loggers are its children.
 */
export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  const options = {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest },
  };
  return destination ? pino(options, destination) : pino(options);
}
