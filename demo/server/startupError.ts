// The one line `npm start` prints when the server cannot start (French / English), instead of a stack.

export interface StartupContext { port: number; dbPath: string }

const line = (fr: string, en: string): string => `impossible de démarrer, ${fr} / cannot start, ${en}`;

export function startupMessage(err: unknown, { port, dbPath }: StartupContext): string {
  const code = err && typeof err === 'object' ? (err as { code?: unknown }).code : undefined;
  const detail = err instanceof Error ? err.message : String(err);
  switch (code) {
    case 'EADDRINUSE': return line(`le port ${port} est déjà utilisé`, `port ${port} is already in use`);
    case 'EACCES': return line(`le port ${port} n'est pas autorisé`, `port ${port} is not allowed`);
    case 'EADDRNOTAVAIL': return line("l'adresse HOST n'est pas disponible", 'the HOST address is not available');
    case 'SQLITE_NOTADB': return line(`${dbPath} n'est pas une base SQLite`, `${dbPath} is not a SQLite database`);
    case 'SQLITE_CORRUPT': return line(`la base ${dbPath} est endommagée`, `the database ${dbPath} is corrupt`);
    case 'SQLITE_CANTOPEN':
    case 'EISDIR':
    case 'ENOTDIR':
      return line(`impossible d'ouvrir la base ${dbPath}`, `cannot open the database ${dbPath}`);
    default: return line(detail.split('\n')[0], detail.split('\n')[0]);
  }
}
