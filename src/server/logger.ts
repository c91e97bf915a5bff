import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** JSON lines on stdout (or the given stream), secrets redacted. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: undefined,
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
  };
  return destination ? pino(options, destination) : pino(options);
}
