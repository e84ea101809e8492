import type { UsState } from '@pp/contract';

/**
 * What a state requires of a licensee's advertising (issue 22), one row per state that has a rule we
 * can cite. A state without a row has no rule applied beyond the national ones (NAR SoP 12-4/12-5/12-7).
 * Each rule names its source; `url` is where the text can be read.
 */
export type LicenseNumberRule = {
  /** Where the number must appear, in the regulation's words. */
  where: string;
  /** How the line is printed: "CA DRE #01234567". */
  label: string;
  source: string;
  url: string;
};

export type TeamNameRule = {
  /** What the rule asks of a team name next to the brokerage's name. */
  requirement: string;
  source: string;
  url: string;
};

export type AlteredPhotoRule = {
  /** First day the rule applies (ISO date). */
  effective: string;
  /** True when the law asks for the unaltered original to be reachable, not only a label. */
  originalRequired: boolean;
  source: string;
  url: string;
};

export type StateAdvertisingRules = {
  state: UsState;
  /** The firm's (brokerage's) name must appear in every advertisement. */
  brokerageName: { source: string; url: string };
  licenseNumber?: LicenseNumberRule;
  teamName?: TeamNameRule;
  alteredPhotos?: AlteredPhotoRule;
  /** Advertising another firm's listing needs that firm's consent (a statute, beyond NAR SoP 12-4). */
  listingConsent?: { source: string; url: string };
};

export const STATE_ADVERTISING_RULES: readonly StateAdvertisingRules[] = [
  {
    state: 'CA',
    brokerageName: {
      source: 'Cal. Bus. & Prof. Code §10140.6(b)(1) (responsible broker’s identity, from 2018-01-01)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=BPC&sectionNum=10140.6',
    },
    licenseNumber: {
      where:
        'All solicitation materials intended to be the first point of contact with consumers: business cards, websites, fliers, and advertisements in print or electronic media, social media included (AB 1650, from 2018-01-01), in type no smaller than the smallest used',
      label: 'CA DRE #',
      source: 'Cal. Bus. & Prof. Code §10140.6(b)(1), (c); Cal. Code Regs. tit. 10 §2773',
      url: 'https://www.law.cornell.edu/regulations/california/10-CCR-2773',
    },
    teamName: {
      requirement: 'A team name is advertised only with the responsible broker’s identity',
      source: 'Cal. Bus. & Prof. Code §10159.7',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=BPC&sectionNum=10159.7',
    },
    alteredPhotos: {
      effective: '2026-01-01',
      originalRequired: true,
      source: 'Cal. Bus. & Prof. Code §10140.8 (AB 723, 2025)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=BPC&sectionNum=10140.8',
    },
  },
  {
    state: 'FL',
    brokerageName: {
      source: 'Fla. Admin. Code r. 61J2-10.025(1)',
      url: 'https://www.flrules.org/gateway/ruleNo.asp?id=61J2-10.025',
    },
    teamName: {
      requirement: 'The team or group name is never in larger print than the brokerage’s name',
      source: 'Fla. Admin. Code r. 61J2-10.026(6)',
      url: 'https://www.flrules.org/gateway/ruleNo.asp?id=61J2-10.026',
    },
  },
  {
    state: 'NJ',
    brokerageName: {
      source: 'N.J. Admin. Code §11:5-6.1(b)',
      url: 'https://www.law.cornell.edu/regulations/new-jersey/N-J-A-C-11-5-6-1',
    },
  },
  {
    state: 'NY',
    brokerageName: {
      source: 'N.Y. Comp. Codes R. & Regs. tit. 19 §175.25',
      url: 'https://www.law.cornell.edu/regulations/new-york/19-NYCRR-175.25',
    },
  },
  {
    state: 'OH',
    brokerageName: {
      source: 'Ohio Rev. Code §4735.16(B)',
      url: 'https://codes.ohio.gov/ohio-revised-code/section-4735.16',
    },
    teamName: {
      requirement: 'The brokerage’s name is displayed in equal or greater prominence than the team name',
      source: 'Ohio Admin. Code 1301:5-1-21(B)(2)',
      url: 'https://codes.ohio.gov/ohio-administrative-code/rule-1301:5-1-21',
    },
  },
  {
    state: 'TX',
    brokerageName: {
      source: '22 Tex. Admin. Code §535.155(a)(2)',
      url: 'https://www.trec.texas.gov/what-required-information-must-be-provided-advertisements-such-signs-email-and-business-cards',
    },
    teamName: {
      requirement:
        'The broker’s name is at least half the size of the largest contact information or team name',
      source: '22 Tex. Admin. Code §535.155(a)(2)',
      url: 'https://www.trec.texas.gov/what-required-information-must-be-provided-advertisements-such-signs-email-and-business-cards',
    },
  },
  {
    state: 'WI',
    brokerageName: {
      source: 'Wis. Stat. §452.136(2)',
      url: 'https://docs.legis.wisconsin.gov/statutes/statutes/452/136',
    },
    listingConsent: {
      source: 'Wis. Stat. §452.136(3)(b)',
      url: 'https://docs.legis.wisconsin.gov/statutes/statutes/452/136',
    },
    alteredPhotos: {
      // 2025 Wisconsin Act 69 asks for a disclosure of the alteration; the original is not required.
      effective: '2027-01-01',
      originalRequired: false,
      source: '2025 Wis. Act 69, Wis. Stat. §452.136(1m)',
      url: 'https://docs.legis.wisconsin.gov/2025/related/acts/69',
    },
  },
];

const BY_STATE = new Map(STATE_ADVERTISING_RULES.map((row) => [row.state, row]));

/** The row of a state, undefined when we have no rule to cite for it. */
export const stateRules = (state: UsState | undefined): StateAdvertisingRules | undefined =>
  state ? BY_STATE.get(state) : undefined;

/** The altered-photo rule in force in a state on a day, if any. */
export const alteredPhotoRule = (state: UsState | undefined, on: Date): AlteredPhotoRule | undefined => {
  const rule = stateRules(state)?.alteredPhotos;
  return rule && on.toISOString().slice(0, 10) >= rule.effective ? rule : undefined;
};
