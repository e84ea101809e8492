import { describe, expect, it } from 'vitest';
import { statesInclusion } from './inclusion-statements';

describe('statesInclusion (the veto on a second-reader warning)', () => {
  it.each([
    'Tenants who use a walker are handled the same as any other applicant.',
    'Your marital status makes no difference to the owner.',
    'Households on disability income are screened like everybody else.',
    'Veterans and civilians alike are treated exactly the same here.',
    'Everyone is welcome to tour on Saturday.',
    'Se aceptan vales de vivienda.',
    'Todos son bienvenidos, sin importar su origen.',
  ])('reads equal treatment or an open welcome: %s', (text) => {
    expect(statesInclusion(text)).toBe(true);
  });

  it.each([
    'No se aceptan mascotas ni niños.',
    'Catholics welcome to apply.',
    'Kids are welcome like anyone else, but not in the courtyard.',
    'Service dogs pay the $300 pet deposit like any other dog.',
    'Wheelchair users are treated like everyone else: they must sign a waiver first.',
    'One child per unit regardless of size, maximum.',
    'A three-bedroom ranch with a fenced yard.',
  ])('leaves a limit, a class-named welcome or plain copy to the reader: %s', (text) => {
    expect(statesInclusion(text)).toBe(false);
  });
});
