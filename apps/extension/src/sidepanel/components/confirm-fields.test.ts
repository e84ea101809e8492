import type { FieldCheck } from '@pp/listing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { unconfirmedReason } from '../confirm-state';
import { ConfirmFields } from './confirm-fields';
import { PublishBar } from './publish-bar';

const checks: FieldCheck[] = [
  { field: 'price', value: null, layer: null, confidence: 0, disagreeing: [], critical: true },
  {
    field: 'status',
    value: 'for_sale',
    layer: 'source',
    confidence: 0.4,
    disagreeing: ['text'],
    critical: true,
  },
  { field: 'beds', value: 3, layer: 'text', confidence: 0.4, disagreeing: [], critical: false },
];

const render = (answers: Parameters<typeof ConfirmFields>[0]['answers']) =>
  renderToStaticMarkup(createElement(ConfirmFields, { checks, answers, onAnswer: () => {} }));

describe('ConfirmFields', () => {
  it('lists each doubtful field with its value and why it is doubted', () => {
    const html = render({});
    expect(html).toContain('Check these details');
    expect(html).toMatch(/<b>Price<\/b>: —.*Not found on the page/);
    expect(html).toMatch(/<b>Status<\/b>: For sale.*The page shows different values/);
    expect(html).toMatch(/<b>Bedrooms<\/b>: 3.*Read from the page text only/);
    // A value nobody found can only be corrected, not confirmed.
    const price = html.slice(html.indexOf('confirm-price'), html.indexOf('confirm-status'));
    expect(price).not.toContain('>Confirm<');
    expect(price).toContain('>Correct<');
  });

  it('shows the answers given, the corrected value in place of the read one', () => {
    const html = render({ price: { kind: 'corrected', value: 410_000 }, status: { kind: 'confirmed' } });
    expect(html).toMatch(/<b>Price<\/b>: \$410,000.*Corrected/);
    expect(html).toMatch(/<b>Status<\/b>: For sale.*Confirmed/);
  });

  it('renders nothing when the reader doubts nothing', () => {
    expect(
      renderToStaticMarkup(createElement(ConfirmFields, { checks: [], answers: {}, onAnswer: () => {} })),
    ).toBe('');
  });

  it('keeps the publish button disabled with the reason until price and status are answered', () => {
    const bar = (answers: Parameters<typeof unconfirmedReason>[1]) =>
      renderToStaticMarkup(
        createElement(PublishBar, {
          platformName: 'X',
          credits: 3,
          busy: false,
          disabledReason: unconfirmedReason(checks, answers),
          onPublish: () => {},
        }),
      );
    const blocked = bar({ price: { kind: 'corrected', value: 410_000 } });
    expect(blocked).toContain('Confirm or correct the status read from the page before publishing.');
    expect(blocked).toMatch(/<button[^>]*disabled/);
    const open = bar({ price: { kind: 'corrected', value: 410_000 }, status: { kind: 'confirmed' } });
    expect(open).not.toContain('publish-blocked');
    expect(open).not.toMatch(/<button[^>]*disabled/);
  });
});
