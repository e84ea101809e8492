import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { readTabState } from '../background/tab-state';
import { resolveTabId } from './resolve-tab-id';
import { SidePanelShell } from './side-panel-app';
import './sidepanel.css';

/** Loaded by first-paint.js: reads the tab's state first so the editor's first render is complete. */
async function mount() {
  const tabId = await resolveTabId();
  const initialState = tabId === null ? null : await readTabState(tabId);
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // Synchronous commit: the first paint is replaced in one step, without a blank frame.
  flushSync(() => root.render(<SidePanelShell tabId={tabId} initialState={initialState} />));
}

void mount();
