import '../styles/index.css';
import { HERO_ROTATION_MS } from '@pp/contract';
import { startPreHydrationRotation } from '../features/marketing/utils/pre-hydration-rotation';
import { isLoggedIn } from '../lib/session';
import { keyHistoryEntry } from './key-history-entry';
import { loadStylesheet } from './load-stylesheet';

/**
 * Boot. Prerendered pages hydrate; the SPA shell renders. The landing page is the storefront a
 * visitor reaches first, so for signed-out visitors it stays static (already complete HTML) and
 * hydrates on the first interaction: until then only this entry runs (it rotates the hero word).
 * Links work before hydration as ordinary links; a click on a button is replayed once hydrated,
 * also on a signed-in agent's prerendered page, which hydrates at once but must wait for the code.
 */
const container = document.getElementById('root') as HTMLElement;
const prerenderedPath = container.dataset.prerendered;
const prerendered = container.firstElementChild !== null && prerenderedPath !== undefined;
const fullStylesheet = container.dataset.stylesheet;

async function start(beforeHydrate?: () => void) {
  const stylesheetLoaded = fullStylesheet ? loadStylesheet(fullStylesheet) : undefined;
  // zod decides at schema construction whether it may compile parsers with new Function(); under
  // the Content-Security-Policy that probe is a reported violation, so switch it off first.
  const { config } = await import('zod');
  config({ jitless: true });
  const [
    { StrictMode },
    { createRoot, hydrateRoot },
    { createBrowserRouter, matchRoutes, RouterProvider },
    { AppProvider },
    { routes },
  ] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('react-router'),
    import('./provider'),
    import('./routes'),
    stylesheetLoaded,
  ]);
  // Prerendered pages arrive with HTML; resolve their lazy route modules first so hydration matches.
  if (prerendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async (m) => {
        if (typeof m.route.lazy === 'function') {
          Object.assign(m.route, await m.route.lazy());
          m.route.lazy = undefined;
        }
      }),
    );
  }
  keyHistoryEntry();
  // A prerendered page is already where the visitor put it (top, its anchor, or scrolled since):
  // hydration data tells the router the document was rendered before it, so its first render does not
  // reset the scroll (it would throw a visitor whose first scroll woke the app back to the top).
  const router = createBrowserRouter(routes, prerendered ? { hydrationData: {} } : undefined);
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  beforeHydrate?.();
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

/** A whole press, not just click(): some controls (Radix tabs) act on mousedown. */
function replayPress(el: HTMLElement) {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  el.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerType: 'mouse', isPrimary: true }));
  el.dispatchEvent(new MouseEvent('mousedown', init));
  el.focus();
  el.dispatchEvent(new PointerEvent('pointerup', { ...init, pointerType: 'mouse', isPrimary: true }));
  el.dispatchEvent(new MouseEvent('mouseup', init));
  el.click();
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** What a visitor typed before hydration, to hand over to React's state afterwards. */
function typedValues(): Array<[Field, string]> {
  return Array.from(document.querySelectorAll<Field>('input, textarea'))
    .filter((el) => el.value !== el.defaultValue)
    .map((el) => [el, el.value]);
}

/** Replays typing as an input event React sees as a change (its value tracker first reset). */
function replayTyping([el, value]: [Field, string]) {
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  el.value = el.defaultValue;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  // A field the visitor already left was blurred before React listened: what it does on blur
  // (the credit calculator commits its quantity) must happen too.
  if (document.activeElement !== el) el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

const INTERACTIONS = [
  'pointerdown',
  'pointerover',
  'keydown',
  'touchstart',
  'focusin',
  'scroll',
  'wheel',
] as const;

/**
 * Hydrates a prerendered page while holding what the visitor does meanwhile: a press on a button
 * (which does nothing before React owns it) is replayed once hydrated, and typing is handed over to
 * React's state. Until `hydrate` is called, presses are held too.
 */
function handOverToReact() {
  let pendingClick: HTMLElement | null = null;
  const holdClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    pendingClick = button;
  };
  document.addEventListener('click', holdClick, true);
  return {
    hydrate(beforeHydrate?: () => void) {
      let typed: Array<[Field, string]> = [];
      void start(() => {
        beforeHydrate?.();
        typed = typedValues();
      }).then(() => {
        // hydrateRoot commits asynchronously; replay after the next frame once handlers are attached.
        requestAnimationFrame(() =>
          setTimeout(() => {
            // Setting a focused field's value makes the browser reveal its caret, scrolling the page:
            // the visitor's scroll position wins.
            const { scrollX, scrollY } = window;
            for (const entry of [...typed, ...typedValues()]) replayTyping(entry);
            if (window.scrollY !== scrollY || window.scrollX !== scrollX) window.scrollTo(scrollX, scrollY);
            document.removeEventListener('click', holdClick, true);
            if (pendingClick) replayPress(pendingClick);
            // Browser tests and the benchmark wait on this instead of guessing when the hand-over ended.
            container.dataset.hydrated = 'true';
          }, 50),
        );
      });
    },
  };
}

function hydrateOnInteraction() {
  const stopRotation = startPreHydrationRotation(HERO_ROTATION_MS);
  const handOver = handOverToReact();
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, go, true);
    handOver.hydrate(stopRotation);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, go, { capture: true, passive: true });
}

/** Every prerendered public page waits for an interaction (typing and presses are handed over). */
const STATIC_FIRST = ['/', '/pricing', '/contact-us', '/faq', '/privacy', '/terms-of-service'];

if (
  prerendered &&
  prerenderedPath === window.location.pathname &&
  STATIC_FIRST.includes(prerenderedPath) &&
  !isLoggedIn()
)
  hydrateOnInteraction();
// A signed-in agent's prerendered page hydrates at once, but the app's code still has to arrive:
// a press in that time (a credit-type tab on /pricing) would otherwise be lost.
else if (prerendered) handOverToReact().hydrate();
else void start();
