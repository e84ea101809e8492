import { describe, expect, it } from 'vitest';
import type { LayerResult } from './collector';
import { mergeLayers, sameValue } from './merge-layers';

const layer = (part: LayerResult['part'], path: string): LayerResult => ({
  part,
  paths: Object.fromEntries(
    Object.entries(part).flatMap(([k, v]) =>
      k === 'address' ? Object.keys(v as object).map((a) => [`address.${a}`, path]) : [[k, path]],
    ),
  ),
});

describe('merging the layers', () => {
  it('takes each field from the most trusted layer that has it, with its path', () => {
    const { part, fields } = mergeLayers([
      ['source', layer({ price: 500_000 }, 'zillowFromEmbedded')],
      ['structured', layer({ price: 500_000, beds: 3 }, 'json-ld offers.price')],
      ['text', layer({ beds: 3, year_built: 1999 }, 'text "Year built"')],
    ]);
    expect(part).toMatchObject({ price: 500_000, beds: 3, year_built: 1999 });
    expect(fields.price).toMatchObject({
      layer: 'source',
      path: 'zillowFromEmbedded',
      needsConfirmation: false,
    });
    expect(fields.beds).toMatchObject({ layer: 'structured', needsConfirmation: false });
    expect(fields.beds!.confidence).toBeGreaterThan(0.7);
  });

  it('asks the agent about a field the layers disagree on, or that only the text layer found', () => {
    const { fields } = mergeLayers([
      ['source', layer({ price: 500_000, status: 'for_sale' }, 'a')],
      ['embedded', layer({ price: 480_000, status: 'for_sale' }, 'b')],
      ['text', layer({ year_built: 1999 }, 'c')],
    ]);
    expect(fields.price).toMatchObject({
      value: 500_000,
      disagreeing: ['embedded'],
      needsConfirmation: true,
    });
    expect(fields.price!.confidence).toBeLessThan(fields.status!.confidence);
    expect(fields.status!.needsConfirmation).toBe(false);
    expect(fields.year_built).toMatchObject({ layer: 'text', needsConfirmation: true });
  });

  it('never leaves an empty price, status or street unasked', () => {
    const { fields } = mergeLayers([['source', layer({ beds: 2 }, 'a')]]);
    for (const f of ['price', 'status', 'address.street'] as const)
      expect(fields[f]).toMatchObject({ value: null, needsConfirmation: true });
  });

  it('keeps a gap the trusted layer left on purpose, and asks about what another layer saw there', () => {
    const { part, fields } = mergeLayers(
      [
        ['source', layer({ status: 'off_market' }, 'a')],
        ['embedded', layer({ price: 655_700 }, 'b')],
      ],
      ['source'],
    );
    expect(part.price).toBeUndefined();
    expect(fields.price).toMatchObject({ value: null, disagreeing: ['embedded'], needsConfirmation: true });
  });

  it('compares values as the layers write them', () => {
    expect(sameValue('111 Fourth Ave #2E', '111 fourth ave 2e')).toBe(true);
    expect(sameValue(1850, 1851)).toBe(true);
    expect(sameValue(1850, 1900)).toBe(false);
    expect(
      sameValue(
        ['https://photos.zillowstatic.com/fp/abc-cc_ft_384.jpg'],
        ['https://photos.zillowstatic.com/fp/abc-cc_ft_1536.jpg'],
      ),
    ).toBe(true);
  });

  it('agrees on a street however the layers abbreviate it (USPS Publication 28)', () => {
    expect(sameValue('24 Franklin Court', '24 Franklin Ct', 'address.street')).toBe(true);
    expect(sameValue('7718 Northeast 183rd Street', '7718 NE 183rd St', 'address.street')).toBe(true);
    expect(sameValue('12 Main St Apt 4', '12 Main St #4', 'address.street')).toBe(true);
    expect(sameValue('24 Franklin Ct', '24 Franklin Dr', 'address.street')).toBe(false);
    expect(sameValue('24 Franklin Ct', '26 Franklin Ct', 'address.street')).toBe(false);
  });

  it('never asks the agent about the page address, however a layer writes it', () => {
    const { fields } = mergeLayers([
      ['source', layer({ url: 'https://www.trulia.com/p/1' }, 'source')],
      ['structured', layer({ url: 'http://www.trulia.com/p/1' }, 'canonical')],
    ]);
    expect(fields.url?.needsConfirmation).toBe(false);
  });
});
