/**
 * The deposit's words: "dep $1,500" and "Dep only $750" (a rental sheet's short form), Spanish
 * "depósito"/"fianza", Italian "cauzione", German "Kaution", French "caution", Polish "kaucja". Read as
 * the deposit by money-terms.ts and as money that is no price by other-money.ts.
 */
export const DEPOSIT_WORDS = [
  'deposit',
  'deposito',
  'depósito',
  'dep',
  'fianza',
  'cauzione',
  'kaution',
  'caution',
  'kaucja',
] as const;
