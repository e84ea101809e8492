/** The agent's side of the property page: the agent card, the lead form and the attribution footer. */
export const PAGE_CSS_AGENT = `.card,.form{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px;box-shadow:0 1px 3px rgb(15 23 42/.06)}
.who{display:flex;flex-wrap:wrap;gap:16px;align-items:center}
.who>div{flex:1 1 176px;min-width:0}
.avatar{flex:none;width:72px;height:72px;border-radius:50%;object-fit:cover;background:var(--accent);color:var(--on-accent);display:grid;place-items:center;font-size:24px;font-weight:700}
.card p{margin:0;font-size:14px;color:#475569}
.card .name{font-size:18px;font-weight:700;color:#0f172a;line-height:1.4}
.reach{display:grid;gap:8px;margin-top:16px}
.reach a{display:flex;align-items:center;gap:8px;min-height:44px;padding:8px 12px;border:1px solid #e2e8f0;border-radius:8px;font-weight:600;text-decoration:none;min-width:0}
.reach a:hover{border-color:var(--accent)}
.reach svg{flex:none;color:#64748b}
.card .logo{display:block;height:32px;width:auto;max-width:100%;margin-top:16px;object-fit:contain;object-position:left}
fieldset{border:0;padding:0;margin:0 0 4px;display:flex;gap:8px;flex-wrap:wrap;min-width:0}
legend{font-weight:600;margin-bottom:8px;padding:0}
label{display:block;font-weight:600;font-size:14px;margin:16px 0 4px}
fieldset label{flex:1 1 144px;display:flex;align-items:center;gap:8px;margin:0;min-height:48px;padding:8px 12px;border:1px solid #cbd5e1;border-radius:8px;font-size:16px;font-weight:500;cursor:pointer}
fieldset label:has(:checked){border-color:var(--accent);box-shadow:inset 0 0 0 1px var(--accent);background:color-mix(in srgb,var(--accent) 6%,#fff)}
input,textarea{display:block;width:100%;font:inherit;color:inherit;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px;background:#fff}
input:focus-visible,textarea:focus-visible{outline:2px solid var(--accent-text);outline-offset:0;border-color:var(--accent-text)}
input[aria-invalid],textarea[aria-invalid]{border-color:#b91c1c}
fieldset input{width:20px;height:20px;margin:0;flex:none;accent-color:var(--accent)}
textarea{min-height:112px;resize:vertical}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{display:block;width:100%;margin-top:20px;font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 20px;background:var(--accent);color:var(--on-accent);cursor:pointer;min-height:48px;overflow-wrap:anywhere}
button:hover{filter:brightness(1.08)}
.err{color:#b91c1c;font-size:14px;margin:4px 0 0}
.note{font-size:14px;color:#475569;margin:8px 0 0}
footer{margin-top:16px;padding:24px 0 32px;border-top:1px solid #e2e8f0;background:#f1f5f9;font-size:14px;color:#475569}
footer p{margin:0;max-width:80ch}
@media (min-width:400px){.card,.form{padding:20px}}`;
