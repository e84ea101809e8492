import { PRODUCT_NAME } from '@pp/contract';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  footnote?: string;
}

/**
 * Branded one-column HTML with a plain-text twin (design.md, Emails). Inline styles only, since
 * mail clients drop <style>; `color-scheme` lets dark-mode clients invert it legibly.
 */
export function renderEmail(c: EmailContent): { subject: string; html: string; text: string } {
  const p = c.paragraphs.map(
    (t) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(t)}</p>`,
  );
  const button = c.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.button.url)}" style="display:inline-block;background:#1D4ED8;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:8px">${escapeHtml(c.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#64748b">If the button does not work, paste this link into your browser:<br><span style="word-break:break-all">${escapeHtml(c.button.url)}</span></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px" cellspacing="0" cellpadding="0"><tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1D4ED8">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3">${escapeHtml(c.heading)}</h1>
${p.join('\n')}
${button}
${c.footnote ? `<p style="margin:24px 0 0;font-size:13px;color:#64748b">${escapeHtml(c.footnote)}</p>` : ''}
</td></tr></table>
<p style="font-size:12px;color:#64748b">&copy; ${new Date().getUTCFullYear()} ${PRODUCT_NAME}</p>
</td></tr></table></body></html>`;
  const text = [
    c.heading,
    '',
    ...c.paragraphs.flatMap((t) => [t, '']),
    ...(c.button ? [`${c.button.label}: ${c.button.url}`, ''] : []),
    ...(c.footnote ? [c.footnote, ''] : []),
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  return { subject: c.subject, html, text };
}
