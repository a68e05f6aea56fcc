/**
 * One plain sentence for why the server did not start, for the person who typed `npm start`
 * (the JSON log line next to it is for log collectors). Never repeats a password.
 */
export function explainStartupFailure(
  error: unknown,
  context: { port?: number; databaseUrl?: string } = {},
): string {
  const err = error as { code?: string; message?: string; errors?: { code?: string }[] } | undefined;
  const code = err?.code ?? err?.errors?.find((e) => e.code)?.code;
  const database = describeDatabase(context.databaseUrl);
  switch (code) {
    case 'EADDRINUSE':
      return `port ${context.port} is already in use by another program; stop that program or choose another PORT.`;
    case 'EACCES':
      if (/listen/i.test(err?.message ?? ''))
        return `this user may not listen on port ${context.port}; choose a PORT above 1023.`;
      break;
    case 'ECONNREFUSED':
      return `the database ${database} refuses connections; check DATABASE_URL and that PostgreSQL runs there.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the database host of ${database} is unknown; check DATABASE_URL.`;
    case 'ETIMEDOUT':
      return `the database ${database} does not answer; check DATABASE_URL and the network.`;
    case '28P01':
    case '28000':
      return `the database ${database} refused the user name or password in DATABASE_URL.`;
    case '3D000':
      return `the database ${database} does not exist; create it or fix DATABASE_URL.`;
  }
  const message = (err?.message ?? String(error)).trim();
  return message.endsWith('.') ? message : `${message}.`;
}

/** "at db.example:5432 (booster)" without credentials; the embedded one when there is no URL. */
function describeDatabase(url: string | undefined): string {
  if (!url) return 'embedded PostgreSQL';
  try {
    const parsed = new URL(url);
    return `at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname.length > 1 ? ` (${parsed.pathname.slice(1)})` : ''}`;
  } catch {
    return 'of DATABASE_URL';
  }
}

/** Writes the sentence to stderr, set apart from the log lines around it. */
export function printStartupFailure(error: unknown, context?: Parameters<typeof explainStartupFailure>[1]) {
  process.stderr.write(`\nBooster could not start: ${explainStartupFailure(error, context)}\n\n`);
}
