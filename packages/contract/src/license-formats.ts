/**
 * Licence number formats per state (issue 22), one row per state we looked into:
 * `STATE | pattern | what the agent is told, with an example | citation | URL`.
 * A pattern is encoded only where the regulator itself states the format (its rule, form or FAQ);
 * `-` means no such statement was found, and the state takes GENERIC_LICENSE_FORMAT: a wrong pattern
 * would lock a licensed agent out of their own profile, a loose one only lets a typo through.
 * Researched 2026-11 with the public search index (regulator pages, rules, and what quotes them).
 * Where only a school, an association or a scraper described a format, the row says so and stays `-`.
 */
export const LICENSE_FORMAT_TABLE = `
AZ | - | read: ADRE FAQ and law book (no number format stated) | none | https://azre.gov/divisions/licensing
CA | ^\\d{8}$ | California DRE licence numbers are 8 digits, leading zeros included, e.g. 01234567 | 10 CCR §2773(a) "eight (8) digit real estate license identification number"; DRE form RE 559 (Rev. 5/19) "8-digit license number of each licensee" | https://www.law.cornell.edu/regulations/california/10-CCR-2773
CO | - | read: Division of Real Estate broker licensing pages; a lookup guide says credentials start with letters by licence type, DRE states no format | none | https://dre.colorado.gov/division-programs/real-estate-broker/licensing/broker-applications-documents-and-fees
FL | - | read: SL/BK/BL prefixes stated by a pre-licence school only, not by DBPR | none | https://compassrealestateacademy.com/topic/license-information-registration-2-2/
IL | - | read: IDFPR rules (68 Ill. Adm. Code 1450), no number format stated | none | https://www.ilga.gov/agencies/JCAR/EntirePart?titlepart=06801450
MI | - | read: LARA FAQ names licence types 6501/6502/6504/6506 but not the full number's length | none | https://www.michigan.gov/lara
NJ | - | read: the Commission's online licensing help calls an individual's number a reference number (REFNUM), without its format | none | https://www.nj.gov/dobi/DOBI_RELICGEN/Help.html
NV | - | read: Real Estate Division salesperson licence requirements, no number format stated | none | https://red.nv.gov/Content/Real_Estate/Salesperson/Initial_License_Requirements
NY | - | read: DOS salesperson FAQ and application pages, no number format stated | none | https://dos.ny.gov/real-estate-salesperson-frequently-asked-questions
OH | - | read: Division of Real Estate FAQ says to enter "the full number", without its format | none | https://com.ohio.gov/divisions-and-programs/real-estate-and-professional-licensing/salespersons-and-brokers/guides-and-resources/real-estate-faq
OR | - | read: Real Estate Agency broker licence page, no number format stated | none | https://www.oregon.gov/rea/licensing/Get_License/Pages/Broker.aspx
PA | - | read: Real Estate Commission licensing guide, no number format stated | none | https://www.pa.gov/agencies/dos/resources/professional-licensing-resources/licensure-processing-guides-and-timelines/real-estate-commission-guide.html
TX | - | read: TREC pages name a licence number, never its format | none | https://www.trec.texas.gov/agency-information/contact-us
VA | - | read: DPOR Real Estate Board pages, no number format stated | none | https://www.dpor.virginia.gov/Boards/Real-Estate/
`;

/** A state's licence number format, with where the regulator states it. */
export type LicenseFormat = {
  pattern: RegExp;
  /** The field message: the state's format and an example. */
  description: string;
  source: string;
  url: string;
  /** Digits only: spaces, dashes and dots are separators to drop ("0123-4567" is 01234567). */
  digitsOnly: boolean;
};

export type LicenseFormatRow = {
  state: string;
  format: LicenseFormat | null;
  /** For a row without a format: what was read, and why it was not enough. */
  note: string | null;
  url: string;
};

export const parseLicenseFormatTable = (table: string): LicenseFormatRow[] =>
  table
    .trim()
    .split('\n')
    .map((line) => {
      const [state = '', pattern = '', text = '', source = '', url = ''] = line
        .split(' | ')
        .map((cell) => cell.trim());
      if (pattern === '-') return { state, format: null, note: text, url };
      const regex = new RegExp(pattern);
      const digitsOnly = /^\^\\d\{\d+(,\d+)?\}\$$/.test(pattern);
      return {
        state,
        format: { pattern: regex, description: text, source, url, digitsOnly },
        note: null,
        url,
      };
    });

export const LICENSE_FORMAT_ROWS = parseLicenseFormatTable(LICENSE_FORMAT_TABLE);

/** Any state without a published format: letters, digits, dots and dashes, 3 to 20 of them. */
export const GENERIC_LICENSE_PATTERN = /^[A-Z0-9](?:[A-Z0-9.-]{1,18})[A-Z0-9]$/;

export const genericLicenseMessage = (stateName: string) =>
  `${stateName} publishes no licence number format we could cite: enter it as printed on your licence, 3 to 20 letters, digits, dots or dashes (e.g. AB-12345)`;

/**
 * What people type before the number: "DRE#", "CA DRE No. ", "Lic.", "License #", "#". Only a word
 * followed by a separator or a digit is a label, so a number that starts with letters ("SL3456789",
 * "LICX12") keeps them.
 */
const LABEL =
  /^(?:[A-Z]{2}\s+)?(?:(?:DRE|CALDRE|BRE|LIC(?:ENSE|ENCE)?|NO|NUM(?:BER)?|ID)(?=[\s#:.\d-])[\s.:]*)+(?:#\s*)?|^#\s*/;

/**
 * The number as we store and print it: upper case, without a leading label and without spaces; for a
 * digits-only format, without dashes and dots either ("DRE# 0123-4567" is 01234567).
 */
export const normaliseLicenseNumber = (raw: string, digitsOnly: boolean, state = ''): string => {
  const upper = raw.normalize('NFKC').trim().toUpperCase();
  const unlabelled = upper.replace(LABEL, '').replace(/\s+/g, '');
  if (!digitsOnly) return unlabelled;
  // "CA01234567" or "CA-0123 4567": the state's own code before a digits-only number is a label too.
  const withoutState = state && unlabelled.startsWith(state) ? unlabelled.slice(state.length) : unlabelled;
  return withoutState.replace(/^[#:]/, '').replace(/[.-]/g, '');
};
