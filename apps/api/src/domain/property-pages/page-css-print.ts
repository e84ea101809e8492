/**
 * The printable flyer (issue 24): one page with the hero photo, price, address, facts, a few lines of
 * the description, the agent card beside a QR code to the page, and the attribution footer. What only
 * works on screen (the gallery, the form, the map link) is left out; the QR code shows only here.
 * Sized for US Letter and A4 alike (the smaller of each side), so it stays one page on either.
 */
export const PAGE_CSS_PRINT = `@media print{
@page{margin:12mm}
*{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{background:#fff;font-size:14px;line-height:1.4}
.top{min-height:0;padding:0 0 8px;border-top:0;border-bottom:2px solid var(--accent)}
.stage{padding:12px 0 0;max-width:none}
.hero img{aspect-ratio:auto;height:82mm;max-height:none;border-radius:8px}
.count,.gallery,.gallery-h,.hint,.maps,.form,.form-h,.agent-h,.reach svg{display:none}
.tag a{text-decoration:none}
.wrap{max-width:none;padding:0}
main{padding:0}
.layout{display:block}
.head{padding-top:12px}
.price{font-size:30px}
h1{font-size:18px;margin-top:0}
.facts{grid-template-columns:repeat(4,1fr);margin-top:12px}
.facts li{padding:8px 12px;box-shadow:none;font-size:14px}
.about-h{font-size:16px;margin:12px 0 4px}
.desc{font-size:12px;max-width:none;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:5;overflow:hidden}
.side{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:16px;align-items:stretch;margin-top:16px;break-inside:avoid}
.card{box-shadow:none;padding:16px}
.reach{margin-top:8px;gap:0}
.reach a{min-height:0;padding:0;border:0;color:#0f172a;font-weight:500}
.card .logo{margin-top:8px}
.qr{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;width:46mm;padding:8px;border:1px solid #e2e8f0;border-radius:12px;text-align:center}
.qr svg{width:34mm;height:34mm}
.qr p{margin:0;font-size:12px;line-height:1.3;color:#334155}
footer{margin-top:12px;padding:8px 0 0;background:none;font-size:12px;break-inside:avoid}
a{color:inherit}
}`;
