import { PAGE_CSS_AGENT } from './page-css-agent';
import { PAGE_CSS_PRINT } from './page-css-print';
import { FONT_FACE_CSS, FONT_STACK } from './page-font';

/**
 * The property page's stylesheet, inlined in the HTML: one request paints the page (no
 * render-blocking CSS). The look follows the product's design brief: Inter, slate neutrals, the
 * agent's accent (`--accent`, `--on-accent`, `--accent-text` from their branding; the product's deep
 * blue by default), the warm amber #F59E0B for highlights, radius 8-12 px, a 4 px grid and one type
 * scale (12/14/16/18/20/24/30/36/48). Long names, emails and brokerages wrap anywhere rather than
 * widen the page (issue 24: no horizontal overflow from 320 px up).
 */
const BASE = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font:16px/1.5 ${FONT_STACK};color:#0f172a;background:#f8fafc;overflow-wrap:anywhere;-webkit-font-smoothing:antialiased}
a{color:var(--accent-text);text-underline-offset:3px}
:focus-visible{outline:3px solid var(--accent-text);outline-offset:2px}
.wrap{max-width:1168px;margin:0 auto;padding:0 16px}
.top{display:flex;align-items:center;gap:12px;min-height:64px;padding:12px max(16px,calc((100% - 1136px)/2));background:#fff;border-top:4px solid var(--accent);border-bottom:1px solid #e2e8f0}
.top img{display:block;height:32px;width:auto;max-width:45%;object-fit:contain;object-position:left}
.top b{min-width:0;font-size:14px;line-height:1.4;font-weight:600;color:#0f172a}
.stage{max-width:1168px;margin:0 auto}
.frame{position:relative}
.hero{margin:0;position:relative;background:#e2e8f0}
.hero img{display:block;width:100%;height:auto;aspect-ratio:3/2;object-fit:cover}
.noimg{aspect-ratio:3/1;display:grid;place-items:center;color:#475569;background:#e2e8f0}
.banner{position:absolute;z-index:1;top:12px;left:12px;margin:0;padding:4px 12px;border-radius:999px;font-size:14px;font-weight:600;line-height:20px;background:#15803d;color:#fff;box-shadow:0 1px 2px rgb(15 23 42/.3)}
.st-for_rent .banner{background:#1d4ed8}
.st-pending .banner{background:#f59e0b;color:#0f172a}
.st-sold .banner{background:#b91c1c}
.st-off_market .banner{background:#475569}
.count{position:absolute;z-index:1;top:12px;right:12px;padding:4px 12px;border-radius:999px;font-size:14px;font-weight:600;line-height:20px;background:rgb(255 255 255/.92);color:#0f172a;text-decoration:none;box-shadow:0 1px 2px rgb(15 23 42/.3)}
.tag{position:absolute;left:8px;right:8px;bottom:8px;width:fit-content;background:rgb(15 23 42/.85);color:#fff;font-size:12px;line-height:1.5;padding:4px 8px;border-radius:8px}
.tag a{color:#fff}
main{padding-bottom:48px}
.head{padding:24px 0 0}
.price{margin:0;font-size:30px;line-height:1.2;font-weight:700;letter-spacing:-.02em}
h1{margin:4px 0 0;font-size:18px;line-height:1.4;font-weight:500;color:#334155}
.courtesy{margin:8px 0 0;font-size:14px;color:#475569}
.facts{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px;margin:24px 0 0;padding:0;list-style:none}
.facts li{min-width:0;padding:12px 16px;background:#fff;border:1px solid #e2e8f0;border-radius:8px;font-weight:600;box-shadow:0 1px 2px rgb(15 23 42/.04)}
.maps{display:inline-flex;align-items:center;gap:8px;max-width:100%;min-height:44px;margin-top:16px;padding:8px 16px;border:1px solid #cbd5e1;border-radius:8px;background:#fff;font-weight:600;text-decoration:none}
.maps:hover{border-color:var(--accent)}
.maps svg{flex:none}
h2{margin:40px 0 12px;font-size:20px;line-height:1.3;font-weight:700;letter-spacing:-.01em}
.desc{margin:0;max-width:70ch;white-space:pre-line;color:#334155}
.gallery{display:flex;gap:12px;overflow-x:auto;scroll-snap-type:x mandatory;scroll-padding:0 4px;overscroll-behavior-x:contain;margin:0 -4px;padding:4px 4px 12px;scrollbar-width:thin}
.gallery figure{flex:none;position:relative;margin:0;scroll-snap-align:start;border-radius:12px}
.gallery img{display:block;height:clamp(180px,56vw,280px);width:auto;max-width:none;border-radius:12px;background:#e2e8f0}
.hint{margin:-4px 0 8px;font-size:14px;color:#475569}
.qr{display:none}
.ok{max-width:560px;margin:48px auto;padding:24px;background:#fff;border-radius:12px;border:1px solid #e2e8f0}
.ok h1{font-size:24px;font-weight:700;color:#0f172a}
@media (min-width:560px){.facts{grid-template-columns:repeat(auto-fill,minmax(152px,1fr))}}
@media (min-width:800px){.top{padding-left:max(24px,calc((100% - 1120px)/2));padding-right:max(24px,calc((100% - 1120px)/2))}.top b{font-size:16px}.wrap{padding:0 24px}.stage{padding:24px 24px 0}.hero img{aspect-ratio:16/9;max-height:72vh;border-radius:12px}.hero{border-radius:12px}.price{font-size:36px}h1{font-size:20px}h2{font-size:24px}.head{padding-top:32px}}
@media (min-width:1024px){.layout{display:grid;grid-template-columns:minmax(0,1fr) 368px;gap:48px;align-items:start}.side>h2:first-child{margin-top:32px}}`;

export const PAGE_CSS = `${FONT_FACE_CSS}\n${BASE}\n${PAGE_CSS_AGENT}\n${PAGE_CSS_PRINT}`;
