/**
 * The property page's whole stylesheet, inlined in the HTML: one request paints the page (no
 * render-blocking CSS), and system fonts avoid a font download. `--accent` and `--on-accent` come
 * from the agent's branding.
 */
export const PAGE_CSS = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#0f172a;background:#f8fafc}
a{color:var(--accent-text)}
.top{display:flex;align-items:center;gap:12px;padding:10px 16px;background:#fff;border-bottom:4px solid var(--accent)}
.top img{height:32px;width:auto}
.top b{font-size:15px}
.banner{margin:0;padding:10px 16px;font-weight:700;text-align:center;background:var(--accent);color:var(--on-accent)}
.hero{margin:0 auto;max-width:1100px;position:relative;background:#e2e8f0}
.hero img,.gallery img{display:block;width:100%;height:auto;aspect-ratio:3/2;object-fit:cover}
.tag{position:absolute;left:8px;bottom:8px;background:rgba(15,23,42,.85);color:#fff;font-size:13px;padding:2px 8px;border-radius:4px}
.tag a{color:#fff}
.noimg{aspect-ratio:3/2;display:grid;place-items:center;color:#475569}
main{max-width:880px;margin:0 auto;padding:0 16px 48px}
.head{padding:20px 0 8px}
.price{font-size:32px;font-weight:800;margin:0}
.courtesy{margin:4px 0 0;font-size:14px;color:#475569}
h1{font-size:20px;margin:4px 0 0;font-weight:600}
.facts{display:flex;flex-wrap:wrap;gap:8px;padding:0;margin:16px 0;list-style:none}
.facts li{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:6px 12px}
.maps{display:inline-block;margin:4px 0 16px;font-weight:600;padding:8px 0}
h2{font-size:20px;margin:28px 0 8px}
.desc{white-space:pre-line}
.gallery{display:grid;gap:8px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
.gallery figure{margin:0;position:relative}
.card,.form{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px}
.card{display:flex;gap:16px;align-items:center}
.card img{border-radius:50%;width:72px;height:72px;object-fit:cover;flex:none}
.card p{margin:0}
.card .name{font-weight:700;font-size:18px}
.card a{display:inline-block;padding:6px 0}
fieldset{border:0;padding:0;margin:0 0 12px;display:flex;gap:16px;flex-wrap:wrap}
legend{font-weight:600;margin-bottom:4px}
label{display:block;font-weight:600;margin:12px 0 4px}
fieldset label{display:flex;align-items:center;gap:6px;margin:0;font-weight:400;min-height:44px}
input,textarea{width:100%;font:inherit;padding:10px 12px;border:1px solid #64748b;border-radius:8px;background:#fff}
fieldset input{width:20px;height:20px}
textarea{min-height:96px}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{margin-top:16px;font:inherit;font-weight:700;border:0;border-radius:8px;padding:12px 20px;background:var(--accent);color:var(--on-accent);cursor:pointer;min-height:48px}
.err{color:#b91c1c;font-size:14px;margin:4px 0 0}
.note{font-size:13px;color:#475569}
footer{max-width:880px;margin:0 auto;padding:16px;font-size:13px;color:#475569}
.ok{max-width:560px;margin:48px auto;padding:24px;background:#fff;border-radius:12px;border:1px solid #e2e8f0}
@media (min-width:800px){.hero img{aspect-ratio:16/9}.price{font-size:40px}}
@media (min-width:1100px){.hero{margin-top:16px}.hero img{border-radius:12px}}`;
