import type { ClassVocabulary } from '../types';
import { bareList, list } from './list';

/**
 * Source of income (state class): Section 8 / Housing Choice Vouchers, public assistance, benefits.
 * "Section 8 welcome" is inclusion and lawful everywhere; a refusal is a violation in the states of
 * the jurisdiction table. (The old phrase list filed "no Section 8" under national origin.)
 */
/**
 * Vouchers named by the program or the public housing agency that issues them ("CHA vouchers",
 * "HACLA", "NYCHA Section 8", "Housing Choice"): HUD's Housing Choice Voucher program is run by local
 * PHAs, so an ad names the agency as often as the program (HUD PHA contact list:
 * https://www.hud.gov/program_offices/public_indian_housing/pha/contacts). The agencies of the largest
 * voucher markets, each alone and before "voucher(s)"; a short acronym that is also a word ("sha",
 * "pha") only before "voucher(s)".
 */
const AGENCIES = list(`
  nycha, hacla, hacola, lacda, sfha, hacsd, hacc, kcha, hano, hacep, chac, dcha, bmha, pha, cha, dha, bha,
  sha, mha, hach, hacm, haca, oha, rha, housing choice, housing authority, public housing authority,
  public housing agency, pha issued, vash, hcv, section 8, sec 8
`);
const DISTINCT = new Set([
  'nycha',
  'hacla',
  'hacola',
  'lacda',
  'sfha',
  'hacsd',
  'kcha',
  'hano',
  'hacep',
  'housing choice',
]);
const AGENCY_VOUCHERS = AGENCIES.flatMap((a) => [
  ...(DISTINCT.has(a) ? [a] : []),
  `${a} voucher`,
  `${a} vouchers`,
  `${a} voucher holder`,
  `${a} voucher holders`,
]);

export const SOURCE_OF_INCOME: ClassVocabulary = {
  category: 'source_of_income',
  source: 'hudSoi',
  reason: 'Refuses or limits a lawful source of income (housing vouchers, public assistance, benefits)',
  suggestion:
    'State the income requirement in the same way for every source (e.g. "income 2.5x rent, all sources considered").',
  people: list(`
    section 8, sec 8, sect 8, section eight, section viii, s8, voucher, housing voucher, housing choice voucher,
    hcv, voucher holder, government assistance, public assistance, housing assistance, rental assistance,
    government program, housing program, assistance program, third party payment, welfare, welfare recipient,
    ssi, ssdi, food stamp, snap benefits, subsidy, section 8 tenant, section 8 applicant, programs, vouchers,
    housing authority, government subsidy, rent subsidy, assistance, government aid, social security income,
    disability income, unemployment benefits, vash, hud voucher, hud tenant, housing benefit,
    cityfheps, fheps, hasa, tanf, calworks, hopwa, rapid rehousing, emergency housing voucher,
    emergency rental assistance, program participant, voucher program, voucher programs, disability benefits,
    ebt, ebt card, food stamps, housing subsidy, housing subsidies, government assisted renters,
    government assisted tenants, child support, alimony, unemployment, unemployment income, public benefits
  `).concat(AGENCY_VOUCHERS),
  // "HUD homes" are foreclosures for sale and "benefits" are many things; with a people noun or at a
  // clause end ("no HUD", "tenants receiving benefits") they name assisted tenants (state SOI laws).
  // "No SOI" ("source of income", normalise.ts) at a clause end; "all sources of income" is inclusion.
  ambiguous: list('hud, benefits, source of income'),
  adjectives: list('subsidized, section 8 approved'),
  // Only rent paid without a program: every voucher holder is refused (the state SOI laws above).
  bare: bareList(
    'exclude',
    `private pay only, private pay tenants only, private pay applicants only, private pay renters only,
     private pay preferred, no program tenants, no program renters, no program participants, cash tenants only,
     solo pago privado, solo inquilinos de pago privado`,
  ),
  esPeople: list(`
    seccion 8, seccion ocho, vales de vivienda, vale de vivienda, cupones de vivienda, asistencia del gobierno,
    ayuda del gobierno, asistencia publica, programas de gobierno, programas de vivienda, programas, subsidio,
    subsidios, ayuda gubernamental, asistencia de vivienda, beneficios del gobierno, cupones de alimentos
  `),
  misspellings: {
    govt: 'government',
    gov: 'government',
    goverment: 'government',
    secton: 'section',
    sectoin: 'section',
    vouchers: 'vouchers',
    vouchrs: 'vouchers',
  },
};
