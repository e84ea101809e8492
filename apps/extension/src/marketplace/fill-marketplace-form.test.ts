// @vitest-environment happy-dom
import type { TMarketplaceDraft } from '@pp/contract';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormVariantName } from '../../../../e2e/fixtures/marketplace-form/form-variants';
import { mountMarketplaceForm } from '../../../../e2e/fixtures/marketplace-form/marketplace-form';
import { fillMarketplaceForm } from './fill-marketplace-form';
import { fillFailedEntirely, fillSummary, missingFromForm } from './fill-report';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const rental: TMarketplaceDraft = {
  listing_type: 'rent',
  property_type: 'Condo',
  bedrooms: 2,
  bathrooms: 1.5,
  price: 2150,
  address: '910 Larkspur St APT 4, Denver, CO 80206',
  square_feet: 940,
  title: 'Bright 2 bed condo in Congress Park',
  description: 'Sunny corner unit with a balcony.\nWalk to the park.',
  photos: [],
};
const sale: TMarketplaceDraft = {
  ...rental,
  listing_type: 'sale',
  property_type: 'House',
  bedrooms: 3,
  price: 489000,
};

const photo = (name: string) => ({
  url: `https://photos.zillowstatic.com/${name}`,
  name,
  type: 'image/jpeg',
  data: btoa('jpeg-bytes'),
});

let root: ReturnType<typeof mountMarketplaceForm> | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});
async function mount(variant: FormVariantName) {
  document.body.innerHTML = '<div id="root"></div>';
  root = mountMarketplaceForm(document.getElementById('root') as Element, variant);
  await act(async () => {});
}
const byField = (report: Awaited<ReturnType<typeof fillMarketplaceForm>>) =>
  Object.fromEntries(report.results.map((r) => [r.field, r.status]));
const noPhotos = { photos: [], photosRequested: 0 };

describe('fillMarketplaceForm on the form variants independent bots document', () => {
  it.each<FormVariantName>(['labelledby', 'aria-label', 'older-labels'])(
    'fills a sale on the %s form and reads every value back',
    async (variant) => {
      await mount(variant);
      const report = await fillMarketplaceForm(document, sale, noPhotos);
      const state = window.__marketplaceState;
      expect(state).toMatchObject({
        propertyType: 'House',
        bedrooms: '3',
        bathrooms: '1.5',
        price: '489000',
        squareFeet: '940',
        description: sale.description,
        publishClicks: 0,
      });
      expect(state?.listingType.toLowerCase()).toBe('for sale');
      expect(state?.address.startsWith('910 Larkspur St APT 4')).toBe(true);
      expect(byField(report)).toMatchObject({
        'Home for Sale or Rent': 'filled',
        'Property type': 'filled',
        'Number of bedrooms': 'filled',
        Price: 'filled',
        Address: 'filled',
        'Square feet': 'filled',
        Description: 'filled',
        // The form has no title box: reported as not on the form, with its value to copy.
        Title: 'skipped',
      });
      expect(missingFromForm(report).map((r) => r.field)).toEqual(['Title']);
      expect(fillSummary(report)).toBe('Filled what this form has. Not on this form: Title.');
    },
  );

  it('fills the rental variant with the monthly price and the rental labels', async () => {
    await mount('labelledby');
    const report = await fillMarketplaceForm(document, rental, {
      photos: [photo('a.jpg'), photo('b.jpg')],
      photosRequested: 2,
    });
    expect(window.__marketplaceState).toMatchObject({
      listingType: 'Rent',
      propertyType: 'Condo',
      price: '2150',
    });
    expect(document.body.textContent).toContain('Rental description');
    expect(window.__marketplaceState?.photos.map((p) => p.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(byField(report)).toMatchObject({ Price: 'filled', Description: 'filled', Photos: 'filled' });
  });

  it('counts the address only when one of Facebook’s suggestions was chosen', async () => {
    await mount('no-address-suggestion');
    const report = await fillMarketplaceForm(document, sale, noPhotos);
    const address = report.results.find((r) => r.field === 'Address');
    expect(address).toMatchObject({ status: 'failed', value: sale.address });
    expect(window.__marketplaceState?.address).toBe('');
    expect(fillSummary(report)).toMatch(/^1 field needs you/);
    expect(missingFromForm(report).map((r) => r.field)).toContain('Address');
  });

  it('reports a value the page refuses as failed, with the value kept for Copy', async () => {
    await mount('labelledby');
    const report = await fillMarketplaceForm(document, { ...rental, bedrooms: 2.5 }, noPhotos);
    expect(report.results.find((r) => r.field === 'Number of bedrooms')).toMatchObject({
      status: 'failed',
      value: '2.5',
    });
    expect(window.__marketplaceState?.bedrooms).toBe('');
    expect(fillSummary(report)).not.toContain('Every field');
  });

  it('sets a saved draft aside before filling, and says so', async () => {
    await mount('saved-draft');
    const report = await fillMarketplaceForm(document, sale, noPhotos);
    expect(window.__marketplaceState).toMatchObject({ draft: 'discarded', bedrooms: '3' });
    expect(report.results.find((r) => r.field === 'Saved draft')?.detail).toMatch(/set aside/);
  });

  it('leaves a form in another language alone and says which language', async () => {
    await mount('russian');
    const report = await fillMarketplaceForm(document, sale, {
      photos: [photo('a.jpg')],
      photosRequested: 1,
    });
    expect(report.language).toBe('ru');
    expect(window.__marketplaceState).toMatchObject({ listingType: '', bedrooms: '', price: '', photos: [] });
    expect(fillSummary(report)).toMatch(/^The form is in Russian, so nothing was entered/);
    expect(missingFromForm(report).map((r) => r.field)).toEqual(
      expect.arrayContaining(['Price', 'Address', 'Description']),
    );
    expect(fillFailedEntirely(report)).toBe(true);
  });
});

describe('fillMarketplaceForm on a page without the form', () => {
  it('fails every required field and says the credit should go back', async () => {
    document.body.innerHTML =
      '<main><h1>Log in to Facebook</h1><input aria-label="Email or phone number"></main>';
    const report = await fillMarketplaceForm(document, rental, {
      photos: [photo('a.jpg')],
      photosRequested: 1,
      formTimeoutMs: 50,
    });
    expect(report.results.filter((r) => r.status === 'failed').length).toBeGreaterThanOrEqual(6);
    expect(fillFailedEntirely(report)).toBe(true);
    expect(fillSummary(report)).not.toContain('Every field');
  });
});
