import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Screening applicants by how they look in a photo: "screen them by the ID photo before scheduling",
 * "we pick tenants off their Facebook pictures", "approve by selfie". A photo is read for race and
 * colour; choosing by it is a limitation by race (42 U.S.C. §3604(a), (c); 24 CFR §100.75(c)(3)), and
 * asking for one before a showing invites it (HUD 1995 memo; a warning). Left alone: a photo ID checked
 * at a showing or for identity, photos of the home, screening by credit or income.
 */
const PERSON =
  '(?:(?:the |all |our |any |new |prospective )?(?:applicants?|tenants?|renters?|buyers?|candidates?|people|callers?|prospects?|leads?|inquiries)|them|everyone|him|her)';
const PHOTO =
  '(?:(?:the |their |his |her |an? |your |each )?(?:(?:photo )?id |drivers license |license |passport |profile |facebook |social media |instagram |linkedin |dating )?(?:photos?|pictures?|pics?|selfies?|headshots?|profile picture))';

export const PHOTO_SCREENING_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'screen-by-photo',
    category: 'race',
    kind: 'prefer',
    source: 'cfr100',
    needs: ['photo', 'picture', 'pic', 'selfie', 'headshot'],
    reason: 'Chooses applicants by how they look in a photo, which stands for race or colour',
    re: `\\b(?:screen|screens|screening|judge|judges|judging|sort|sorts|sorting|filter|filters|filtering|pick|picks|picking|choose|chooses|vet|vets|vetting|weed out|approve|approves|approving|decide on|decides on|deciding on|select|selects|eyeball)(?: ${PERSON})? (?:by|based on|off of|off|from|using|going by|looking at) ${PHOTO}(?! (?:of|showing) (?:the |this |our )?(?:home|house|unit|property|apartment|room|kitchen|yard|damage|rooms))\\b|\\b(?:by|based on|going by) ${PHOTO} (?:before|first|prior to) (?:scheduling|showing|approving|calling|replying|responding|a showing|a tour|tours)\\b`,
  },
  {
    // "Send a selfie with your inquiry", "include a photo of yourself before we schedule a tour".
    id: 'photo-before-showing',
    category: 'race',
    kind: 'prefer',
    severity: 'warn',
    source: 'hud1995',
    needs: ['photo', 'picture', 'pic', 'selfie', 'headshot'],
    reason:
      'Asks applicants for a photo of themselves before a showing or an application is considered, which invites a choice by race or colour',
    re: '\\b(?:send|sends|attach|include|provide|submit|upload|text|email|dm)(?: me| us)? (?:a |an |your |one )?(?:recent )?(?:photo|picture|pic|selfie|headshot)s? (?:of (?:yourself|you|the applicants?|each applicant|everyone|all occupants)|of your (?:face|family)|with your (?:inquiry|application|message|request|reply))\\b',
  },
]);
