// @vitest-environment happy-dom
import type { TMarketplaceDraft } from '@pp/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountMarketplaceForm } from '../../../../e2e/fixtures/marketplace-form/marketplace-form';
import { fillMarketplaceForm } from './fill-marketplace-form';
import { fillFailedEntirely } from './fill-report';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const draft: TMarketplaceDraft = {
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

const photo = (name: string) => ({
  url: `https://photos.zillowstatic.com/${name}`,
  name,
  type: 'image/jpeg',
  data: btoa('jpeg-bytes'),
});

describe('fillMarketplaceForm on the test copy of the React form', () => {
  let root: ReturnType<typeof mountMarketplaceForm>;
  beforeEach(async () => {
    document.body.innerHTML = '<div id="root"></div>';
    root = mountMarketplaceForm(document.getElementById('root') as Element);
    await act(async () => {});
  });
  afterEach(() => root.unmount());

  it('fills every field through React and attaches the photos', async () => {
    const report = await fillMarketplaceForm(document, draft, {
      photos: [photo('a.jpg'), photo('b.jpg')],
      photosRequested: 2,
    });
    const state = window.__marketplaceState;
    expect(state).toMatchObject({
      listingType: 'Rent',
      propertyType: 'Condo',
      bedrooms: '2',
      bathrooms: '1.5',
      price: '2150',
      squareFeet: '940',
      description: draft.description,
      publishClicks: 0,
    });
    expect(state?.address.startsWith('910 Larkspur St APT 4')).toBe(true);
    expect(state?.photos.map((p) => p.name)).toEqual(['a.jpg', 'b.jpg']);
    const byField = Object.fromEntries(report.results.map((r) => [r.field, r.status]));
    expect(byField).toMatchObject({
      'Home for Sale or Rent': 'filled',
      'Property type': 'filled',
      Price: 'filled',
      Address: 'filled',
      Description: 'filled',
      Photos: 'filled',
      // The rental form has no title box.
      Title: 'skipped',
    });
    expect(fillFailedEntirely(report)).toBe(false);
  });

  it('shows the sale price box when the listing is for sale', async () => {
    await fillMarketplaceForm(
      document,
      { ...draft, listing_type: 'sale', price: 489000 },
      { photos: [], photosRequested: 0 },
    );
    expect(window.__marketplaceState).toMatchObject({ listingType: 'For Sale', price: '489000' });
    expect(document.body.textContent).toContain('Property description');
  });

  it('reports a value the page refuses as failed, with the value kept for Copy', async () => {
    const report = await fillMarketplaceForm(
      document,
      { ...draft, bedrooms: 2.5 },
      { photos: [], photosRequested: 0 },
    );
    const beds = report.results.find((r) => r.field === 'Number of bedrooms');
    expect(beds).toMatchObject({ status: 'failed', value: '2.5' });
    expect(window.__marketplaceState?.bedrooms).toBe('');
  });
});

describe('fillMarketplaceForm on a page without the form', () => {
  it('fails every required field and says the credit should go back', async () => {
    document.body.innerHTML =
      '<main><h1>Log in to Facebook</h1><input aria-label="Email or phone number"></main>';
    const report = await fillMarketplaceForm(document, draft, {
      photos: [photo('a.jpg')],
      photosRequested: 1,
      formTimeoutMs: 50,
    });
    expect(report.results.filter((r) => r.status === 'failed').length).toBeGreaterThanOrEqual(6);
    expect(fillFailedEntirely(report)).toBe(true);
  });
});
