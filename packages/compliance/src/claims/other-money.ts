import { DEPOSIT_WORDS } from './deposit-words';
import { SPANISH_OTHER_MONEY_BEFORE } from './spanish';

/**
 * Money that is not the listing's price (price.ts): words near a sum that make it a fee, a tax, a
 * payment, the price it was, an estimate, or another home's or the area's figure.
 */

/** Words near a sum of money that make it something other than the listing's price. */
export const OTHER_MONEY_BEFORE = new Set([
  'hoa',
  'fee',
  'fees',
  'dues',
  'tax',
  'taxes',
  // The deposit in every word deposit-words.ts lists ("dep $1,500 · app fee $79", "fianza", "Kaution").
  ...DEPOSIT_WORDS,
  'credit',
  'save',
  'saving',
  'savings',
  'down',
  'closing',
  // The buyer's cash to close: "with 5% down you bring $18,400" (a down payment, not the price).
  'bring',
  'brings',
  'payment',
  'payments',
  'mortgage',
  'was',
  'previously',
  'originally',
  'by',
  'appraised',
  'assessed',
  'assessment',
  'budget',
  'income',
  'gross',
  'noi',
  // A pro forma's gross scheduled, potential or effective income: "GSI about $105,600".
  'gsi',
  'gpi',
  'egi',
  'revenue',
  'rents',
  'utilities',
  'bonus',
  'commission',
  'allowance',
  'spent',
  'invested',
  'application',
  'admin',
  'pet',
  'parking',
  'storage',
  'zestimate',
  'estimate',
  'value',
  'valued',
  'median',
  'average',
  'insurance',
  'maintenance',
  'charges',
  'common',
  'rebate',
  'concession',
  'concessions',
  'association',
  'electric',
  'water',
  'gas',
  'comps',
  'neighbors',
  'neighboring',
  'nearby',
  'homes',
  'cap',
  'renovations',
  'upgrades',
  'expenses',
  'expense',
  'costs',
  'opex',
  // Loan math: "you'd borrow about $261K", "loan amount $261,250", "financed $240K" (a loan, not the
  // price; CFPB Loan Estimate, "Loan Amount"), with Spanish, Italian, German and French nouns of a loan.
  'borrow',
  'borrowing',
  'borrowed',
  'loan',
  'financed',
  'principal',
  'préstamo',
  'prestamo',
  'prestito',
  'mutuo',
  'kredit',
  'darlehen',
  'emprunt',
  ...SPANISH_OTHER_MONEY_BEFORE,
]);
export const OTHER_MONEY_AFTER = new Set([
  'off',
  'credit',
  'credits',
  'worth',
  'below',
  'price',
  'reduction',
  'drop',
  'cut',
  'improvement',
  'less',
  'savings',
  'bonus',
  'down',
  'deposit',
  'hoa',
  'fee',
  'fees',
  'dues',
  'annual',
  'taxes',
  'tax',
  'allowance',
  'rebate',
  'toward',
  'towards',
  'closing',
  'renovation',
  'remodel',
  'kitchen',
  'budget',
  'per',
  'maintenance',
  'assessment',
  'lower',
  'more',
  'increase',
  'buyer',
  'seller',
  'above',
  'over',
  'estimated',
  'estimate',
  'assessed',
  'appraised',
  // "the $14,000 difference", "a $9K gap": what separates two sums ("came in $40K short": price.ts).
  'difference',
  'gap',
  'shortfall',
  // "a $261K loan", "$240,000 mortgage", "$220K financed": the loan's amount.
  'loan',
  'mortgage',
  'financed',
]);
export const APPRAISED = /^(appraisal|appraised|market|zestimate|comps|assessed|assessment)$/;
export const SPENT =
  /^(upgrade|renovation|improvement|credit|saving|closing|updates|repairs|extras|concession)/;
/** A sentence about the area's or the market's figures: "The average list price for ZIP 20817 is $…". */
export const MARKET_FIGURE = /\b(average|median|mean|typical|mediano|mediana|promedio|médiane?)\b/;
/**
 * A price history: "the sellers bought it in 2009 for $289,000", "they paid $415,000 in 2001",
 * "la compraron en 2001 por $415,000". What an owner paid years ago is a past sale recorded in the
 * public deed, never the price the listing asks (NAR Code of Ethics Art. 12: the price advertised is
 * the present one). The words of the sentence before the sum, lower-cased and spaced.
 */
export const PAID_BEFORE =
  /\b(?:paid|bought|purchased|acquired|compraron|compró|compro|pagaron|pagó|pago|adquirieron|comprou|compraram|pagaram|achetée?|payée?)\b(?!.*\b(?:now|listed|asking|ahora|today|hoy)\b)/;
/**
 * A financing scenario: "roughly $2,700 a month all-in at 20% down" is a loan's payment, said of a
 * mortgage, never a rent (a rent has no down payment); see CFPB's Loan Estimate, "Estimated Total
 * Monthly Payment".
 */
export const LOAN_SCENARIO = /\b\d+(?:\.\d+)?\s?%\s?down\b|\bdown payment\b/i;
/**
 * The sum a down payment works out to: "20% down on $1.5M is $300,000", "10% down comes to about
 * $73,500" (the words before the sum, lower-cased and spaced). A share of the price is the cash to
 * close, never the price itself (CFPB Loan Estimate, "Down Payment/Funds from Borrower").
 */
export const DOWN_PAYMENT_RESULT =
  /(?:\b\d+(?:\.\d+)?\s?%\s?(?:down|de enganche|de entrada)\b|\bdown payment\b).*\b(?:is|are|comes? to|works? out to|would be|=|equals|es|sería|seria)(?:\s+(?:about|around|roughly|only|just|~))?$/;
