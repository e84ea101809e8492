/**
 * Issue 25: the listing read ahead of the click. Reading a listing page is most of the page's CPU
 * time in the click (tens of ms on a large page), and the agent looks at the page for seconds before
 * clicking, so the read is made once the page has settled, in idle time, and the click uses it, but
 * only while it is provably still the page's read.
 *
 * The read is a function of the DOM (every layer may read any part of it: the printed text, scripts,
 * head tags, attributes through selectors), the page's URL and the reader rules. So it is kept only
 * while a MutationObserver on the whole document has seen no change but our own button's, and the
 * URL and the rules object are the very ones it was made with. Any other change and the click reads
 * again, as it did before: a stale read after a site re-render is worse than a slow one.
 */

/** A read to keep, from the page as it was when it ran. */
export interface PreReadOptions<T> {
  document: Document;
  /** The read itself. Runs at most once; a read that throws is simply not kept. */
  read: () => T;
  /** What the read depends on besides the DOM (the URL, the reader rules): compared with Object.is. */
  inputs: () => readonly unknown[];
  /** Our own element in the page: changes of its attributes or inside it are not the site's. */
  own?: () => Node | null;
  /** The DOM must have been still this long before the read (a site that renders late renders first). */
  quietMs?: number;
  /** A page that never settles this long after load is not read ahead (its read would not keep). */
  giveUpMs?: number;
  /** Runs `fn` in idle time; answers a cancel. */
  idle?: (fn: () => void) => () => void;
  MutationObserver?: typeof MutationObserver;
}

export interface PreRead<T> {
  /**
   * The read made ahead if it is still the page's read, else null (the caller reads now). Either way,
   * one not yet made is no longer made: the click has read the page itself.
   */
  take: () => T | null;
  /** Stops watching (the page feature's teardown: navigation). */
  dispose: () => void;
}

const QUIET_MS = 200;
const GIVE_UP_MS = 10_000;
/** Idle time, but a busy page still gets its read within a second. */
const IDLE_TIMEOUT_MS = 1000;

const whenIdle = (fn: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 0);
  return () => clearTimeout(id);
};

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/** Watches the page from now on and reads it once it has been still for `quietMs`, in idle time. */
export function preRead<T>(options: PreReadOptions<T>): PreRead<T> {
  const { document, read, inputs } = options;
  const quietMs = options.quietMs ?? QUIET_MS;
  const idle = options.idle ?? whenIdle;
  const Observer = options.MutationObserver ?? globalThis.MutationObserver;
  let kept: { value: T; inputs: readonly unknown[] } | null = null;
  let done = false;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | null = null;

  const ours = (node: Node) => {
    const own = options.own?.();
    return own ? own === node || own.contains(node) : false;
  };
  // Only changes on or inside our element are ours. Adding or removing it is a change of its parent,
  // and counts as the site's: a selector with a sibling combinator could see it.
  const theSites = (records: MutationRecord[]) => records.some((r) => !ours(r.target));

  const stop = () => {
    done = true;
    kept = null;
    observer?.disconnect();
    clearTimeout(quietTimer);
    clearTimeout(giveUp);
    cancelIdle?.();
    cancelIdle = null;
  };

  const runRead = () => {
    cancelIdle = null;
    if (done) return;
    // Changes not yet delivered happened before the read, which sees them.
    observer?.takeRecords();
    clearTimeout(giveUp);
    try {
      kept = { value: read(), inputs: inputs() };
    } catch {
      stop();
    }
  };

  const settle = () => {
    clearTimeout(quietTimer);
    cancelIdle?.();
    cancelIdle = null;
    quietTimer = setTimeout(() => {
      cancelIdle = idle(runRead);
    }, quietMs);
  };

  const onChange = (records: MutationRecord[]) => {
    if (done || !theSites(records)) return;
    // Read already: it no longer describes the page, and this page is not read ahead again.
    if (kept) stop();
    else settle();
  };

  const observer = Observer ? new Observer(onChange) : null;
  // Without an observer nothing could prove a read fresh: nothing is read ahead.
  if (!observer) done = true;
  observer?.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const giveUp = setTimeout(() => {
    if (!kept) stop();
  }, options.giveUpMs ?? GIVE_UP_MS);
  if (!done) settle();

  return {
    take() {
      if (done) return null;
      // Changes made in this very task (or not yet delivered) are seen now, not after the click.
      if (observer) onChange(observer.takeRecords());
      if (!kept || !sameInputs(kept.inputs, inputs())) {
        stop();
        return null;
      }
      return kept.value;
    },
    dispose: stop,
  };
}
