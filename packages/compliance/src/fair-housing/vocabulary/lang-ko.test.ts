import { describe, expect, it } from 'vitest';
import { outcomeFor, warmUp } from '../testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('Korean refusals and preferences with a people noun (vocabulary/lang-ko.ts)', () => {
  warmUp();

  // A people noun between the class word and the marker (the particles in lang-ko.ts).
  it.each([
    ['중국인 입주자 불가.', 'block'],
    ['백인 세입자 우대합니다.', 'block'],
    ['세입자 모집: 반려동물 불가, 흡연 사절.', 'ok'],
    ['외국인 세입자 환영합니다.', 'ok'],
    // A polite adverb before the refusal (정중히 사양: politely declined) is still a refusal.
    ['장애인은 죄송하지만 입주 불가합니다.', 'block'],
    ['반려동물은 정중히 사양합니다.', 'ok'],
    // Mental illness and developmental disability as the refused class.
    ['조현병 있는 분은 입주 불가합니다.', 'block'],
    ['발달장애인 세입자는 받지 않습니다.', 'block'],
    ['우울증 치료 중인 분도 환영합니다.', 'ok'],
    ['근처에 정신건강 상담 센터가 있습니다.', 'ok'],
  ])('reads Korean %s as %s', (text, expected) => {
    expect(outcomeFor(text)).toBe(expected);
  });
});
