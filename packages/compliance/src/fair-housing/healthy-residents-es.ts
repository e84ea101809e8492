import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Residents described in Spanish as healthy or athletic: "el edificio es más que nada de profesionistas
 * sanos y deportistas", "una colonia de gente sana y activa". The English "mostly healthy, athletic
 * professionals" is read by the subject grammar ("healthy" is a handicap word before a people noun,
 * vocabulary/handicap.ts); Spanish puts the adjective after the noun, where that grammar does not look.
 * Describing residents by physical ability says who the home suits (HUD 1995 memo: describe the
 * stairs, not the people), so it warns. Left alone: "comida sana", "un ambiente sano", "cerca del
 * deportivo", "gente muy amable".
 */
const PEOPLE =
  '(?:gente|personas|profesionistas|profesionales|jovenes|inquilinos|inquilinas|residentes|vecinos|vecinas|familias|estudiantes|parejas)';
const HEALTHY =
  '(?:san[oa]s?|saludables|atletic[oa]s|deportistas|en (?:buena )?forma|fisicamente activ[oa]s)';

export const HEALTHY_RESIDENTS_ES_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'healthy-residents-es',
    category: 'handicap',
    kind: 'describe',
    source: 'hud1995',
    needs: [
      'sano',
      'sana',
      'saludable',
      'atletic',
      'deportista',
      'en forma',
      'buena forma',
      'activo',
      'activa',
    ],
    reason: 'Describe a los residentes por su salud o condición física (HUD 1995 memo)',
    re: `\\b(?:edificio|barrio|vecindario|comunidad|colonia|complejo|condominio|fraccionamiento|zona|cuadra)\\b[^|]{0,40}?\\b${PEOPLE} (?:(?:muy|bien|mas bien|jovenes|activ[oa]s) )*${HEALTHY}\\b`,
  },
]);
