import { PRODUCT_NAME } from '@pp/contract';
import { creditType, formatUsd, isCreditType, planById } from '@pp/pricing';
import type { SandboxSession } from './pay-sandbox-checkout';
import { DECLINED_TEST_CARD, SUCCESS_TEST_CARD } from './sandbox-card';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const groupCard = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

interface OrderLines {
  title: string;
  detail: string;
  quantityLabel: string;
  unitLabel: string;
  cadence: string | null;
  /** The billing period word for subscriptions ('month'), else null. */
  per: string | null;
}

function describe(session: SandboxSession): OrderLines {
  if (session.package_type === 'subscription') {
    const plan = planById(session.package_name);
    const name = plan
      ? `Professional · ${plan.billing_cycle[0]!.toUpperCase()}${plan.billing_cycle.slice(1)}`
      : session.package_name;
    const period =
      plan?.billing_cycle === 'daily' ? 'day' : (plan?.billing_cycle.replace(/ly$/, '') ?? 'period');
    return {
      title: name,
      detail: plan
        ? `${plan.facebook_marketplace_listings} Facebook Marketplace listings and ${plan.api_call_credits} API call credits each ${period}`
        : 'Subscription',
      quantityLabel: 'Qty 1',
      unitLabel: `${formatUsd(session.amount_cents)} / ${period}`,
      cadence: `Renews every ${period} until you cancel`,
      per: period,
    };
  }
  const type = session.credit_type ?? '';
  const info = isCreditType(type) ? creditType(type) : undefined;
  const qty = session.quantity ?? 0;
  return {
    title: info?.title ?? 'Credits',
    detail: info ? `${qty} × ${info.unit} credit${qty === 1 ? '' : 's'}, added to your account at once` : '',
    quantityLabel: `Qty ${qty}`,
    unitLabel: qty ? `${formatUsd(Math.round(session.amount_cents / qty))} each` : '',
    cadence: null,
    per: null,
  };
}

export interface SandboxPageState {
  session: SandboxSession;
  email: string;
  cancelUrl: string;
  successUrl: string;
  error?: { message: string; declined: boolean };
  values?: { card_number?: string; expiry?: string; cvc?: string; name?: string };
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:"Inter Variable",Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:16px;line-height:1.5;color:#0f172a;background:#fff;-webkit-font-smoothing:antialiased}
a{color:#1d4ed8}
.wrap{min-height:100vh;display:grid;grid-template-columns:1fr}
.summary{background:#f8fafc;border-bottom:1px solid #e2e8f0;padding:24px 20px}
.pay{padding:24px 20px 40px}
.inner{max-width:440px;margin:0 auto}
.brand{display:flex;flex-wrap:wrap;align-items:center;gap:6px 10px;font-weight:700;font-size:18px;color:#0f172a;text-decoration:none}
.mark{position:relative;flex:none;width:32px;height:32px;border-radius:8px;background:#1d4ed8;display:grid;place-items:center}
.mark::after{content:"";position:absolute;top:3px;right:3px;width:8px;height:8px;border-radius:50%;background:#f59e0b}
.test{display:inline-block;white-space:nowrap;padding:2px 8px;border-radius:999px;background:#fef3c7;color:#92400e;font-size:12px;font-weight:600;letter-spacing:.02em;text-transform:uppercase}
.back{display:inline-flex;align-items:center;gap:6px;margin-top:20px;font-size:14px;color:#475569;text-decoration:none}
.back:hover{color:#0f172a}
.eyebrow{margin:24px 0 4px;font-size:14px;color:#475569}
.total{margin:0;font-size:36px;font-weight:700;letter-spacing:-.02em}
.total small{font-size:16px;font-weight:500;color:#475569}
.item{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px 16px;margin-top:24px;padding:16px;border:1px solid #e2e8f0;border-radius:12px;background:#fff;box-shadow:0 1px 2px rgb(15 23 42 / .06),0 4px 16px rgb(15 23 42 / .06)}
.item h2{margin:0;font-size:16px}
.item p{margin:4px 0 0;font-size:14px;color:#475569}
.item>div:first-child{flex:1 1 220px}
.item .amt{margin-left:auto;text-align:right;white-space:nowrap;font-weight:600}
.item .amt span{display:block;font-weight:400;font-size:13px;color:#64748b}
.rows{margin:16px 0 0;padding:0;list-style:none;font-size:14px}
.rows li{display:flex;justify-content:space-between;padding:8px 0;border-top:1px solid #e2e8f0;color:#475569}
.rows li.sum{font-weight:700;color:#0f172a;font-size:16px}
.cadence{margin-top:12px;font-size:13px;color:#64748b}
h1{margin:0 0 16px;font-size:20px}
label{display:block;font-size:14px;font-weight:500;color:#334155;margin:16px 0 6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;background:#fff;color:#0f172a}
input:focus{outline:2px solid #1d4ed8;outline-offset:1px;border-color:#1d4ed8}
input[readonly]{background:#f1f5f9;color:#475569}
input[aria-invalid=true]{border-color:#dc2626}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.alert{display:flex;gap:10px;margin:0 0 8px;padding:12px 14px;border-radius:8px;font-size:14px;background:#fef2f2;color:#991b1b;border:1px solid #fecaca}
.btn{display:block;width:100%;margin-top:24px;padding:12px 16px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;font-size:16px;cursor:pointer}
.btn:hover{background:#1e40af}
.btn:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}
.hint{margin-top:20px;padding:12px 14px;border-radius:8px;background:#eff6ff;color:#1e3a8a;font-size:13px}
.hint code{white-space:nowrap;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px;background:#dbeafe;padding:1px 5px;border-radius:4px}
.foot{margin-top:20px;display:flex;align-items:center;gap:6px;justify-content:center;font-size:12px;color:#64748b}
.done{text-align:center;padding:48px 0}
@media (min-width:900px){
 .wrap{grid-template-columns:1fr 1fr}
 .summary{border-bottom:0;border-right:1px solid #e2e8f0;padding:64px 48px;display:flex;justify-content:flex-end}
 .pay{padding:64px 48px;display:flex;justify-content:flex-start}
 .inner{margin:0;width:100%}
}`;

const LOCK =
  '<svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><rect x="3" y="11" width="18" height="11" rx="2"/><path d="M7 11V7a5 5 0 0 1 10 0v4"/></svg>';
const HOUSE =
  '<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M3 10.5 12 3l9 7.5"/><path d="M5 9.5V21h14V9.5"/><path d="M10 21v-6h4v6"/></svg>';
const ALERT =
  '<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true" style="flex:none;margin-top:1px"><circle cx="12" cy="12" r="10"/><path d="M12 8v4M12 16h.01"/></svg>';

/** Stripe-like hosted checkout, self-contained (inline CSS, inline SVG, no script, no network). */
export function renderSandboxCheckoutPage(state: SandboxPageState): string {
  const { session } = state;
  const order = describe(session);
  const total = formatUsd(session.amount_cents);
  const v = state.values ?? {};
  const field = (name: keyof NonNullable<SandboxPageState['values']>) => escapeHtml(v[name] ?? '');
  const err = state.error;
  const invalid = (f: string) =>
    err && !err.declined && err.message.toLowerCase().includes(f) ? 'true' : 'false';
  const paid = session.status === 'paid';
  const form = paid
    ? `<div class="done"><h1>This checkout is already paid</h1><p><a href="${escapeHtml(state.successUrl)}">Continue to your receipt</a></p></div>`
    : `<h1>Pay with card</h1>
${err ? `<div class="alert" role="alert">${ALERT}<span>${escapeHtml(err.message)}</span></div>` : ''}
<form method="post" action="/sandbox/checkout/${encodeURIComponent(session.id)}/pay" novalidate>
<label for="email">Email</label>
<input id="email" type="email" value="${escapeHtml(state.email)}" readonly>
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${field('card_number')}" aria-invalid="${invalid('number')}" required>
<div class="pair">
<div><label for="expiry">Expiry</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" value="${field('expiry')}" aria-invalid="${invalid('expiration')}" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" value="${field('cvc')}" aria-invalid="${invalid('security')}" required></div>
</div>
<label for="name">Name on card</label>
<input id="name" name="name" autocomplete="cc-name" placeholder="Jane Agent" value="${field('name')}" aria-invalid="${invalid('name')}" required>
<button class="btn" type="submit">${session.package_type === 'subscription' ? 'Subscribe' : 'Pay'} ${total}</button>
</form>
<div class="hint"><strong>Sandbox mode, no real charge.</strong> Pay with <code>${groupCard(SUCCESS_TEST_CARD)}</code>; <code>${groupCard(DECLINED_TEST_CARD)}</code> is declined. Any future expiry and any CVC.</div>
<p class="foot">${LOCK} Test payments processed locally by ${PRODUCT_NAME}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Crect width=%2232%22 height=%2232%22 rx=%228%22 fill=%22%231d4ed8%22/%3E%3Ccircle cx=%2225%22 cy=%227%22 r=%224%22 fill=%22%23f59e0b%22/%3E%3C/svg%3E"><title>Checkout · ${PRODUCT_NAME}</title><style>${STYLE}</style></head>
<body><main class="wrap">
<section class="summary" aria-label="Order summary"><div class="inner">
<div class="brand"><span class="mark">${HOUSE}</span>${PRODUCT_NAME}<span class="test">Test mode</span></div>
<a class="back" href="${escapeHtml(state.cancelUrl)}">&larr; Cancel and return</a>
<p class="eyebrow">${session.package_type === 'subscription' ? 'Subscribe to Professional' : 'Pay Property Promoter'}</p>
<p class="total">${total}${order.per ? ` <small>per ${escapeHtml(order.per)}</small>` : ''}</p>
<div class="item"><div><h2>${escapeHtml(order.title)}</h2><p>${escapeHtml(order.detail)}</p></div>
<div class="amt">${total}<span>${escapeHtml(order.quantityLabel)} · ${escapeHtml(order.unitLabel)}</span></div></div>
<ul class="rows"><li><span>Subtotal</span><span>${total}</span></li><li><span>Tax</span><span>$0.00</span></li><li class="sum"><span>Total due today</span><span>${total}</span></li></ul>
${order.cadence ? `<p class="cadence">${escapeHtml(order.cadence)}</p>` : ''}
</div></section>
<section class="pay"><div class="inner">${form}</div></section>
</main></body></html>`;
}
