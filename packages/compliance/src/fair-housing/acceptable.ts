import { NOT_RESIDENTS } from './not-residents';
import { SUPERVISED_ACCESS } from './supervised-access';
import { list } from './vocabulary/list';

/**
 * Phrases that hold a class word but describe the property, a facility or a greeting (HUD 1995 memo:
 * "master bedroom", "bachelor apartment", "mother-in-law suite", "kosher kitchen", a chapel,
 * "Merry Christmas", accessibility features; the Americans with Disabilities Act by name). Their words
 * are masked before the class words are looked up. not-residents.ts adds aids a building lends and
 * workers it recruits. Most property words ("family room", "white kitchen",
 * "Spanish-style") need no entry: the rules only fire on a class word used about people.
 */
export const ACCEPTABLE = [
  ...list(`
  bachelor apartment, bachelor apartments, bachelor unit, bachelor suite, bachelor studio, bachelors degree,
  bachelor degree, americans with disabilities act, americans with disabilities, ada accessible,
  wheelchair accessible, wheelchair ramp, wheelchair access, wheelchair friendly, wheelchair lift,
  handicap accessible, handicapped accessible, handicap ramp, handicap parking, handicapped parking,
  disabled parking, disabled access, senior discount, senior discounts, senior center, senior centre,
  kosher kitchen, kosher meals, kosher deli, merry christmas, happy easter, happy hanukkah, happy holidays,
  santa claus, easter bunny, chapel on site, master bedroom, master suite, master bath, mother in law suite,
  mother in law unit, mother in law apartment, in law suite, his and hers, man cave, she shed, family room,
  great room, kids room, childrens room, play room, nursery, no smoking, non smoking, no pets,
  quiet neighborhood, desirable neighborhood, near schools, walking distance, jogging trails, sober living,
  black granite, black stainless, white kitchen, white cabinets, white oak, black walnut, french doors,
  english garden, dutch door, spanish style, spanish colonial, cape cod, santa fe style, polish pottery,
  chinese elm, italian marble, indian hills, black hills, white plains, gay street, adult swim,
  section 8 welcome, section 8 accepted, vouchers welcome, vouchers accepted, se aceptan vales,
  senior year, senior management, senior vice president, senior living room, young at heart,
  older home, older homes, old world, mature trees, mature landscaping, mature neighborhood trees,
  single family, single story, single level, single car, single owner, single occupancy garage,
  military discount, military discounts, veterans discount, veteran discount, veterans day, va loan,
  va loans, va financing, disabled veterans discount, christian brothers, jewish community center,
  catholic charities, catholic church, methodist hospital, baptist hospital, first baptist, adventist health
`),
  ...NOT_RESIDENTS,
  ...SUPERVISED_ACCESS,
];
