import { send } from '../common/messages';

/**
 * Content script of Facebook's login and checkpoint pages. When this tab was opened for a
 * Marketplace publish, the agent is told that the form is filled after sign-in (Facebook then
 * returns to the form, where the fill script takes the job) and until when the credit is held.
 */
async function run() {
  // The worker stores the job right after opening the tab; a fast redirect can come first.
  let answer = await send('marketplace:login-seen', {});
  for (let attempt = 0; attempt < 5 && !answer.waiting; attempt++) {
    await new Promise((r) => setTimeout(r, 200));
    answer = await send('marketplace:login-seen', {});
  }
  const { waiting, deadline } = answer;
  if (!waiting || deadline === null) return;
  const host = document.createElement('pp-login-notice');
  const root = host.attachShadow({ mode: 'open' });
  const until = new Date(deadline).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  root.innerHTML = `<style>:host{all:initial;position:fixed;left:16px;right:16px;bottom:16px;z-index:2147483000;pointer-events:none;font:14px/20px system-ui,sans-serif}
  p{margin:0 auto;max-width:560px;padding:12px 16px;border-radius:10px;background:#EFF6FF;color:#0F172A;border:1px solid #BFDBFE;box-shadow:0 6px 20px rgb(15 23 42/.15)}</style><p role="status"></p>`;
  (root.querySelector('p') as HTMLElement).textContent =
    `Property Promoter: sign in to Facebook and your listing will be filled in the Marketplace form right after. If you have not signed in by ${until}, your credit is given back.`;
  document.body.append(host);
}

void run().catch((error) => console.error('Property Promoter: login page', error));
