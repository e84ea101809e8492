import { PGlite, types } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './pglite-statement-cache';

// The parsers Drizzle passes with every query: dates stay strings for its own mapping.
const drizzleOptions = {
  rowMode: 'array' as const,
  parsers: { [types.TIMESTAMPTZ]: (v: string) => v, [types.DATE]: (v: string) => v },
};

let pg: PGlite;
beforeEach(async () => {
  pg = await PGlite.create('memory://');
  await pg.exec(`
    create table homes (
      id serial primary key, address text not null unique, price integer, sold boolean not null default false,
      listed_at timestamptz not null default '2026-11-01T10:00:00Z', photo bytea, facts jsonb, tags text[]
    );
    insert into homes (address, price, photo, facts, tags)
      values ('1 Elm St', 350000, '\\x89504e47', '{"beds":3}', '{a,b}'), ('2 Oak Ave', null, null, null, null);`);
});
afterEach(async () => pg.close());

const preparedCount = async () =>
  (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

describe('withStatementCache', () => {
  it('answers exactly what PGlite answers, in both row modes, with and without parsers', async () => {
    const cached = withStatementCache(pg);
    const text = 'select * from homes where id = any($1::int[]) or address = $2 order by id';
    const params = [[1, 2], 'nowhere'];
    for (const options of [undefined, drizzleOptions, { rowMode: 'object' as const }]) {
      const plain = await pg.query(text, params, options);
      for (let i = 0; i < 3; i++) expect(await cached.query(text, params, options)).toEqual(plain);
    }
    const insert =
      'insert into homes (address, price, listed_at) values ($1, $2, $3) returning id, listed_at';
    const result = await cached.query(insert, ['3 Ash Ct', 410000, new Date('2026-11-20T12:00:00Z')]);
    expect(result.affectedRows).toBe(1);
    expect(result.rows).toEqual([{ id: 3, listed_at: new Date('2026-11-20T12:00:00Z') }]);
    const update = await cached.query('update homes set sold = true where price > $1', [300000]);
    expect(update.affectedRows).toBe(2);
  });

  it('parses each text once and keeps at most `size` statements', async () => {
    const cached = withStatementCache(pg, 3);
    for (let i = 0; i < 5; i++) await cached.query('select price from homes where id = $1', [1]);
    expect(await preparedCount()).toBe(1);
    for (let i = 1; i <= 5; i++) await cached.query(`select ${i} + $1::int as n`, [1]);
    expect(await preparedCount()).toBe(3);
    // An evicted text is prepared again and still answers.
    expect(
      (await cached.query<{ price: number }>('select price from homes where id = $1', [1])).rows,
    ).toEqual([{ price: 350000 }]);
  });

  it('refuses with PostgreSQL error codes and stays usable', async () => {
    const cached = withStatementCache(pg);
    const insert = 'insert into homes (address) values ($1)';
    await expect(cached.query(insert, ['1 Elm St'])).rejects.toMatchObject({ code: '23505' });
    await expect(cached.query('selec nothing from $1')).rejects.toMatchObject({ code: '42601' });
    await cached.query(insert, ['4 Birch Rd']);
    expect((await pg.query('select address from homes order by id')).rows).toHaveLength(3);
  });

  it('never runs a query inside a transaction it is not part of', async () => {
    const cached = withStatementCache(pg);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside!: () => void;
    const started = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const tx = cached.transaction(async (t) => {
      await t.query('insert into homes (address) values ($1)', ['5 Pine Ln']);
      inside();
      await gate;
      await t.query('insert into homes (address) values ($1)', ['6 Fir Way']);
    });
    await started;
    const count = cached.query<{ n: number }>('select count(*)::int as n from homes');
    release();
    await tx;
    // The outside query waited for the commit: it sees both rows, never one.
    expect((await count).rows[0]!.n).toBe(4);
  });

  it('rolls back what a failed transaction wrote through cached statements', async () => {
    const cached = withStatementCache(pg);
    await expect(
      cached.transaction(async (t) => {
        await t.query('update homes set price = $1 where id = $2', [1, 1]);
        await t.query('insert into homes (address) values ($1)', ['2 Oak Ave']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(
      (await cached.query<{ price: number }>('select price from homes where id = $1', [1])).rows,
    ).toEqual([{ price: 350000 }]);
  });

  it('prepares a statement again when a schema change invalidates its plan', async () => {
    const cached = withStatementCache(pg);
    const text = 'select * from homes where id = $1';
    const before = await cached.query<Record<string, unknown>>(text, [1]);
    await pg.exec('alter table homes add column floor_plan text');
    const after = await cached.query<Record<string, unknown>>(text, [1]);
    expect(Object.keys(after.rows[0]!)).toEqual([...Object.keys(before.rows[0]!), 'floor_plan']);
  });
});
