import { type FillReport, fillSummary, statusLabel } from './fill-report';

const STYLES = `
:host { all: initial; position: fixed; right: 16px; bottom: 16px; z-index: 2147483000; font-family: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.card { width: 340px; max-height: 70vh; overflow: auto; background: #fff; color: #0F172A; border-radius: 12px; border: 1px solid #E2E8F0;
  box-shadow: 0 10px 30px rgb(15 23 42 / .18); font-size: 14px; line-height: 20px; }
header { display: flex; align-items: center; gap: 8px; padding: 12px 16px; border-bottom: 1px solid #E2E8F0; }
header strong { flex: 1; font-size: 14px; }
.close { border: 0; background: none; font-size: 18px; line-height: 1; cursor: pointer; color: #64748B; padding: 4px; }
.lead { margin: 0; padding: 10px 16px; color: #334155; background: #EFF6FF; font-size: 13px; }
ul { list-style: none; margin: 0; padding: 4px 0; }
li { display: grid; grid-template-columns: 1fr auto auto; align-items: center; gap: 8px; padding: 6px 16px; }
.name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.badge { font-size: 12px; font-weight: 600; border-radius: 999px; padding: 1px 8px; }
.filled { background: #DCFCE7; color: #15803D; } .skipped { background: #F1F5F9; color: #475569; } .failed { background: #FEE2E2; color: #B91C1C; }
.copy { font: inherit; font-size: 12px; border: 1px solid #CBD5E1; background: #fff; border-radius: 6px; padding: 2px 8px; cursor: pointer; }
.copy:focus-visible, .close:focus-visible { outline: 2px solid #1D4ED8; outline-offset: 2px; }
.detail { grid-column: 1 / -1; color: #64748B; font-size: 12px; margin-top: -4px; }
`;

/**
 * The per-field outcome, shown on the Facebook page itself (bottom-right, away from the form's
 * fields), with Copy for what could not be entered so the agent can paste it.
 */
export function showReportPanel(doc: Document, report: FillReport, note: string): HTMLElement {
  doc.querySelector('pp-fill-report')?.remove();
  const host = doc.createElement('pp-fill-report');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>${STYLES}</style><section class="card" role="dialog" aria-label="Property Promoter fill report">
    <header><strong></strong><button class="close" type="button" aria-label="Close">×</button></header>
    <p class="lead"></p><ul></ul></section>`;
  (root.querySelector('strong') as HTMLElement).textContent = fillSummary(report);
  (root.querySelector('.lead') as HTMLElement).textContent = note;
  const list = root.querySelector('ul') as HTMLElement;
  for (const r of report.results) {
    const li = doc.createElement('li');
    li.dataset.field = r.field;
    li.dataset.status = r.status;
    const name = doc.createElement('span');
    name.className = 'name';
    name.textContent = r.field;
    const badge = doc.createElement('span');
    badge.className = `badge ${r.status}`;
    badge.textContent = statusLabel(r);
    li.append(name, badge);
    // Whatever is not on the form can be copied, failed or absent alike.
    if (r.status !== 'filled' && r.value) {
      const copy = doc.createElement('button');
      copy.type = 'button';
      copy.className = 'copy';
      copy.textContent = 'Copy';
      copy.setAttribute('aria-label', `Copy ${r.field}`);
      copy.addEventListener('click', () => {
        void navigator.clipboard.writeText(r.value).then(() => {
          copy.textContent = 'Copied';
        });
      });
      li.append(copy);
    } else li.append(doc.createElement('span'));
    if (r.detail && r.status !== 'filled') {
      const detail = doc.createElement('span');
      detail.className = 'detail';
      detail.textContent = r.detail;
      li.append(detail);
    }
    list.append(li);
  }
  root.querySelector('.close')?.addEventListener('click', () => host.remove());
  doc.body.append(host);
  return host;
}

/**
 * A message instead of a fill (a reminder's link opened while signed out, without credits, or for
 * a cancelled reminder), in the same place and style as the fill report.
 */
export function showNotice(doc: Document, message: string): HTMLElement {
  doc.querySelector('pp-fill-report')?.remove();
  const host = doc.createElement('pp-fill-report');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>${STYLES}</style><section class="card" role="alertdialog" aria-label="Property Promoter">
    <header><strong>Property Promoter</strong><button class="close" type="button" aria-label="Close">×</button></header>
    <p class="lead"></p></section>`;
  (root.querySelector('.lead') as HTMLElement).textContent = message;
  root.querySelector('.close')?.addEventListener('click', () => host.remove());
  doc.body.append(host);
  return host;
}
