import { describe, expect, it } from 'vitest';
import { splitLines } from './rewrite-port';

describe('splitLines (the AI writer’s NDJSON as it arrives)', () => {
  it('parses each complete line and keeps a line cut between two chunks for the next one', () => {
    const first = splitLines('{"type":"variant","n":1}\n{"type":"dro');
    expect(first.lines).toEqual([{ type: 'variant', n: 1 }]);
    expect(first.rest).toBe('{"type":"dro');
    const second = splitLines(`${first.rest}pped","index":1}\n\n{"type":"done"}\n`);
    expect(second.lines).toEqual([{ type: 'dropped', index: 1 }, { type: 'done' }]);
    expect(second.rest).toBe('');
  });
});
