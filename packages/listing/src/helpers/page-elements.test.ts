import { describe, expect, it } from 'vitest';
import { loadFixtureCases } from '../testing/fixture-cases';
import { loadPage } from '../testing/load-page';
import { allElements, elementById, elementsByAttribute, elementsByTag, withPageCache } from './page-elements';
import { HOOK_ATTRIBUTES } from './page-walk';

/** The one walk must list what the DOM's own queries list, in the same order (issue 25's budget). */
const page = () => {
  const c = loadFixtureCases().find((x) => x.name.includes('2527-deasa'));
  if (!c) throw new Error('fixture missing');
  return loadPage(c.html(), c.url).document;
};

describe('page elements gathered once per extraction', () => {
  it('lists every element in document order, as getElementsByTagName does', () => {
    const document = page();
    const expected = Array.from(document.getElementsByTagName('*'));
    withPageCache(document, () => {
      const all = allElements(document);
      expect(all.length).toBeGreaterThan(1000);
      expect(all.every((el, i) => el === expected[i])).toBe(true);
      expect(all).toHaveLength(expected.length);
      expect(elementsByTag(document, 'script')).toEqual(Array.from(document.getElementsByTagName('script')));
    });
  });

  it('finds elements by each hook attribute and id as the DOM does', () => {
    const document = page();
    withPageCache(document, () => {
      for (const attribute of HOOK_ATTRIBUTES) {
        const byDom = new Map<string, Element[]>();
        for (const el of Array.from(document.getElementsByTagName('*'))) {
          const value = el.getAttribute(attribute);
          if (value) byDom.set(value, [...(byDom.get(value) ?? []), el]);
        }
        expect([...elementsByAttribute(document, attribute)]).toEqual([...byDom]);
      }
      expect(elementById(document, 'ldp-address')).toBe(document.getElementById('ldp-address'));
      expect(elementById(document, 'ldp-address')).not.toBeNull();
    });
  });

  it('keeps nothing outside an extraction: a changed page is read afresh', () => {
    const document = page();
    const before = allElements(document).length;
    document.body.append(document.createElement('section'));
    expect(allElements(document)).toHaveLength(before + 1);
  });
});
