import type { TMarketplaceDraft } from '@pp/contract';

/** How one draft field reaches the form: its visible labels (English first) and how to enter it. */
export interface FieldPlan {
  key: keyof TMarketplaceDraft;
  /** Shown in the report. */
  name: string;
  labels: readonly string[];
  kind: 'select' | 'text' | 'address';
  /** The value as the form wants it; null when the draft has nothing for this field. */
  value: (draft: TMarketplaceDraft) => string | null;
  /** For selects: the option texts that mean this value. */
  options?: (draft: TMarketplaceDraft) => readonly string[];
  /** Not every variant of the form has it (the rental form has no title): missing means skipped. */
  optional?: true;
}

const num = (n: number | null) => (n === null ? null : String(Math.round(n * 10) / 10));

const PROPERTY_TYPE_OPTIONS: Record<TMarketplaceDraft['property_type'], readonly string[]> = {
  House: ['House'],
  Townhouse: ['Townhouse', 'Town house'],
  Condo: ['Condo', 'Apartment/condo', 'Apartment'],
  Apartment: ['Apartment', 'Apartment/condo', 'Condo'],
};

/**
 * The 'Home for Sale or Rent' form in the order it is filled: the sale/rent choice first because it
 * changes which price field the page shows. Labels carry the fallbacks Facebook has used.
 */
export const MARKETPLACE_FIELDS: readonly FieldPlan[] = [
  {
    key: 'listing_type',
    name: 'Home for Sale or Rent',
    labels: ['Home for Sale or Rent', 'Property for sale or rent', 'Sale or rent', 'Listing type'],
    kind: 'select',
    value: (d) => (d.listing_type === 'sale' ? 'For Sale' : 'Rent'),
    options: (d) => (d.listing_type === 'sale' ? ['For Sale', 'Sale'] : ['Rent', 'For Rent']),
  },
  {
    key: 'property_type',
    name: 'Property type',
    labels: ['Property type', 'Type of property', 'Home type', 'Rental type'],
    kind: 'select',
    value: (d) => d.property_type,
    options: (d) => PROPERTY_TYPE_OPTIONS[d.property_type],
  },
  {
    key: 'bedrooms',
    name: 'Number of bedrooms',
    labels: ['Number of bedrooms', 'Bedrooms', 'Beds'],
    kind: 'text',
    value: (d) => num(d.bedrooms),
  },
  {
    key: 'bathrooms',
    name: 'Number of bathrooms',
    labels: ['Number of bathrooms', 'Bathrooms', 'Baths'],
    kind: 'text',
    value: (d) => num(d.bathrooms),
  },
  {
    key: 'price',
    name: 'Price',
    labels: ['Price', 'Price per month', 'Rent per month', 'Monthly rent'],
    kind: 'text',
    value: (d) => (d.price === null ? null : String(Math.round(d.price))),
  },
  {
    key: 'address',
    name: 'Address',
    labels: ['Property address', 'Rental address', 'Address', 'Location'],
    kind: 'address',
    value: (d) => d.address || null,
  },
  {
    key: 'square_feet',
    name: 'Square feet',
    labels: ['Property square feet', 'Square feet', 'Square footage', 'Sq ft', 'Size'],
    kind: 'text',
    value: (d) => num(d.square_feet),
    optional: true,
  },
  {
    key: 'title',
    name: 'Title',
    labels: ['Title', 'Listing title'],
    kind: 'text',
    value: (d) => d.title || null,
    optional: true,
  },
  {
    key: 'description',
    name: 'Description',
    labels: ['Property description', 'Rental description', 'Description'],
    kind: 'text',
    value: (d) => d.description || null,
  },
];
