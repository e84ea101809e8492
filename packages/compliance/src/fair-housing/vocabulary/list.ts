/** A comma-separated word list written as one string, so the data stays one line per topic. */
export const list = (s: string): string[] =>
  s
    .split(',')
    .map((w) => w.trim().replace(/\s+/g, ' '))
    .filter((w) => w.length > 0);

/** Bare phrases of one kind (and severity, when the kind's default for the class is not meant). */
export const bareList = (
  kind: 'exclude' | 'prefer' | 'suits' | 'describe' | 'welcome' | 'bare',
  s: string,
  severity?: 'block' | 'warn',
) => list(s).map((phrase) => (severity ? { phrase, kind, severity } : { phrase, kind }));
