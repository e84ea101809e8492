import { PRODUCT_NAME } from '@pp/contract';

export const BUTTON_TAG = 'pp-promoter-button';

/* The page's CSS cannot reach into the shadow root, and ours cannot leak out. Colours are the
   design tokens (accent blue #1D4ED8, slate neutrals); the font is the page's system stack because
   the extension loads nothing into the site. */
const STYLES = `
:host { all: initial; display: block; margin: 12px 0; font-family: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
:host([data-placement="floating"]) { position: fixed; left: 16px; bottom: 16px; z-index: 2147483000; margin: 0; }
.wrap { display: inline-flex; flex-direction: column; gap: 4px; }
button { display: inline-flex; align-items: center; gap: 8px; height: 40px; padding: 0 16px 0 12px; border: 0; border-radius: 10px;
  background: #1D4ED8; color: #fff; font-family: inherit; font-size: 14px; font-weight: 600; line-height: 1; letter-spacing: .01em; cursor: pointer;
  box-shadow: 0 1px 2px rgb(15 23 42 / .12), 0 4px 12px rgb(29 78 216 / .25); transition: background .15s, transform .15s; }
button:hover { background: #1E40AF; }
button:active { transform: translateY(1px); }
button:focus-visible { outline: 3px solid #93C5FD; outline-offset: 2px; }
button[aria-busy="true"] { background: #1E40AF; cursor: progress; }
.mark { display: grid; place-items: center; width: 24px; height: 24px; border-radius: 6px; background: rgb(255 255 255 / .18); }
.note { font-size: 12px; line-height: 16px; color: #B91C1C; max-width: 320px; }
.note:empty { display: none; }
`;

const MARK = `<svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="m3 11 18-5v12L3 14v-3z"/><path d="M11.6 16.8a3 3 0 1 1-5.8-1.6"/></svg>`;

export interface PromoterButton {
  host: HTMLElement;
  button: HTMLButtonElement;
  setBusy: (busy: boolean) => void;
  setError: (message: string) => void;
}

/** The 'Property Promoter' button inside its own shadow root. */
export function createPromoterButton(doc: Document, onClick: () => void): PromoterButton {
  const host = doc.createElement(BUTTON_TAG);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>${STYLES}</style><div class="wrap"><button type="button"><span class="mark">${MARK}</span><span class="label"></span></button><div class="note" role="status" aria-live="polite"></div></div>`;
  const button = root.querySelector('button') as HTMLButtonElement;
  const label = root.querySelector('.label') as HTMLElement;
  const note = root.querySelector('.note') as HTMLElement;
  label.textContent = PRODUCT_NAME;
  button.title = 'Turn this listing into Facebook Marketplace, LinkedIn and X posts';
  button.addEventListener('click', (event) => {
    // The site must not treat our click as a click on its own card or link.
    event.stopPropagation();
    onClick();
  });
  return {
    host,
    button,
    setBusy: (busy) => button.setAttribute('aria-busy', String(busy)),
    setError: (message) => {
      note.textContent = message;
    },
  };
}
