import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { afterCommit } from './commit-effects';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
});
afterAll(() => database.close());

describe('afterCommit', () => {
  it('runs at once outside a transaction', () => {
    const ran: string[] = [];
    afterCommit(() => ran.push('now'));
    expect(ran).toEqual(['now']);
  });

  it('waits for the root commit, past a savepoint that succeeded', async () => {
    const { db } = database;
    const ran: string[] = [];
    await db.transaction(async (tx) => {
      await tx.transaction(async (savepoint) => {
        await savepoint.execute(sql`select 1`);
      });
      afterCommit(() => ran.push('after savepoint'));
      expect(ran).toEqual([]);
      await tx.execute(sql`select 1`);
    });
    expect(ran).toEqual(['after savepoint']);
  });

  it('never runs when the root transaction rolls back after the savepoint', async () => {
    const { db } = database;
    const ran: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        await tx.transaction(async () => afterCommit(() => ran.push('lost')));
        throw new Error('caller rolls back');
      }),
    ).rejects.toThrow('caller rolls back');
    expect(ran).toEqual([]);
  });

  it('runs the other effects when one throws', async () => {
    const { db } = database;
    const ran: string[] = [];
    await db.transaction(async (tx) => {
      afterCommit(() => {
        throw new Error('a broken metric');
      });
      afterCommit(() => ran.push('still runs'));
      await tx.execute(sql`select 1`);
    });
    expect(ran).toEqual(['still runs']);
  });
});
