import type { ClassVocabulary } from '../types';
import { bareList, list } from './list';

/**
 * Age (state class). Words of housing for older persons are lawful only where the HOPA exemption holds
 * (42 U.S.C. §3607(b)): a preference for them warns (familial status, "check the HOPA exemption");
 * an exclusion of older or younger people is age discrimination where the state protects age.
 */
export const AGE: ClassVocabulary = {
  category: 'age',
  source: 'state',
  reason: 'States a preference or limitation by age',
  suggestion: 'Remove the age reference; describe the home and its features instead.',
  people: list(`
    elderly, elderly people, senior, senior citizen, old people, older people, older person, older persons,
    older adult, older tenant, younger people, younger tenant, young people, young person, young tenant,
    millennial, baby boomer, boomer, gen z, gen zer, twentysomething, thirtysomething, old folks,
    older folks, young adults, young renters, young buyers, retiree, active adult, old timer,
    ancianos, personas mayores, adultos mayores, tercera edad, jovenes, jubilados, jubiladas, gente mayor,
    gente joven, 20 somethings, 30 somethings, 40 somethings, 50 somethings, twenty somethings,
    thirty somethings, twenty something, thirty something, 20 something, 30 something, gen zers, zoomers,
    gen xers, college age renters, college age tenants, retirement age,
    recent grad, recent grads, recent graduates, recent college grads, recent college graduates, new grads,
    fresh grads, fresh graduates
  `),
  modifiers: list('young, younger, old, older, elderly, aged, youthful, college age, retirement age'),
  esAdjectives: list('jubilado, anciano'),
  hopa: list(`
    senior, seniors, senior citizen, senior citizens, older persons, older person, older adult, older adults,
    elderly, active adult, active adults, retiree, retirees, personas mayores, adultos mayores, tercera edad,
    jubilados, jubiladas
  `),
  bare: bareList(
    'describe',
    `senior housing, senior living, senior community, age restricted, age restricted community, active adult
     community, retirement community, senior complex, senior apartments, comunidad para mayores, vivienda para
     personas mayores`,
    'warn',
  ),
};
