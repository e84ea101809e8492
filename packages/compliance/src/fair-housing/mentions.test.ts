import { describe, expect, it } from 'vitest';
import { ageMentions } from './age-mentions';
import { correctWord } from './lexicon';
import { findMentions } from './mentions';
import { tokenise } from './normalise';
import { findHits, maskAcceptable, subjects } from './subjects';

const mentions = (text: string) => {
  const tokens = tokenise(text, correctWord);
  const raw = findHits(tokens, maskAcceptable(tokens));
  return findMentions(tokens, raw, subjects(tokens, raw), ageMentions(tokens)).map((m) => ({
    words: tokens
      .slice(m.from, m.to)
      .map((t) => t.norm)
      .join(' '),
    category: m.hit.term.category,
    people: m.people,
    second: m.second,
  }));
};

describe('class mentions', () => {
  it('reads people named by a class in the second person', () => {
    expect(mentions('Were you visibly handicapped')).toEqual([
      { words: 'were you visibly handicapped', category: 'handicap', people: true, second: true },
    ]);
    expect(mentions('So you practise Buddhism')[0]).toMatchObject({ category: 'religion', second: true });
    // An aid, a child or a benefit is used, had or received (HUD 1995 memo, "no wheelchairs").
    expect(mentions('Do you use a walker?')[0]).toMatchObject({ category: 'handicap', second: true });
    expect(mentions('Are you on disability?')[0]).toMatchObject({ category: 'handicap', second: true });
    expect(mentions('Do you have children?')[0]).toMatchObject({ category: 'familial_status' });
    // A subject that names people stays one, and is addressed to the reader after "if you have".
    expect(mentions('if you have a Section 8 voucher')[0]).toMatchObject({
      category: 'source_of_income',
      second: true,
    });
    expect(mentions('tenants who are on public assistance')[0]).toMatchObject({
      words: 'tenants who are on public assistance',
      people: true,
    });
  });

  it('reads people by what they do with a class attribute', () => {
    expect(mentions('roomers who do not speak Spanish')[0]).toMatchObject({
      category: 'national_origin',
      people: true,
      second: false,
    });
  });

  it('joins a faith name and a condition to the people around them', () => {
    expect(mentions('believers of Hinduism')[0]).toMatchObject({ category: 'religion', people: true });
    expect(mentions('lodgers with a cognitive disorder')[0]).toMatchObject({
      category: 'handicap',
      people: true,
    });
  });

  it('finds no people in the same words about the property', () => {
    expect(mentions('Close to the Hindu temple and a Buddhist garden')).toEqual([]);
    // A class word with no people around it stays a mention only for object frames ("must be free of").
    expect(mentions('Their team speaks Spanish').filter((m) => m.people)).toEqual([]);
  });
});
