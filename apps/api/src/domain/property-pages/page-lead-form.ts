import type { ClickSource, TLeadRequest } from '@pp/contract';
import type { PublicPage } from './find-public-page';
import { html, type Raw, raw } from './html';

export interface LeadFormState {
  values?: Partial<TLeadRequest>;
  errors?: Record<string, string>;
  message?: string;
}

/** The lead form: a plain form post, so it works without JavaScript; errors under their fields. */
export function leadForm(
  page: PublicPage,
  from: { src?: ClickSource; post?: string },
  state: LeadFormState,
): Raw {
  const { src, post } = from;
  const v = state.values ?? {};
  const e = state.errors ?? {};
  const err = (field: string) => (e[field] ? html`<p class="err" id="${field}-err">${e[field]}</p>` : '');
  const described = (field: string) =>
    e[field] ? raw(` aria-invalid="true" aria-describedby="${field}-err"`) : '';
  const kind = v.kind ?? 'showing';
  return html`<form class="form" method="post" action="/p/${page.slug}/leads" id="contact">
<fieldset><legend>I would like to</legend>
<label><input type="radio" name="kind" value="showing"${kind === 'showing' ? raw(' checked') : ''}> Request a showing</label>
<label><input type="radio" name="kind" value="question"${kind === 'question' ? raw(' checked') : ''}> Ask a question</label>
</fieldset>
${state.message ? html`<p class="err" role="alert">${state.message}</p>` : ''}
<label for="name">Name</label><input id="name" name="name" autocomplete="name" required maxlength="120" value="${v.name ?? ''}"${described('name')}>${err('name')}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" maxlength="254" value="${v.email ?? ''}"${described('email')}>${err('email')}
<label for="phone">Phone</label><input id="phone" name="phone" type="tel" autocomplete="tel" maxlength="40" value="${v.phone ?? ''}"${described('phone')}>${err('phone')}
<p class="note">An email address or a phone number, so the agent can answer.</p>
<label for="message">Message</label><textarea id="message" name="message" maxlength="2000">${v.message ?? ''}</textarea>${err('message')}
<div class="hp" aria-hidden="true"><label for="website">Leave this empty</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div>
${src ? html`<input type="hidden" name="src" value="${src}">` : ''}
${post ? html`<input type="hidden" name="post" value="${post}">` : ''}
<button type="submit">Send to ${page.agent.full_name}</button>
</form>`;
}
