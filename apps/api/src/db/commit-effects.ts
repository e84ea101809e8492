import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Effects that must happen only if a transaction commits (a metric moved by the credit ledger,
 * issue 28). The ledger functions run inside their callers' transactions as savepoints, so "after my
 * own transaction" is not "after the commit": the caller may still roll back. `afterCommit` defers
 * the effect to the end of the outermost transaction of the database it runs in.
 */
const pending = new AsyncLocalStorage<Array<() => void>>();

/**
 * Runs `effect` once the root transaction it is called in has committed, at once when called outside
 * any transaction, and never when that transaction rolls back. Effects must not throw (a metric);
 * one that does is ignored so the others still run and the committed work is still answered.
 */
export function afterCommit(effect: () => void): void {
  const effects = pending.getStore();
  if (effects) effects.push(effect);
  else runQuietly(effect);
}

/**
 * Makes the database's root `transaction` collect the effects registered inside it. Savepoints
 * (`tx.transaction`) are not wrapped: what they register waits for the root. Each root transaction
 * has its own list, even one started inside another's callback: it commits on its own.
 */
export function withCommitEffects<D extends Transactional>(db: D): D {
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  const wrapped = async (...args: unknown[]) => {
    const effects: Array<() => void> = [];
    const result = await pending.run(effects, () => transaction(...args));
    for (const effect of effects) runQuietly(effect);
    return result;
  };
  db.transaction = wrapped as D['transaction'];
  return db;
}

/** Drizzle's databases (PGlite and node-postgres alike), as far as this module needs them. */
interface Transactional {
  transaction: (...args: never[]) => Promise<unknown>;
}

function runQuietly(effect: () => void): void {
  try {
    effect();
  } catch {
    // A metric that failed to move must not turn a committed change into an error answer.
  }
}
