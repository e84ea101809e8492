import { readTabState, type TabState } from '../background/tab-state';
import { afterPaint, recordTiming, tellDraftsShown } from './panel-timing';
import { resolveTabId } from './resolve-tab-id';

/**
 * The side panel's first paint. The editor's script is large (React, zod, twitter-text), and
 * reading it takes longer than the agent should wait, so this small script paints the drafts the
 * worker made at the click straight away, then loads the editor, which takes over the panel.
 * Text goes in through textContent only: the listing comes from a web page.
 */
const el = (tag: string, className: string, text?: string) => {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

const HOME_ICON =
  '<svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M3 10.5 12 3l9 7.5"/><path d="M5 9.5V21h14V9.5"/><path d="M10 21v-6h4v6"/></svg>';

const money = (n: number | null) => (n === null ? '' : `$${Math.round(n).toLocaleString('en-US')}`);

function paintDrafts(root: HTMLElement, state: TabState) {
  const drafts = state.drafts;
  if (!drafts) return false;
  const { listing } = state;
  const body = el('main', 'sp-body first-paint');
  const summary = el('section', 'listing card');
  const text = el('div', 'listing-text');
  text.append(
    el('p', 'listing-street', listing.address.street ?? 'Listing'),
    el('p', 'hint', [listing.address.city, listing.address.state].filter(Boolean).join(', ')),
    el('p', 'listing-facts', money(listing.price)),
  );
  summary.append(text);
  const tabs = el('div', 'tabs');
  for (const [name, on] of [
    ['Facebook Marketplace', true],
    ['LinkedIn', false],
    ['X', false],
  ] as const) {
    const tab = el('span', `tab tab-facebook_marketplace`, name);
    if (on) tab.setAttribute('aria-selected', 'true');
    tabs.append(tab);
  }
  const mp = drafts.facebook_marketplace;
  const panel = el('section', 'platform-panel');
  panel.dataset.testid = 'first-paint-drafts';
  for (const [label, value, rows] of [
    ['Title', mp.title, 2],
    ['Description', mp.description, 8],
  ] as const) {
    const field = el('label', 'field');
    const area = el('textarea', 'textarea') as HTMLTextAreaElement;
    area.readOnly = true;
    area.rows = rows;
    area.value = value;
    field.append(el('span', '', label), area);
    panel.append(field);
  }
  panel.append(el('p', 'hint', 'Preparing the editor…'));
  body.append(summary, tabs, panel);
  // The same header the editor draws (constant markup), so nothing moves when it takes over.
  const header = el('header', 'sp-head');
  header.innerHTML = `<span class="brand"><span class="brand-mark">${HOME_ICON}</span>Property Promoter</span>`;
  const shell = el('div', 'sp');
  shell.append(header, body);
  root.replaceChildren(shell);
  return true;
}

function loadEditor() {
  const script = document.createElement('script');
  script.src = 'sidepanel.js';
  document.body.append(script);
}

/** The worker starts writing the tab's state before it opens the panel; give a late write a moment. */
async function waitForState(tabId: number, timeoutMs = 500): Promise<TabState | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await readTabState(tabId);
    if (state || Date.now() >= deadline) return state;
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function firstPaint() {
  const root = document.getElementById('root');
  const tabId = await resolveTabId();
  const state = tabId === null ? null : await waitForState(tabId);
  if (root && tabId !== null && state && paintDrafts(root, state)) {
    afterPaint(() => {
      // The end of the click's window in bench:extension's trace (see the pp:click mark).
      performance.mark('pp:drafts-visible');
      void tellDraftsShown(tabId, state.clicked_at);
      // Written before the editor loads: the editor adds its own stamp to the same record.
      void recordTiming(tabId, state.clicked_at, { drafts_visible_at: Date.now() }).finally(loadEditor);
    });
  } else loadEditor();
}

void firstPaint();
