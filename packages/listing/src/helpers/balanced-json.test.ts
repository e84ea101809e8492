import { describe, expect, it } from 'vitest';
import { readAssignedJson, readJsonAt } from './balanced-json';

/** The object literal of a page script, read up to its matching brace whatever follows it. */
describe('readJsonAt', () => {
  it('skips braces and escaped quotes inside strings', () => {
    const text = 'x = {"a":"}{","b":"say \\"hi\\" }","c":{"d":"\\\\"}}; more({"e":1})';
    const { value, end } = readJsonAt(text, text.indexOf('{'));
    expect(value).toEqual({ a: '}{', b: 'say "hi" }', c: { d: '\\' } });
    expect(text.slice(end)).toBe('; more({"e":1})');
  });

  it('answers nothing, and end at the start, when the braces never close', () => {
    expect(readJsonAt('v = {"a":{"b":1}', 4)).toEqual({ value: undefined, end: 4 });
    expect(readJsonAt('v = {"a":"open', 4)).toEqual({ value: undefined, end: 4 });
  });

  it('reads the object after a marker', () => {
    expect(readAssignedJson('w.ctx = {"k":[1,{"n":"}"}]};', 'w.ctx =')).toEqual({ k: [1, { n: '}' }] });
  });
});
