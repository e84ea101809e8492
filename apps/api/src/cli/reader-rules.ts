import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TReaderRules } from '@pp/contract';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { latestReaderRules, publishReaderRules } from '../domain/reader-rules/publish-reader-rules';
import { publicKeyBase64, readerRulesKey } from '../domain/reader-rules/signing-key';

/**
 * `npm run reader-rules -- <command>` (issue 25), on the server's machine with its environment:
 *   test <file.json>     runs the fixture pages through the reader with the candidate rules and prints
 *                        the field score beside the current (served, else built-in) rules
 *   publish <file.json>  validates, signs and stores the file as the next version: the served set
 *   public-key           prints the signing key's public half (the extension's READER_RULES_PUBLIC_KEY)
 * With the embedded database (no DATABASE_URL) stop the server first: PGlite is one process at a time.
 */
/**
 * The fixture scoring of @pp/listing/testing, loaded only for `test` and by a name the compiler does not
 * follow: it needs happy-dom and the DOM's types, which the server has no business with.
 */
type Scoring = {
  asCandidate: (draft: unknown) => TReaderRules;
  loadFixtureCases: () => unknown[];
  scoreReaderRules: (
    cases: unknown[],
    candidate: TReaderRules,
    current: TReaderRules | null,
  ) => { pages: number; fields: number; current: number; candidate: number; changed: string[] };
};
const LISTING_TESTING: string = '@pp/listing/testing';
const fixtureScoring = () => import(LISTING_TESTING) as Promise<Scoring>;

const USAGE = 'Usage: npm run reader-rules -- <test|publish> <file.json> | public-key';

async function main([command, file]: string[]): Promise<number> {
  const env = loadEnv(process.env);
  if (command === 'public-key') {
    process.stdout.write(`${publicKeyBase64(readerRulesKey(env))}\n`);
    return 0;
  }
  if ((command !== 'test' && command !== 'publish') || !file) {
    console.error(USAGE);
    return 2;
  }
  const draft: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, 'pglite'),
    // With MIGRATIONS=external (production) only `npm run migrate` migrates; this checks the schema.
    migrations: env.MIGRATIONS,
  });
  try {
    if (command === 'publish') {
      const { rules } = await publishReaderRules(database.db, draft, readerRulesKey(env), new Date());
      process.stdout.write(`Published reader rules version ${rules.version}; the API serves it now.\n`);
      return 0;
    }
    const { asCandidate, loadFixtureCases, scoreReaderRules } = await fixtureScoring();
    const current = (await latestReaderRules(database.db))?.rules ?? null;
    const s = scoreReaderRules(loadFixtureCases(), asCandidate(draft), current);
    const pct = (n: number) => `${((n / Math.max(1, s.fields)) * 100).toFixed(1)}%`;
    process.stdout.write(
      `${s.pages} fixture pages, ${s.fields} expected fields\n` +
        `current rules (${current ? `version ${current.version}` : 'built-in'}): ${s.current} right (${pct(s.current)})\n` +
        `candidate rules: ${s.candidate} right (${pct(s.candidate)})\n` +
        s.changed.map((c) => `  ${c}\n`).join(''),
    );
    return s.candidate < s.current ? 1 : 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
});
