import { readListingOnScreen } from '@pp/listing';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_PAGES, readFixture } from '../testing/fixture-pages';
import { type PreReadOptions, preRead } from './pre-read';

const windows: Window[] = [];
afterEach(async () => {
  await Promise.all(windows.splice(0).map((w) => w.happyDOM.close()));
});

const LISTING = `<html><head><title>12 Oak St</title><script type="application/json" id="data">{"price":500000}</script></head>
<body><h1>12 Oak St</h1><p class="price">$500,000</p><div id="gallery"><img src="a.jpg"></div></body></html>`;

/** A page in its own window; `own` is an element of ours placed after the h1, as the button is. */
function page(html = LISTING, url = 'https://www.zillow.com/homedetails/12-Oak-St/1_zpid/') {
  const window = new Window({ url });
  windows.push(window);
  const document = window.document as unknown as Document;
  document.write(html);
  const own = document.createElement('pp-promoter-button');
  document.querySelector('h1')?.after(own);
  return { window, document, own };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A pre-read that counts its reads; the page is read for its price text. */
function watch(p: ReturnType<typeof page>, options: Partial<PreReadOptions<string>> = {}) {
  const reads: string[] = [];
  const inputs = { url: p.window.location.href };
  const ahead = preRead<string>({
    document: p.document,
    read: () => {
      const text = p.document.querySelector('.price')?.textContent ?? '';
      reads.push(text);
      return text;
    },
    inputs: () => [inputs.url],
    own: () => p.own,
    quietMs: 10,
    idle: (fn) => {
      const id = setTimeout(fn, 0);
      return () => clearTimeout(id);
    },
    MutationObserver: p.window.MutationObserver as unknown as typeof MutationObserver,
    ...options,
  });
  return { ahead, reads, inputs };
}

describe('the listing read ahead of the click', () => {
  it('reads once the page is still, and the click takes that read while nothing changed', async () => {
    const p = page();
    const { ahead, reads } = watch(p);
    expect(reads).toEqual([]);
    await sleep(40);
    expect(reads).toEqual(['$500,000']);
    expect(ahead.take()).toBe('$500,000');
    // A second click on an unchanged page takes it again, without reading.
    expect(ahead.take()).toBe('$500,000');
    expect(reads).toHaveLength(1);
  });

  it('waits for a page still changing, and reads it as it ends up', async () => {
    const p = page();
    const { ahead, reads } = watch(p, { quietMs: 30 });
    for (const price of ['$510,000', '$520,000', '$530,000']) {
      await sleep(10);
      const el = p.document.querySelector('.price');
      if (el) el.textContent = price;
    }
    await sleep(80);
    expect(reads).toEqual(['$530,000']);
    expect(ahead.take()).toBe('$530,000');
  });

  const changes: Array<[string, (d: Document) => void]> = [
    [
      'printed text',
      (d) => (d.querySelector('.price')?.firstChild as Text | undefined)?.replaceData(0, 2, '$6'),
    ],
    ['an element replaced', (d) => d.querySelector('.price')?.replaceWith(d.createElement('p'))],
    ['an attribute', (d) => d.querySelector('img')?.setAttribute('src', 'b.jpg')],
    ['a class (selectors read it)', (d) => d.querySelector('h1')?.classList.add('other')],
    ['embedded data', (d) => d.getElementById('data')?.append('{"price":1}')],
    ['the title in the head', (d) => (d.title = '99 Elm St')],
    ['a script added to the head', (d) => d.head.append(d.createElement('script'))],
  ];

  it.each(changes)('drops the read when the site changes %s after it', async (_, change) => {
    const p = page();
    const { ahead, reads } = watch(p);
    await sleep(40);
    expect(reads).toHaveLength(1);
    change(p.document);
    await sleep(5);
    expect(ahead.take()).toBeNull();
    // And no second read ahead: the click reads the page itself.
    await sleep(40);
    expect(reads).toHaveLength(1);
  });

  it('sees a change made in the same task as the click, before the observer has reported it', async () => {
    const p = page();
    const { ahead } = watch(p);
    await sleep(40);
    const el = p.document.querySelector('.price');
    if (el) el.textContent = '$1';
    expect(ahead.take()).toBeNull();
  });

  it("keeps the read through our own button's changes, but not through its moving", async () => {
    const p = page();
    const { ahead } = watch(p);
    await sleep(40);
    p.own.setAttribute('data-placement', 'floating');
    p.own.dataset.placement = 'inline';
    await sleep(5);
    expect(ahead.take()).toBe('$500,000');
    // Moved (put back after a re-render, say): the page's tree is not the one read.
    p.document.body.append(p.own);
    expect(ahead.take()).toBeNull();
  });

  it('drops the read when the URL or the reader rules are not the ones it was made with', async () => {
    const p = page();
    const { ahead, inputs } = watch(p);
    await sleep(40);
    inputs.url = 'https://www.zillow.com/homedetails/14-Oak-St/2_zpid/';
    expect(ahead.take()).toBeNull();
  });

  it('a click before the read leaves it unmade; the teardown stops it too', async () => {
    const first = watch(page());
    expect(first.ahead.take()).toBeNull();
    const second = watch(page());
    second.ahead.dispose();
    await sleep(40);
    expect(first.reads).toEqual([]);
    expect(second.reads).toEqual([]);
    expect(second.ahead.take()).toBeNull();
  });

  it('does not read a page that never settles, nor keep a read that threw', async () => {
    const p = page();
    const { ahead, reads } = watch(p, { quietMs: 20, giveUpMs: 60 });
    for (let i = 0; i < 10; i++) {
      p.document.body.append(p.document.createElement('span'));
      await sleep(10);
    }
    await sleep(40);
    expect(reads).toEqual([]);
    expect(ahead.take()).toBeNull();
    const throwing = watch(page(), {
      read: () => {
        throw new Error('page shape');
      },
    });
    await sleep(40);
    expect(throwing.ahead.take()).toBeNull();
  });
});

describe('on a saved listing page', () => {
  const fixture = FIXTURE_PAGES[0];
  if (!fixture) throw new Error('no fixture pages');

  it('the read ahead is the read the click would make, until a re-render changes the page', async () => {
    const p = page(readFixture(fixture), fixture.url);
    const read = () => readListingOnScreen(p.document, p.window.location.href);
    const ahead = preRead({
      document: p.document,
      read,
      inputs: () => [p.window.location.href],
      own: () => p.own,
      quietMs: 10,
      MutationObserver: p.window.MutationObserver as unknown as typeof MutationObserver,
      idle: (fn) => {
        const id = setTimeout(fn, 0);
        return () => clearTimeout(id);
      },
    });
    await sleep(200);
    const kept = ahead.take();
    expect(kept?.listing?.address.street).toBe(fixture.street);
    expect(kept).toEqual(read());
    // The site re-renders the heading for another home: the click must not use the read.
    const h1 = p.document.querySelector('h1');
    if (h1) h1.textContent = '99 Elm St';
    expect(ahead.take()).toBeNull();
  });
});
