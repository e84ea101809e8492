/**
 * The NAR Code of Ethics rules every public output meets, wherever the listing is (issue 22). Text:
 * https://www.nar.realtor/about-nar/governing-documents/code-of-ethics (Article 12 and its Standards of
 * Practice).
 */
export const NAR_CODE_URL = 'https://www.nar.realtor/about-nar/governing-documents/code-of-ethics';

export const NAR_RULES = {
  /** Advertise property only with authority: another broker's listing needs that broker's permission. */
  permission: 'NAR Code of Ethics, Standard of Practice 12-4',
  /** Advertising discloses the advertising REALTOR®'s own firm name, readily apparent. */
  ownFirm: 'NAR Code of Ethics, Standard of Practice 12-5',
  /** Only the listing or cooperating (selling) broker in the transaction may claim to have "sold" it. */
  sold: 'NAR Code of Ethics, Standard of Practice 12-7',
} as const;
