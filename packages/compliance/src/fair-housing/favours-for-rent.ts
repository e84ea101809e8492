import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Sexual harassment in tenancy said without naming a favour (quid-pro-quo.ts reads the named ones).
 * Quid pro quo, 24 CFR §100.600(a)(1): rent forgiven for a late visit or for "other ways" of paying
 * ("come by tonight dressed nice and we'll forget this month", "short on rent? we can work it out in
 * other ways"); the rent "negotiable for the right girl". Hostile environment, §100.600(a)(2) and
 * §100.7(a)(1)(iii): a worker's or landlord's advances kept up after a no, and the tenant told to bear
 * it or leave. By sex, 42 U.S.C. §3604(b); written, §3604(c).
 * Left alone: a visit to sign papers ("come by tonight to sign and we'll waive the fee" has no
 * personal cue), other ways to pay that are named ("money order or other ways such as Zelle"), a
 * worker who keeps fixing things, a tenant free to move at lease end.
 * Also: rent forgiven for being "sweet": "be sweet to me and we'll call the late fee even" (needs rent, a
 * late fee or money owed in the text); a repair moved up for a private visit after hours (§100.600(a)(2));
 * repairs or rent traded for how a tenant dresses at the door (§100.600(a)(1)).
 */
// Rent or a debt let go.
const RELIEF =
  '(?:forget (?:about )?(?:this|the|last|next|your) (?:month|months rent|rent|late fee|payment|balance)|forget the rent|skip (?:this|the|next) months? (?:rent)?|waive (?:the|this|your|next) (?:rent|late fee|months rent|balance)|call it even|(?:we re|were|we are|well be|we can be|we ll be) even|(?:the |your )?rent (?:is|can be|will be) (?:free|covered|waived|taken care of|forgiven)|(?:this|next) month is on me|consider (?:it|the rent|this month|that) paid|knock (?:something|a lot|some) off)';
// A visit with a personal cue: at night, alone, dressed up.
const VISIT =
  '(?:come (?:by|over|up|down|see me|to my place|to my apartment|to my unit)|stop by|drop by|swing by|visit me|meet me|stay over|spend the night|stay the night)(?: [a-z]+){0,3}? (?:tonight|late tonight|after hours|late|alone|by yourself|after dark|after (?:nine|ten|eleven|midnight)|dressed (?:nice|nicely|up|pretty|cute|sexy)|in something (?:nice|cute|sexy|pretty|short)|wearing something)\\b';
const OTHER_WAYS =
  '(?:work (?:something|it|this|that) out|make (?:it|this|that) up(?: to me)?|settle (?:up|it)|pay(?: me| it| for it| the rent)?|cover (?:it|the rent|the difference)|take care of (?:it|the rent)) (?:in |some )?(?:other|different|another|more personal|special) (?:ways?|means)\\b(?! (?:such as|like|including|eg|for example|via|through|by|using|if|to pay)\\b)';
const RENT_CUE = '(?:rent|behind|late|short|cant pay|cannot pay|payment|money|owe|balance|lease)';
const CONDUCT =
  '(?:asking|ask|asked|asks) (?:her|them|you|the (?:woman|women|girl|girls|lady|ladies|tenant|tenants|resident|residents)(?: (?:in|on) (?:the )?[a-z0-9]+)?|tenants|women|girls) out|hitting on|hit on|making (?:passes|advances|moves) (?:at|on|toward|towards)|coming on to|propositioning|groping|grabbing|touching (?:her|them|you|tenants|women)|flirting with (?:her|them|you|tenants|women)|texting (?:her|them|you) (?:at night|late|after hours)|showing up at (?:her|their|your) door';
const TOLERATE =
  '(?:after (?:being|he was|she|they|you) (?:told|said) no|after (?:she|they|you) (?:said|told him) no|even after|(?:she|he|they|you) (?:can|could|is free to|are free to) (?:move|leave|go)(?: out)?(?: if (?:she|he|they|you) (?:doesnt|dont|does not|do not|cant) like it)?|if (?:she|you|they) (?:doesnt|dont|does not|do not|cant) like it|deal with it|ignore him|just his way|harmless|nothing (?:we|i) can do|not our problem|boys will be boys|take it as a compliment|get used to it)';

const TERMS =
  '(?:rent|rents|late fees?|fees?|deposits?|repairs?|lease|application|balance|what (?:you|she|he|they) owes?)';
const EASED =
  '(?:worked (?:off|out)|waived|forgiven|forgotten|go away|goes away|disappear|disappears|taken care of|lowered|reduced|knocked off|cut|skipped|dropped|approved|fixed|done)';
const EASE_FIRST =
  '(?:waive|forgive|forget about|forget|drop|cut|knock off|lower|reduce|skip|cover|fix|approve)';
const DATE =
  '(?:(?:come|go|stop by|swing by|come over) (?:and )?)?(?:stay|stays|stayed|have|has|had|join|joins|joined|go|goes|went|come|comes|came|grab|grabs|grabbed|get|gets) (?:(?:for|out for|out to|to|with me for|with me to|out with me|a|by|over|over to|up to|round to|around to) )*(?:a drink|drinks|a glass of wine|dinner|a date|a nightcap|a movie|my place|my apartment|my house|my office after hours|a ride)(?: (?:tonight|on )?(?:[a-z]+ )?(?:night|evening|weekend))?';

export const FAVOUR_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'rent-for-visit',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: ['forget', 'skip', 'waive', 'even', 'free', 'covered', 'forgiven', 'on me', 'paid', 'knock'],
    reason:
      'Lets rent go for a late or personal visit to the landlord (quid pro quo harassment, sex; 24 CFR §100.600(a)(1))',
    re: `(?:^|\\| |, |\\b(?:if|when|once|and|after|so|just) )(?:you |u )?(?:just )?${VISIT}[^|]{0,60}?\\b${RELIEF}|\\b${RELIEF}\\b[^|]{0,60}?\\b(?:if|when|once|as long as) (?:you |u )?(?:just )?${VISIT}`,
  },
  {
    id: 'rent-other-ways',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: ['other way', 'another way', 'different way', 'other means', 'personal way', 'special way'],
    reason:
      'Offers to take rent "in other ways" from a tenant who cannot pay (quid pro quo harassment, sex; 24 CFR §100.600(a)(1))',
    re: `\\b${RENT_CUE}\\b[^|]{0,80}?(?:\\| [^|]{0,60}?)?\\b${OTHER_WAYS}|\\b${OTHER_WAYS}[^|]{0,60}?\\b${RENT_CUE}\\b`,
  },
  {
    id: 'rent-for-the-right-girl',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: ['right girl', 'right lady', 'right woman', 'right gal', 'right female', 'right chick'],
    reason:
      'Holds out a rent deal "for the right girl" (quid pro quo harassment, sex; 24 CFR §100.600(a)(1))',
    re: '\\b(?:rent|deposit|negotiable|deal|discount|special|free|cheaper|flexible|price|terms)\\b[^|]{0,40}? for the right (?:girl|lady|woman|gal|female|chick)s?\\b',
  },
  {
    id: 'advances-tolerated',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: [
      'ask',
      'hit on',
      'hitting on',
      'passes',
      'advances',
      'moves',
      'coming on',
      'propositio',
      'grop',
      'grabbing',
      'touching',
      'flirting',
      'texting',
      'showing up',
    ],
    reason:
      'Keeps up unwanted advances at a tenant, or tells her to bear them or leave (hostile environment harassment, sex; 24 CFR §100.600(a)(2), §100.7)',
    re: `\\b(?:${CONDUCT})\\b[^|]{0,100}?(?:\\| [^|]{0,60}?)?\\b${TOLERATE}`,
  },
  {
    id: 'be-nice-rent-forgiven',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: ['rent', 'late', 'owe', 'behind'],
    reason:
      'Offers to forgive rent for personal favours (quid pro quo harassment, 24 CFR §100.600(a)(2); 42 U.S.C. §3604(b))',
    re: '(?<=\\b(?:rent|rents|late fee|late fees|behind|owe|owed|past due)\\b[^]{0,120}?)\\b(?:be (?:nice|sweet|good|friendly|extra nice|real nice|nicer|very nice|a good girl|a good boy)(?: to me)?|keep me company|spend (?:the night|some time|time) with me|make it worth my while|show me some love)\\b[^|]{0,40}?\\b(?:forget (?:about )?(?:it|the rent|the late fee|what you owe|the balance)|waive|overlook|let (?:it|the rent|that) slide|call it even|well be even|be even|no rent|skip the rent|forgive)',
  },
  {
    // "I can move your repair up the list if you come by my office after hours, just you": a favour
    // traded for a private meeting (24 CFR §100.600(a)(2), quid pro quo harassment).
    id: 'favour-for-private-visit',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: ['after hours', 'just you', 'alone', 'by yourself'],
    reason: 'Trades a housing favour for a private visit (24 CFR §100.600(a)(2))',
    re: '\\b(?:repair|rent|deposit|lease|application|request|fee|late fee)\\b[^|]{0,40}?\\bif you (?:come|stop|drop|swing) (?:by|over|up)\\b[^|]{0,40}?\\b(?:after hours|alone|just you|by yourself)\\b',
  },
  {
    // "Si no tienes para la renta, ya sabes cómo lo podemos arreglar tú y yo", "short on rent? we can work
    // something out, just you and me": rent settled privately between the two (24 CFR §100.600(a)(2)).
    id: 'rent-settled-privately',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: [
      'tu y yo',
      'entre nosotros',
      'los dos',
      'a solas',
      'you and me',
      'two of us',
      'between us',
      'privately',
      'olvid',
      'perdon',
      'no cobro',
      'no pagas',
    ],
    reason:
      'Offers to settle the rent privately between landlord and tenant, a quid pro quo (24 CFR §100.600(a)(2))',
    re: `\\b(?:renta|alquiler|deposito|pago|rent|late fee|deposit|balance)\\b[^|]{0,60}?(?:\\| [^|]{0,40}?)?\\b(?:(?:lo |la )?(?:podemos|podriamos|puedes|se puede|vamos a) (?:arreglar|resolver|solucionar|negociar)(?: de otra (?:manera|forma))? (?:tu y yo|entre (?:tu y yo|nosotros|los dos)|a solas|en privado)|(?:work|figure|sort) (?:something|it|this) out[^|]{0,15}?(?:just (?:you and me|the two of us)|between (?:us|you and me|the two of us)|privately|in private))\\b|\\bsi (?:vienes|vas|pasas|sales|te quedas|cenas|me visitas|vienes a verme)\\b[^|]{0,40}?(?:\\| )?[^|]{0,10}?\\b(?:nos olvidamos|me olvido|olvidamos|te perdono|se te perdona|no (?:te )?cobro|no pagas)\\b[^|]{0,30}?\\b(?:renta|alquiler|deposito|pago|atraso)\\b`,
  },
  {
    // "The late fee could be worked off if she stayed for a drink", "if you go out to dinner with me the
    // deposit goes away": a term of tenancy traded for a date (24 CFR §100.600(a)(2), quid pro quo).
    id: 'terms-for-a-date',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: ['drink', 'dinner', 'date', 'nightcap', 'my place', 'out with'],
    reason:
      'Trades a term of the tenancy for a date or a drink (quid pro quo harassment, 24 CFR §100.600(a)(2))',
    re: `\\b${TERMS}\\b[^|]{0,50}?\\b${EASED}\\b[^|]{0,30}?\\bif (?:she|you|he|they|ya|u) (?:would |will |could |d )?${DATE}\\b|\\bif (?:she|you|he|they|ya|u) (?:would |will |could |d )?${DATE}\\b[^|]{0,60}?\\b${TERMS}\\b[^|]{0,30}?\\b${EASED}\\b|\\b${EASE_FIRST} (?:your |the |her |his |their |this months |that )?${TERMS}\\b[^|]{0,30}?\\bif (?:she|you|he|they|ya|u) (?:would |will |could |d )?${DATE}\\b`,
  },
  {
    // "Repairs done faster if they answer the door in something nice": a term of tenancy traded for
    // dress (24 CFR §100.600(a)(1), quid pro quo).
    id: 'terms-for-dress',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: ['door', 'dress', 'wear'],
    reason:
      'Trades repairs or rent for how a tenant dresses for the landlord (quid pro quo, 24 CFR §100.600(a)(1))',
    re: '\\b(?:rent|repairs?|maintenance|fixed|faster|sooner|quicker|first|discount|deposit|priority)\\b[^|]{0,40}? (?:if|when|as long as|provided) (?:they|you|she|the ladies|the women|the girls|tenants)\\b[^|]{0,12}? (?:answer the door|come to the door|open the door|dress up|dress|wear|are wearing|are dressed)(?: for (?:me|him|the super|the landlord))? (?:in )?(?:something )?(?:nice|sexy|cute|revealing|skimpy|short|tight|little|lingerie|nothing)\\b',
  },
]);
