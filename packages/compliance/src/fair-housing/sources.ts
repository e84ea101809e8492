/**
 * Where each rule, vocabulary and labelled sentence comes from. State statutes are cited per row of
 * the jurisdiction table (jurisdictions.ts); the ids here are the federal and general sources.
 */
export const SOURCES = {
  fha3604c: {
    title:
      'Fair Housing Act, 42 U.S.C. §3604(c): no notice or advertisement indicating a preference, limitation or discrimination',
    url: 'https://www.law.cornell.edu/uscode/text/42/3604',
  },
  cfr109: {
    title:
      'HUD Fair Housing Advertising Guidelines, 24 CFR Part 109 (1989; removed from the CFR in 1996 but still cited), §109.20 words and phrases',
    url: 'https://www.govinfo.gov/content/pkg/CFR-1995-title24-vol1/pdf/CFR-1995-title24-vol1-part109.pdf',
  },
  hud1995: {
    title:
      'HUD, Guidance Regarding Advertisements Under §804(c) of the Fair Housing Act (R. Achtenberg memorandum, January 9, 1995)',
    url: 'https://www.hud.gov/sites/documents/doc_7784.pdf',
  },
  cfr100: {
    title:
      '24 CFR §100.75 Discriminatory advertisements, statements and notices: (c)(1) words conveying that dwellings are available or not available to a group, (c)(2) words indicating a group is not welcome, (c)(3) statements of a preference or limitation',
    url: 'https://www.ecfr.gov/current/title-24/subtitle-B/chapter-I/subchapter-A/part-100/subpart-B/section-100.75',
  },
  cfr100202: {
    title:
      '24 CFR §100.202(c): no inquiry whether an applicant, or a person who will reside with them, has a handicap, or into its nature or severity (except whether they can meet tenancy requirements, qualify for housing for persons with handicaps, or for a priority)',
    url: 'https://www.ecfr.gov/current/title-24/subtitle-B/chapter-I/subchapter-A/part-100/subpart-D/section-100.202',
  },
  hopa: {
    title: 'Housing for Older Persons Act exemption, 42 U.S.C. §3607(b); 24 CFR Part 100 Subpart E',
    url: 'https://www.law.cornell.edu/uscode/text/42/3607',
  },
  fha3602k: {
    title: 'Fair Housing Act, 42 U.S.C. §3602(k): familial status (children under 18, pregnancy, custody)',
    url: 'https://www.law.cornell.edu/uscode/text/42/3602',
  },
  fha3602h: {
    title: 'Fair Housing Act, 42 U.S.C. §3602(h) and §3604(f): handicap, including recovery from addiction',
    url: 'https://www.law.cornell.edu/uscode/text/42/3602',
  },
  hud2021: {
    title:
      'HUD, Implementation of Executive Order 13988 on the Enforcement of the Fair Housing Act (J. Worden memorandum, February 11, 2021): sex includes sexual orientation and gender identity (Bostock v. Clayton County)',
    url: 'https://www.hud.gov/sites/dfiles/PA/documents/HUD_Memo_EO13988.pdf',
  },
  nar10: {
    title:
      'NAR Code of Ethics, Article 10 and Standard of Practice 10-3: no advertising indicating a preference by race, color, religion, sex, handicap, familial status, national origin, sexual orientation or gender identity',
    url: 'https://www.nar.realtor/about-nar/governing-documents/code-of-ethics/2025-code-of-ethics-standards-of-practice',
  },
  hudSoi: {
    title:
      'HUD, Source of income protections and the Housing Choice Voucher program; state and local source-of-income laws (see the jurisdiction table)',
    url: 'https://www.hud.gov/program_offices/fair_housing_equal_opp',
  },
  hudLep2016: {
    title:
      'HUD Office of General Counsel, Guidance on Fair Housing Act Protections for Persons with Limited English Proficiency (September 15, 2016): a language requirement may be national-origin discrimination',
    url: 'https://www.hud.gov/sites/documents/LEPMEMO091516.PDF',
  },
  hudLep2007: {
    title:
      'HUD, Final Guidance to Federal Financial Assistance Recipients Regarding Title VI Prohibition Against National Origin Discrimination Affecting Limited English Proficient Persons, 72 FR 2732 (January 22, 2007), with the Census ACS languages spoken at home: French/Haitian Creole, Portuguese, Russian, Arabic, Vietnamese, Chinese, Korean, Tagalog',
    url: 'https://www.federalregister.gov/documents/2007/01/22/07-217/final-guidance-to-federal-financial-assistance-recipients-regarding-title-vi-prohibition-against-national-origin',
  },
  cfr100600: {
    title:
      '24 CFR §100.600(a)(2) quid pro quo harassment: conditioning housing, its terms or privileges on a person submitting to a request to engage in conduct (HUD harassment rule, 81 FR 63054, 2016); 42 U.S.C. §3604(b), (c)',
    url: 'https://www.ecfr.gov/current/title-24/subtitle-B/chapter-I/subchapter-A/part-100/subpart-H/section-100.600',
  },
  fha3607a: {
    title:
      'Fair Housing Act, 42 U.S.C. §3604(a), (c) and §3607(a): membership of a religion may limit only non-commercial dwellings a religious organisation owns or operates, and never where membership is restricted by race, color or national origin',
    url: 'https://www.law.cornell.edu/uscode/text/42/3607',
  },
  keating1998: {
    title:
      'HUD occupancy standards (Keating memorandum, 63 FR 70256, December 18, 1998): reasonable limits per bedroom are lawful, limits on children are not',
    url: 'https://www.govinfo.gov/content/pkg/FR-1998-12-18/pdf/98-33568.pdf',
  },
  style: {
    title:
      'Architecture, style, room and colour names (describe the property, HUD 1995 memo: "descriptions of the property" are not facially discriminatory)',
    url: 'https://www.hud.gov/sites/documents/doc_7784.pdf',
  },
  hudDojRa2004: {
    title:
      'Joint Statement of HUD and DOJ, Reasonable Accommodations under the Fair Housing Act (May 17, 2004): a live-in aide is a reasonable accommodation; 24 CFR §100.202(b)-(c) and §100.204: no rule or question limiting residents by handicap, or requiring that they live independently',
    url: 'https://www.justice.gov/crt/joint-statement-department-housing-and-urban-development-and-department-justice-reasonable-accommodations',
  },
  fheo202001: {
    title:
      "HUD FHEO Notice FHEO-2020-01, Assessing a Person's Request to Have an Animal as a Reasonable Accommodation (January 28, 2020); 24 CFR §100.204: an assistance animal is not a pet, and no pet fee or deposit may be charged for it",
    url: 'https://www.hud.gov/sites/dfiles/PA/documents/HUDAsstAnimalNC1-28-2020.pdf',
  },
  cfr10070: {
    title:
      '24 CFR §100.70(c)(1)-(2): steering, "discouraging any person from inspecting or renting a dwelling because of race, color, religion, sex, handicap, familial status, or national origin", including remarks on the persons of the neighborhood',
    url: 'https://www.ecfr.gov/current/title-24/subtitle-B/chapter-I/subchapter-A/part-100/subpart-B/section-100.70',
  },
  hudNo2016: {
    title:
      'HUD Office of General Counsel, Guidance on Application of the Fair Housing Act to National Origin (September 15, 2016): birthplace, ancestry, accent, language and immigration-linked traits stand for national origin',
    url: 'https://www.hud.gov/sites/documents/NATLORIGINGUIDANCE.PDF',
  },
  hudNuisance2016: {
    title:
      'HUD Office of General Counsel, Guidance on Application of Fair Housing Act Standards to the Enforcement of Local Nuisance and Crime-Free Housing Ordinances Against Victims of Domestic Violence, Other Crime Victims, and Others Who Require Police or Emergency Services (September 13, 2016); VAWA, 34 U.S.C. §12491(b): no eviction or non-renewal for being a victim of domestic violence',
    url: 'https://www.hud.gov/sites/documents/FINALNUISANCEORDGDNCE.PDF',
  },
  fha3604b: {
    title:
      'Fair Housing Act, 42 U.S.C. §3604(b); 24 CFR §100.65: different terms, conditions or privileges (deposits, qualification rules, unit assignments) because of a protected class',
    url: 'https://www.ecfr.gov/current/title-24/subtitle-B/chapter-I/subchapter-A/part-100/subpart-B/section-100.65',
  },
  cfr100400: {
    title:
      "42 U.S.C. §3604(b) and §3617; 24 CFR §100.400: rules of an association that interfere with a resident's enjoyment of a dwelling because of religion (religious displays barred while others are allowed)",
    url: 'https://www.ecfr.gov/current/title-24/subtitle-B/chapter-I/subchapter-A/part-100/subpart-H/section-100.400',
  },
  cfr10080: {
    title:
      '42 U.S.C. §3604(d); 24 CFR §100.80(b)(1)-(3): representing to a person, because of a protected class, that a dwelling is not available (rented, pending, waitlisted) when it is, or quoting a different waiting period',
    url: 'https://www.ecfr.gov/current/title-24/subtitle-B/chapter-I/subchapter-A/part-100/subpart-B/section-100.80',
  },
  cfr10070c4: {
    title:
      '24 CFR §100.70(c)(4): assigning any person to a particular section of a community, neighborhood or development, or to a particular floor of a building, because of race, color, religion, sex, handicap, familial status or national origin',
    url: 'https://www.ecfr.gov/current/title-24/subtitle-B/chapter-I/subchapter-A/part-100/subpart-B/section-100.70',
  },
  cfr1007: {
    title:
      '24 CFR §100.7(a)(1)(ii)-(iii) and §100.600(a)(2): a housing provider is liable for failing to take prompt action to correct and end harassment by its employee or agent, or by a third party it could correct, that it knew or should have known of (HUD harassment rule, 81 FR 63054, 2016)',
    url: 'https://www.ecfr.gov/current/title-24/subtitle-B/chapter-I/subchapter-A/part-100/subpart-A/section-100.7',
  },
  hudCriminal2016: {
    title:
      'HUD Office of General Counsel, Guidance on Application of Fair Housing Act Standards to the Use of Criminal Records by Providers of Housing (April 4, 2016): an arrest that did not lead to a conviction is no basis for denial; blanket bans have a disparate impact by race (24 CFR §100.500)',
    url: 'https://www.hud.gov/sites/documents/HUD_OGCGUIDAPPFHASTANDCR.PDF',
  },
  state: {
    title: 'State fair housing statutes: one citation per state and class in the jurisdiction table',
    url: 'https://www.hud.gov/program_offices/fair_housing_equal_opp/partners/FHAP',
  },
} as const;

export type SourceId = keyof typeof SOURCES;
export const SOURCE_IDS = Object.keys(SOURCES) as SourceId[];
