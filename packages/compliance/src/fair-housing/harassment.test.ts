import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 24 CFR §100.600(a)(1) quid pro quo, (a)(2) hostile environment; 42 U.S.C. §3604(b).
describe('harassment (harassment.ts, quid-pro-quo.ts)', () => {
  it.each([
    'I can move your repair to the front of the line if you let me take you out.',
    'Your maintenance request gets priority if you grab drinks with me.',
    'Te rebajo la renta si sales conmigo.',
    'Te bajo la renta, mami, nada más sé buena conmigo.',
    'El depósito se lo perdono si es cariñosa conmigo.',
    'The super’s comments about your body are harmless; get used to it.',
    'The owner’s remarks on your clothes are just how he is. If you can’t take it, find another place.',
    'The maintenance guy’s jokes about your legs? Don’t take it personally.',
    'Grievances about the leasing agent’s advances are a private matter and will not be reviewed.',
    'Concerns over sexual harassment by the handyman: handle it between you.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('sex block');
  });

  it.each([
    'Let me take you on a tour of the building this Saturday.',
    'Repairs are done in the order they come in; call the office for priority emergencies.',
    'Se rebaja la renta por pago adelantado de seis meses.',
    'Sales conmigo a ver la casa el sábado a las diez.',
    'Comments about the unit are welcome; the handyman will fix the door.',
    'Dinner with neighbors every Friday in the courtyard; rent $1,800.',
    'The handyman is harmless and friendly; he fixes repairs in order.',
    'Complaints about parking are handled by the HOA, not management.',
    'Reports of harassment are investigated within two business days.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
