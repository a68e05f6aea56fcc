import pino, { type DestinationStream, type Logger } from 'pino';

const redactQuery = (url: string) => url.replace(/([?&](?:token|access_token)=)[^&]*/gi, '$1[redacted]');

/** JSON logs on stdout; tokens in URLs (the websocket) and authorization headers never reach them. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
      serializers: {
        req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
          id: req.id,
          method: req.method,
          url: redactQuery(req.url),
          remoteAddress: req.ip,
        }),
      },
    },
    destination,
  );
}
