import type { UsState } from '@pp/contract';

/**
 * What a state requires of a licensee's advertising (issue 22), one row per state with a rule we can
 * cite. A state without a row has only the national rules (NAR SoP 12-4/12-5/12-7), which already ask
 * for the agent's own brokerage everywhere. Every rule carries `source` (the section), `url` (where its
 * text can be read) and `checked` (what was read to confirm it, and what was not).
 *
 * Verified 2026-11 against the rule texts (official sites or verbatim copies of them):
 * - New York's row (19 NYCRR §175.25 for the brokerage name) was removed: the State Register's 2013
 *   adoption shows §175.25 governs advertising, but the subsection naming the brokerage in every ad
 *   could not be read, so the citation could not be confirmed.
 * - California's team rule was cited as B&P §10159.7, which only defines terms; the rule is §10159.6.
 * - Ohio's brokerage rule is R.C. §4735.16(B)(1) and (B)(3), not "(B)".
 * - Added: AZ, IL, WA (brokerage name; IL listing consent; WA team or brand name).
 * Not added, rule text not read: CO (Commission Rule 6.10), NJ's team print size, NY's team rule.
 */
type Cited = {
  source: string;
  url: string;
  /** What was read to confirm this rule, and anything not confirmed. */
  checked: string;
};

export type LicenseNumberRule = Cited & {
  /** Where the number must appear, in the regulation's words. */
  where: string;
  /** How the line is printed: "CA DRE #01234567". */
  label: string;
};

export type TeamNameRule = Cited & {
  /** What the rule asks of a team name next to the brokerage's name. */
  requirement: string;
};

export type AlteredPhotoRule = Cited & {
  /** First day the rule applies (ISO date). */
  effective: string;
  /** True when the law asks for the unaltered original to be reachable, not only a label. */
  originalRequired: boolean;
};

export type StateAdvertisingRules = {
  state: UsState;
  /** The firm's (brokerage's) name must appear in every advertisement. */
  brokerageName: Cited;
  licenseNumber?: LicenseNumberRule;
  teamName?: TeamNameRule;
  alteredPhotos?: AlteredPhotoRule;
  /** Advertising another firm's listing needs that firm's consent (a state rule, beyond NAR SoP 12-4). */
  listingConsent?: Cited;
};

const CA_BPC = (section: string) =>
  `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=BPC&sectionNum=${section}`;
const TREC_FAQ =
  'https://www.trec.texas.gov/what-required-information-must-be-provided-advertisements-such-signs-email-and-business-cards';
const WIS_452_136 = 'https://docs.legis.wisconsin.gov/statutes/statutes/452/136';
const IL_1450 = 'https://www.ilga.gov/agencies/JCAR/EntirePart?titlepart=06801450';
const WAC_210 = 'https://app.leg.wa.gov/WAC/default.aspx?cite=308-124B-210';

export const STATE_ADVERTISING_RULES: readonly StateAdvertisingRules[] = [
  {
    state: 'AZ',
    brokerageName: {
      source: 'Ariz. Admin. Code R4-28-502(E)',
      url: 'https://azrules.elaws.us/rule/r4-28-502',
      checked:
        'Rule text read: all advertising identifies, clear and prominent, the employing broker’s legal or licensed dba name; ADRE’s Law Book and its substantive policy statement say the same',
    },
  },
  {
    state: 'CA',
    brokerageName: {
      source: 'Cal. Bus. & Prof. Code §10140.6(b)(1) (responsible broker’s identity, from 2018-01-01)',
      url: CA_BPC('10140.6'),
      checked:
        'DRE form RE 559 (Rev. 5/19), read in a copy: "licensee name AND broker’s name" on cards, flyers, print and electronic ads, citing B&P 10140.6(b); the section text itself not opened',
    },
    licenseNumber: {
      where:
        'All solicitation materials that are a first point of contact with consumers (business cards, stationery, websites, fliers, brochures, email and mail) and print and electronic media ads (internet, radio, video), social media posts being internet ads, in type no smaller than the smallest used',
      label: 'CA DRE #',
      source: 'Cal. Code Regs. tit. 10 §2773(a); Cal. Bus. & Prof. Code §10140.6(b)(1)',
      url: 'https://www.law.cornell.edu/regulations/california/10-CCR-2773',
      checked:
        '§2773(a) text read: eight-digit number on all first-point-of-contact materials, type size; DRE RE 559 (Rev. 5/19) chart: 8-digit number of each licensee in print and electronic media ads (internet); "social media" is our reading of "internet", not DRE’s word',
    },
    teamName: {
      requirement:
        'An advertisement with a team name shows the responsible broker’s identity as prominently and conspicuously as the team name',
      source: 'Cal. Bus. & Prof. Code §10159.6(b) (team name defined in §10159.7(a))',
      url: CA_BPC('10159.6'),
      checked:
        'SB 710 (2016) digest on leginfo: ads with a team name display the responsible broker’s identity; "as prominently and conspicuously" read in a quote of §10159.6(b), the section not opened; §10159.7 read: definitions only',
    },
    alteredPhotos: {
      effective: '2026-01-01',
      originalRequired: true,
      source: 'Cal. Bus. & Prof. Code §10140.8 (AB 723, 2025)',
      url: CA_BPC('10140.8'),
      checked:
        '§10140.8(a)(1)-(2) text read (FindLaw copy): a statement on or next to the altered image and a link, URL or QR code to the unaltered original',
    },
  },
  {
    state: 'FL',
    brokerageName: {
      source: 'Fla. Admin. Code r. 61J2-10.025(1)',
      url: 'https://www.flrules.org/gateway/ruleNo.asp?id=61J2-10.025',
      checked:
        'Rule text read: "All real estate advertisements must include the licensed name of the brokerage firm"; Florida Realtors’ summary agrees',
    },
    teamName: {
      requirement: 'The team or group name is never in larger print than the registered brokerage’s name',
      source: 'Fla. Admin. Code r. 61J2-10.026(6)',
      url: 'https://www.flrules.org/gateway/ruleNo.asp?id=61J2-10.026',
      checked:
        'Rule text read (as amended 2021-11-01): (6) team name not in larger print than the brokerage’s',
    },
  },
  {
    state: 'IL',
    brokerageName: {
      source: 'Ill. Admin. Code tit. 68 §1450.715(b)',
      url: IL_1450,
      checked:
        'Rule text read (copy of JCAR’s Part 1450): all advertising must include the sponsoring broker’s name',
    },
    listingConsent: {
      source: 'Ill. Admin. Code tit. 68 §1450.715(a)(1)',
      url: IL_1450,
      checked:
        'Rule text read: advertising a property under another sponsoring broker’s exclusive listing without its permission and identification is deceptive advertising',
    },
  },
  {
    state: 'NJ',
    brokerageName: {
      source: 'N.J. Admin. Code §11:5-6.1(b)',
      url: 'https://www.law.cornell.edu/regulations/new-jersey/N-J-A-C-11-5-6-1',
      checked:
        'Text read at the URL: advertising by a salesperson or broker-salesperson includes the broker’s regular business name; (b)1’s print-size clause not read in full, so no team rule',
    },
  },
  {
    state: 'OH',
    brokerageName: {
      source: 'Ohio Rev. Code §4735.16(B)(1), (B)(3)',
      url: 'https://codes.ohio.gov/ohio-revised-code/section-4735.16',
      checked:
        'Text read (copy, effective 2011-09-29): ads name the licensee and the brokerage; (B)(3) the brokerage in equal prominence with the salesperson’s name',
    },
    teamName: {
      requirement: 'The brokerage’s name is displayed in equal or greater prominence than the team name',
      source: 'Ohio Admin. Code 1301:5-1-21(B)(2)',
      url: 'https://codes.ohio.gov/ohio-administrative-code/rule-1301:5-1-21',
      checked:
        'Current text read (effective 2021-07-01): (B)(2) brokerage in equal or greater prominence with the team name',
    },
  },
  {
    state: 'TX',
    brokerageName: {
      source: '22 Tex. Admin. Code §535.155(a)(2)',
      url: TREC_FAQ,
      checked:
        'TREC’s own FAQ read at the URL and the rule text: every ad carries the broker’s name; (c) on social media it may sit on a linked profile page',
    },
    teamName: {
      requirement:
        'The broker’s name is at least half the size of the largest contact information or team name',
      source: '22 Tex. Admin. Code §535.155(a)(2)',
      url: TREC_FAQ,
      checked: 'Same reading: at least half the size of the largest contact information or team name',
    },
  },
  {
    state: 'WA',
    brokerageName: {
      source: 'Wash. Admin. Code 308-124B-210(1)',
      url: WAC_210,
      checked:
        'Rule text read (and its 2010 adoption, WSR 10-20-095): all advertising includes the firm’s licensed name',
    },
    teamName: {
      requirement:
        'A team name, title or brand is used only with the firm’s licensed name, clear and conspicuous',
      source: 'Wash. Admin. Code 308-124B-210(2)(a)',
      url: WAC_210,
      checked:
        'Same text: (2)(a) the firm’s licensed name shown clearly and conspicuously with the name, title or brand',
    },
  },
  {
    state: 'WI',
    brokerageName: {
      source: 'Wis. Stat. §452.136(2)',
      url: WIS_452_136,
      checked:
        'Text read on the Legislature’s site: the firm’s name in all advertising, clear and conspicuous',
    },
    listingConsent: {
      source: 'Wis. Stat. §452.136(3)(b)',
      url: WIS_452_136,
      checked: 'Same text: advertise a property only as its listing firm or with the listing firm’s consent',
    },
    alteredPhotos: {
      // The Act asks for a disclosure of the alteration; no account we read says it requires the original.
      effective: '2027-01-01',
      originalRequired: false,
      source: '2025 Wis. Act 69, Wis. Stat. §452.136(1m)',
      url: 'https://docs.legis.wisconsin.gov/2025/related/acts/69',
      checked:
        'Secondary accounts only (a disclosure vendor, a Wisconsin law firm): Act 69 creates §452.136(1m), disclosure of technology-altered images, from 2027-01-01; the Act’s text not opened',
    },
  },
];
