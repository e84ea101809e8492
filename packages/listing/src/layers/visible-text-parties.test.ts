import { describe, expect, it } from 'vitest';
import { pageLoader } from '../testing/page-loader';
import { visibleTextLayer } from './visible-text';

/** Layer 4 on the two sides of a sale: the seller's agent and firm are the listing's, the buyer's never. */
const load = pageLoader();
const URL = 'https://www.realtor.com/realestateandhomes-detail/1-Elm-St_Houston_TX_77073_M11111-22222';
const read = (body: string) =>
  visibleTextLayer(load(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`, URL), URL).part;

describe('visible text layer, who represents whom', () => {
  it('reads "Seller represented by: <agent> with <firm>" printed in elements of their own', () => {
    const part = read(`
      <p>Seller represented by: <span>Jane Roe</span> <span>with</span> <span>Big Realty, LLC</span></p>
      <p>Buyer represented by: <span>Other Brokers Inc</span></p>`);
    expect(part).toMatchObject({ agent_name: 'Jane Roe', brokerage: 'Big Realty, LLC' });
  });

  it('reads "Listed by: <agent> with <firm>" printed as one line', () => {
    expect(read('<p>Listed by: Jane Roe with Big Realty</p>')).toMatchObject({
      agent_name: 'Jane Roe',
      brokerage: 'Big Realty',
    });
  });

  it('takes nothing from the buyer side alone', () => {
    const part = read(
      '<p>Buyer represented by: <span>Other Brokers Inc</span></p><p>Buyer Broker: Other Brokers Inc</p>',
    );
    expect(part.agent_name ?? null).toBeNull();
    expect(part.brokerage ?? null).toBeNull();
  });
});
