import type { ClassVocabulary } from '../types';
import { bareList, list } from './list';

// A religious community named by its collective noun (24 CFR §109.20(f): "references to a synagogue,
// congregation or parish may also indicate a religious preference"): its members are a faith's people
// ("fellow members of his congregation", "our faith community's families").
// The people of a place of worship, named by it: "the mosque crowd", "temple goers", "church folks".
const WORSHIPPERS = ['church', 'temple', 'mosque', 'synagogue', 'chapel', 'parish']
  .flatMap((w) =>
    ['crowd', 'goer', 'goers', 'folks', 'people', 'families', 'community'].map((p) => `${w} ${p}`),
  )
  .join(', ');
const COMMUNITY =
  'congregation, congregations, faith community, church community, church family, religious community, same faith, same religion, same beliefs';

/**
 * Religion: 24 CFR §109.20 ("Christian home", "Jewish home") and the HUD 1995 memo, which allows a
 * chapel, kosher meals or a religious entity's legal name as facilities and secular holiday greetings.
 */
export const RELIGION: ClassVocabulary = {
  category: 'religion',
  source: 'cfr109',
  reason: 'States a preference by religion or describes who lives there by religion',
  suggestion:
    'Remove the religious reference; a nearby place of worship may be named as a landmark ("walking distance to St. Mary’s").',
  people: list(`
    christian, catholic, protestant, jew, muslim, moslem, hindu, buddhist, sikh, mormon, baptist, methodist,
    lutheran, presbyterian, evangelical, pentecostal, episcopalian, adventist, atheist, agnostic, believer,
    nonbeliever, non believer, churchgoer, church goer, church member, parishioner, congregant,
    born again christian, jehovahs witness, jehovahs witnesses, latter day saint, person of faith,
    people of faith, religious people, scientologist, quaker, orthodox jew, hasid, hasidim, christ follower,
    bible believer, worshipper, latter day saints, jain, bahai, zoroastrian, rastafarian,
    wiccan, pagan, amish, mennonite, unitarian, shiite, sunni, evangelical christian, orthodox christian,
    coptic christian, mainline protestant, satanist, jehovah witness,
    fellow believer, coreligionist, co religionist, brethren, fellow worshipper, fellow congregant,
    temple goer, mosque goer, synagogue goer, fellow parishioner, ${WORSHIPPERS},
    people who go to church, people who attend church, people who go to mosque, people who go to temple,
    people who go to synagogue, people of other faiths, people of other religions, people of another faith,
    people of a different faith, people of a different religion, other faiths, other religions
  `),
  adjectives: list(`
    jewish, islamic, religious, church going, churchgoing, god fearing, bible believing, non religious,
    hasidic, devout, born again, practicing catholic, practicing christian, practicing muslim, practicing jewish
  `),
  // A faith's own name ("Islam", "Judaism") names its people inside a mention ("followers of Islam",
  // "do you practice Hinduism"): 24 CFR §109.20(f), a religious preference in any wording.
  ambiguous: list(`
    orthodox, kosher, secular, spiritual, observant, torah observant, sabbath observant, shomer shabbat,
    frum, islam, judaism, christianity, catholicism, hinduism, buddhism,
    sikhism, mormonism, protestantism, atheism, scientology, jainism, wicca, paganism, rastafarianism,
    evangelicalism, zoroastrianism, the christian faith, the jewish faith, the muslim faith,
    ${COMMUNITY}
  `),
  esPeople: list(
    'creyentes, budistas, hindues, testigos de jehova, mormones, feligreses, cristaos, muculmanos, judeus',
  ),
  esAdjectives: list(
    'cristiano, catolico, judio, musulman, evangelico, protestante, mormon, ateo, religioso',
  ),
  bare: [
    ...bareList('prefer', 'god fearing, temeroso de dios, temerosos de dios'),
    ...bareList('describe', 'christian values, valores cristianos'),
  ],
  misspellings: {
    xtian: 'christian',
    xtians: 'christians',
    christain: 'christian',
    christains: 'christians',
    cristians: 'christians',
    chistians: 'christians',
    catholick: 'catholic',
    moslems: 'moslems',
    muslins: 'muslims',
    muzlim: 'muslim',
    muzlims: 'muslims',
  },
};
