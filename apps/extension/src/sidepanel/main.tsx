import { createRoot } from 'react-dom/client';
import { SidePanelShell } from './side-panel-app';
import { resolveTabId } from './use-tab-state';
import './sidepanel.css';

void resolveTabId().then((tabId) => {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<SidePanelShell tabId={tabId} />);
});
