import type { LanguageData } from './language-data';

/**
 * Portuguese (HUD LEP guidance, 72 FR 2732; Census ACS). Ads write "só para brasileiros", "não
 * aceitamos crianças", "proibido evangélicos", "negros não": a national origin, race, faith,
 * disability or children limited (42 U.S.C. §3604(c)). foreign-exclusions.ts reads children and
 * couples; this adds race, disability and the refusals of a nation or a faith. "Sem fiador" (no
 * guarantor), "sem animais" (no pets) and "só 5 minutos do metrô" name no one.
 */
export const PORTUGUESE: LanguageData = {
  lang: 'pt',
  source: 'hudLep2007',
  onlyBefore: ['só', 'somente', 'apenas', 'exclusivamente', 'exclusivo', 'reservado'],
  onlyAfter: ['somente', 'apenas', 'only'],
  refuseBefore: [
    'não aceitamos',
    'não aceita',
    'não alugamos',
    'não alugo',
    'não queremos',
    'sem',
    'proibido',
    'proibida',
    'proibidos',
    'nada de',
  ],
  refuseAfter: ['não aceitos', 'não aceitas', 'não são aceitos', 'não permitidos', 'proibidos'],
  links: ['para', 'os', 'as', 'a', 'pessoas', 'famílias', 'com', 'inquilinos', 'casais', 'de'],
  classes: {
    familial_status: ['crianças', 'criança', 'filhos', 'bebês', 'bebê', 'menores'],
    national_origin: [
      'brasileir(?:os|as)',
      'estrangeir(?:os|as)',
      'imigrantes',
      'african(?:os|as)',
      'haitian(?:os|as)',
      'latin(?:os|as)',
      'árabes',
      'chineses',
      'venezuelan(?:os|as)',
      'bolivian(?:os|as)',
      'nordestin(?:os|as)',
      'portugueses',
    ],
    race: ['negr(?:os|as)', 'pret(?:os|as)', 'brancos', 'brancas', 'pardos', 'mulat(?:os|as)'],
    religion: [
      'cristãos',
      'católic(?:os|as)',
      'evangélic(?:os|as)',
      'judeus',
      'muçulmanos',
      'espíritas',
      'crentes',
    ],
    handicap: ['deficientes', 'cadeirantes', 'pessoas com deficiência', 'portadores de deficiência'],
  },
};
