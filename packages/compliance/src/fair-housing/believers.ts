import type { StandaloneRule } from './standalone-rules';

/**
 * Religion as the people sought: "looking for like-minded believers", "#christianhome … fellow
 * Christians wanted". 24 CFR §109.20 (former) and §100.75(c): a preference for residents of a faith,
 * however phrased, blocks. Left alone: "like-minded gardeners", "near three churches".
 */
const FAITHFUL =
  '(?:believers|christians|christian (?:folks|people|tenants|roommates|renters|families)|brothers and sisters in christ|faithful|worshippers|worshipers|churchgoers|church goers|church folks|muslims|jews|catholics|followers of (?:christ|jesus))';

export const BELIEVER_RULES: readonly StandaloneRule[] = [
  {
    id: 'like-minded-believers',
    needs: ['minded', 'believer'],
    category: 'religion',
    kind: 'prefer',
    source: 'cfr109',
    re: new RegExp(`\\b(?:like minded|fellow|same minded) ${FAITHFUL}\\b`, 'g'),
  },
];
