import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { dropFillers } from './fillers';
import { tokenise } from './normalise';

const words = (text: string) => dropFillers(tokenise(text)).map((t) => t.norm);

describe('spoken fillers', () => {
  it('drops fillers and the commas that set them off', () => {
    expect(words('the owner, um, really wants')).toEqual(['the', 'owner', 'really', 'wants']);
    expect(words('Uh, kids are fine')).toEqual(['kids', 'are', 'fine']);
    expect(words('umbrella stand')).toEqual(['umbrella', 'stand']);
  });

  it('reads a refusal the same with fillers in it', () => {
    const said = 'Yeah so, uh, kids are, um, not something the owner is open to.';
    expect(checkFairHousingRules(said, { state: 'NY' }).map((f) => f.severity)).toEqual(['block']);
  });
});
