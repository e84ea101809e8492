import { classWords } from './class-words';
import { phraseRule, phraseRules, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * Harassment the older families miss (harassment.ts, quid-pro-quo.ts). 24 CFR §100.600(a)(2) (hostile
 * environment) and §100.7(a)(1)(iii) (a housing provider is liable for failing to correct a resident's
 * harassment it knows of): slurs left on a tenant's door while management says "it isn't his business";
 * a manager calling a tenant by a class insult and telling him to "find a place that takes his kind".
 * §100.600(a)(1) (quid pro quo): a repair held back "until you quit turning down the super's dinner
 * invitations". 42 U.S.C. §3604(b), §3617. The class comes from the class words (lexicon.ts) in the
 * sentence (not familial status, whose words include "couples", which a same-sex couple would trip). Left alone: slurs reported and removed, "find a place that takes pets", a repair promised
 * "once the part arrives", a dinner invitation with no repair tied to it.
 */
const CLASSES: readonly ProtectedClass[] = [
  'race',
  'color',
  'religion',
  'national_origin',
  'handicap',
  'sex',
  'sexual_orientation',
  'gender_identity',
];

// Harassment by a resident or a stranger, then management declining to act.
const ABUSE =
  '(?:slurs?|epithets?|threats?|threatening notes?|hate (?:notes?|mail|messages?|graffiti)|graffiti|swastikas?|nooses?|insults?|harass(?:es|ed|ing|ment)?|taunts?|taunting)';
const SHRUG =
  '(?:(?:is not|isnt|not|aint) (?:his|her|their|our|my|the (?:landlords?|managements?|owners?|supers?)) (?:business|problem|concern|job|responsibility|issue|fight)|(?:nothing|not much) (?:he|she|they|we|i) can do|(?:stay|stays|staying) out of (?:it|tenant disputes|neighbor disputes)|(?:work|sort|figure) it out (?:yourselves|themselves|between (?:you|them))|(?:wont|will not|refuses to|refused to|declines to|declined to) (?:do anything|get involved|intervene|step in)|(?:wont|will not|refuses? to|refused to|doesnt|does not|didnt|did not|never) do (?:a (?:damn |single )?thing|anything|squat|nothing)|(?:a |just a |strictly a )(?:private|personal|neighbor|neighbour) (?:dispute|matter|issue|spat|feud)|(?:told|tells?|telling) (?:them|him|her|the (?:tenants?|family|residents?)) to (?:ignore (?:it|them|him|her)|deal with it|toughen up|move out|just move)|(?:said|says|told (?:me|us)|tells (?:me|us)) (?:to |that (?:i|we) should )?(?:just )?(?:ignore (?:it|them|him|her)|deal with it|toughen up|let it go|not take it personally|grow a thicker skin))';
// Sent elsewhere for the class: "find a place that takes his kind".
const YOUR_KIND =
  '(?:(?:find|look for|go to|go find|try) (?:a |another |some |other )?(?:place|building|landlord|apartment|home|complex)s? (?:that|which|where|who) (?:takes?|accepts?|wants?|rents? to|puts? up with|deals? with|is for|handles?|caters? to) (?:his|her|your|their) kind|(?:his|her|your|their) kind (?:is|are) not (?:welcome|wanted)|(?:we|i) dont want (?:his|her|your|their) kind)';
// What marked abuse may be besides ABUSE: "antisemitic notes", "racist comments", "homophobic jokes".
const SAID = `(?:${ABUSE}|notes?|messages?|flyers?|comments?|remarks?|jokes?|names|signs?)`;
// Mocking what a person has or is, theirs or a relative's: "mock my son's autism", "make fun of her accent".
const MOCK =
  '(?:mocks?|mocking|mocked|imitates?|imitating|imitated|makes? fun of|making fun of|made fun of|laughs? at|laughing at|laughed at) (?:his|her|their|my|our|your)(?: (?:sons|daughters|kids|childs|husbands|wifes|brothers|sisters|moms|dads|mothers|fathers|partners))?';
const INSULT = '(?:calls?|calling|called|refers? to|referring to|referred to)';
// Abuse that names its class itself ("racial slurs", "yelling go back to Mexico", "homophobic notes"),
// with no class word after it; management's shrug (SHRUG) then makes it the provider's (§100.7(a)(1)(iii)).
const ABUSE_MARK: Partial<Record<ProtectedClass, string>> = {
  race: `(?:racial|racist|racially (?:charged|motivated)) ${SAID}|n words?`,
  religion: `(?:antisemitic|anti semitic|islamophobic|anti muslim|anti jewish|religious) ${SAID}`,
  national_origin: `(?:ethnic|xenophobic|anti immigrant) ${SAID}|${MOCK} (?:accent|english|clothes|food|name)|go back to (?:your (?:own )?country|where (?:you|they|he|she) (?:came|come) from|${classWords('national_origin', false, '(?=[a-z|,])')})`,
  sex: '(?:sexual|sexist) (?:slurs?|comments?|remarks?|advances|jokes?|harassment)|catcall(?:s|ed|ing)?|grop(?:es|ed|ing)',
  handicap: `ableist ${SAID}|${MOCK} (?:wheelchair|walker|limp|stutter|speech|disability|cane|autism|tics?|hearing aids?|prosthetic|seizures?|blindness|deafness)`,
  sexual_orientation: `(?:homophobic|anti gay|gay) ${SAID}`,
  gender_identity: `(?:transphobic|anti trans) ${SAID}|misgender(?:s|ed|ing)|deadnam(?:es|ed|ing)`,
};
const MARK_NEEDS = [
  'racial',
  'racist',
  'n word',
  'antisemit',
  'anti semit',
  'islamophob',
  'anti muslim',
  'anti jewish',
  'religious',
  'ethnic',
  'xenophob',
  'anti immigrant',
  'go back to',
  'sexual',
  'sexist',
  'catcall',
  'grop',
  'ableist',
  'mock',
  'imitat',
  'fun of',
  'laugh',
  'homophob',
  'anti gay',
  'gay',
  'transphob',
  'anti trans',
  'misgender',
  'deadnam',
];

const classRule = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'harassment-left-or-told-to-leave',
    category,
    kind: 'exclude',
    source: 'cfr100600',
    needs: [
      'slur',
      'epithet',
      'threat',
      'hate',
      'graffiti',
      'swastika',
      'noose',
      'insult',
      'harass',
      'taunt',
      'his kind',
      'her kind',
      'your kind',
      'their kind',
      ...(ABUSE_MARK[category] ? MARK_NEEDS : []),
    ],
    reason:
      'Harassment by class that management leaves in place or joins, telling the tenant to leave (hostile environment, 24 CFR §100.600(a)(2), §100.7(a)(1)(iii); 42 U.S.C. §3617)',
    re: `\\b${ABUSE}\\b[^|]{0,60}?\\b${classWords(category, false)}\\b[^|]{0,100}?\\b${SHRUG}\\b|\\b(?:${INSULT} )?(?:the |a |that |this |our )?${classWords(category, false)}\\b[^|]{0,160}?\\b${YOUR_KIND}\\b${ABUSE_MARK[category] ? `|\\b(?:${ABUSE_MARK[category]})\\b[^|]{0,120}?\\b${SHRUG}\\b` : ''}`,
  });

// A repair or the rent held back until the tenant accepts the staff's invitations.
const BENEFIT =
  '(?:leak|repairs?|repair|fix|fixed|fixing|replace|replaced|heat|heater|hot water|shower|sink|toilet|stove|fridge|ac|lock|door|window|rent|deposit|lease|renewal|work order|request|maintenance)';
const REFUSING =
  '(?:turning down|refusing|declining|ignoring|saying no to|rejecting|dodging|avoiding|blowing off)';
const INVITATIONS =
  '(?:(?:dinner|date|drinks?|coffee|movie|lunch) )?(?:invitations?|invites?|offers?|advances|requests? for (?:a date|dinner|drinks))';

// The favour asked in exchange (24 CFR §100.600(a)(1)): a date, dinner or drinks with the speaker, a visit
// to his place, the night; "with me" keeps "have dinner with your family" out.
const WITH_ME = '(?: [a-z]+){0,2}? with (?:me|him|the (?:owner|landlord|super|manager|maintenance guy))';
const FAVOUR = `(?:(?:say yes to|says yes to|agree to|agrees to|accept|accepts|join (?:me|him) for|go out (?:to|for)|goes out (?:to|for)|go to|have)(?: (?:have|go out to|go out for|go to|go for|grab|get|a|an|some))* (?:dinner|drinks?|a date|date|coffee|lunch|a movie|a massage|a nightcap|wine)${WITH_ME}|(?:go|goes|going|come|comes|coming) out with (?:me|him)|(?:spend|spends) (?:the night|the evening|the weekend|some time|time|a night|an evening) with (?:me|him)|(?:come|comes|stop|swing) (?:over|by|up)(?: to my place| to (?:my|his) (?:place|apartment|unit))?(?: tonight| alone| by yourself)?(?: for (?:a |some )?(?:drinks?|dinner|wine|a nightcap|a movie))|kiss (?:me|him)|(?:are|is|be) (?:nice|friendly|sweet) to (?:me|him))`;
const ONCE =
  '(?:once|when|if|after|as soon as|only if|only when|the day|the minute|not until|until|only after)';

// Hostile environment said as a threat tied to the tenant's dress or body (24 CFR §100.600(a)(2)): "keep
// wearing those shorts and I'll keep stopping by at night", "dress like that and I'll be checking on you".
const DRESS =
  '(?:keep|keeps|if you keep|you keep|if you|continue)? ?(?:wearing|wear|dressing|dress|walking around|parading|prancing|showing off|showing)(?: (?:like that|in|around|those|that|these|your|them|up))?';
const VISIT =
  '(?:stopping by|stop by|coming by|come by|coming over|come over|dropping by|drop by|dropping in|drop in|visiting|visit|checking on you|check on you|check in on you|letting myself in|let myself in|using my key|use my key|knocking|watching you|showing up|paying you (?:a )?visits?)';

export const HARASSMENT_REACH_RULES: readonly StandaloneRule[] = [
  ...CLASSES.map(classRule),
  ...phraseRules([
    {
      id: 'repair-for-favour',
      category: 'sex',
      kind: 'exclude',
      source: 'cfr100600',
      needs: [
        'invitation',
        'invite',
        'advances',
        'dinner',
        'date',
        'drink',
        'coffee',
        'lunch',
        'movie',
        'massage',
        'nightcap',
        'wine',
        'out with',
        'with me',
        'with him',
        'kiss',
        'nice to',
        'friendly to',
        'sweet to',
      ],
      reason:
        'Holds a repair, the rent or the lease until the tenant accepts a staff member’s invitations (quid pro quo harassment, 24 CFR §100.600(a)(1))',
      re: `\\b${BENEFIT}\\b[^|]{0,40}?\\b${ONCE} (?:you|she|he|they) ${FAVOUR}\\b|\\b${ONCE} (?:you|she|he|they) ${FAVOUR}\\b[^|]{0,40}?\\b${BENEFIT}\\b|\\b${BENEFIT}\\b[^|]{0,40}?\\b(?:once|when|if|after|as soon as|the day|until) (?:you|she|he|they) (?:quit|stop|stops|quits|give up|gives up) ${REFUSING} (?:the |my |his |her |our )?(?:[a-z]+s )?${INVITATIONS}\\b|\\b${BENEFIT}\\b[^|]{0,40}?\\b(?:once|when|if|as soon as|after|only if) (?:you|she|he|they) (?:say yes to|says yes to|agree to|agrees to|go out (?:to|for)|goes out (?:to|for)|go to|have|accept|join (?:me|him) for) (?:a )?(?:dinner|drinks?|a date|date|coffee|lunch)(?: [a-z]+){0,2}? with (?:me|him|the (?:owner|landlord|super|manager|maintenance guy))\\b|\\b(?:once|when|if|as soon as) (?:you|she|he|they) (?:say yes to|accept|accepts|agree to|agrees to)(?: (?:the |my |his |our ))?(?:[a-z]+s )?${INVITATIONS}\\b[^|]{0,40}?\\b${BENEFIT}\\b`,
    },
    {
      id: 'visits-for-dress',
      category: 'sex',
      kind: 'exclude',
      source: 'cfr100600',
      needs: ['wear', 'dress', 'walking around', 'parad', 'pranc', 'showing'],
      reason:
        'Threatens a tenant with unwanted visits over her dress or body (hostile environment sexual harassment, 24 CFR §100.600(a)(2); 42 U.S.C. §3604(b), §3617)',
      re: `\\b${DRESS}\\b[^|]{0,60}?\\b(?:and|then|,)\\b (?:ill|i will|im going to|im gonna|i am going to|i ll|well|we will)(?: (?:just|keep|be|start|have to|make sure to))*(?: on)? ${VISIT}\\b|\\b(?:ill|i will|i ll|im going to|im gonna)(?: (?:just|keep|be|start))* ${VISIT}\\b[^|]{0,40}?\\b(?:as long as|if|while|since|whenever) you (?:keep )?(?:wear|wearing|dress|dressing|walk around|walking around)\\b`,
    },
  ]),
];
