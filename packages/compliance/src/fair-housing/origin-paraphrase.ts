import type { StandaloneRule } from './standalone-rules';

/**
 * National origin said in other words. HUD's 2016 guidance on limited English proficiency: a screen
 * on how well a person speaks English may be national-origin discrimination (the lease may still be in
 * English); 24 CFR §100.70(c) and §100.75(c): telling newcomers they will not fit, or requiring a
 * US-born cosigner, limits by national origin. Left alone: "English-language lease", "we speak English
 * and Spanish", "the lease is written in English".
 */
const MUST =
  '(?:must|should|need to|needs to|has to|have to|required to|are expected to|is expected to|expected to)';
const SPEAK =
  '(?:speaking|to speak|speak|conversing|to converse|converse|holding a conversation|to hold a conversation|hold a conversation|communicating|to communicate|communicate|chatting|to chat)';
const NEWCOMERS =
  '(?:(?:recent |new )?(?:immigrants|newcomers|new arrivals|foreigners)(?: (?:to|in) (?:the )?(?:country|us|united states|america))?|people (?:new to|from outside) (?:the )?(?:country|us|united states|america))';

export const ORIGIN_PARAPHRASE_RULES: readonly StandaloneRule[] = [
  {
    // "Must be comfortable speaking English with the manager", "English conversation required".
    id: 'english-fluency-screen',
    needs: ['english'],
    category: 'national_origin',
    kind: 'prefer',
    source: 'hudLep2016',
    re: new RegExp(
      `\\b(?:${MUST} (?:be )?(?:(?:comfortable|able|confident|capable of) )?${SPEAK} (?:in )?(?:fluent |good |clear )?english|english (?:conversation|conversational skills|speaking skills|speaking ability|fluency)(?: skills)? (?:is |are )?(?:required|a must|necessary|mandatory|expected))\\b`,
      'g',
    ),
  },
  {
    // "Recent immigrants may find it hard here", "newcomers to the country might not fit in".
    id: 'newcomers-steered',
    needs: ['immigrant', 'newcomer', 'arrival', 'foreigner', 'new to'],
    category: 'national_origin',
    kind: 'exclude',
    source: 'cfr10070',
    re: new RegExp(
      `\\b${NEWCOMERS} (?:may|might|will|would|could|usually|tend to) (?:find it (?:hard|difficult|tough)|struggle|not (?:fit in|fit|feel at home|be comfortable|be happy)|be (?:happier|more comfortable|better off) (?:elsewhere|somewhere else))`,
      'g',
    ),
  },
  {
    // "Must have a US-born cosigner", "only American-born applicants", "native-born guarantor required".
    id: 'born-here',
    needs: ['born'],
    category: 'national_origin',
    kind: 'prefer',
    source: 'cfr100',
    re: /\b(?:(?:us|u s|american|native|usa) born (?:cosigners?|co signers?|guarantors?|references?|applicants|tenants|renters|residents|people|only|citizens? only)|only (?:us|u s|american|native|usa) born)\b/g,
  },
];
