import { MARKETPLACE_PROPERTY_TYPES, type TMarketplaceDraft } from '@pp/contract';
import { type Count, countMarketplaceDescription, countMarketplaceTitle } from '@pp/posts';
import type { RefObject } from 'react';
import { SelectField, TextField } from '../../ui/field';
import { TextDraftEditor } from './text-draft-editor';

const LISTING_TYPES = ['sale', 'rent'] as const;
const LISTING_TYPE_LABELS = { sale: 'For Sale', rent: 'Rent' } as const;

const numberOrNull = (text: string) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);

/** The 'Home for Sale or Rent' fields as the agent will see them on Facebook, editable. */
export function MarketplaceFieldsForm({
  draft,
  onChange,
  titleRef,
  descriptionRef,
}: {
  draft: TMarketplaceDraft;
  onChange: (next: TMarketplaceDraft) => void;
  titleRef: RefObject<HTMLTextAreaElement | null>;
  descriptionRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const set = <K extends keyof TMarketplaceDraft>(key: K, value: TMarketplaceDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const numberField = (key: 'bedrooms' | 'bathrooms' | 'price' | 'square_feet', label: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      value={draft[key] ?? ''}
      onChange={(e) => set(key, numberOrNull(e.target.value))}
    />
  );
  const textEditor = (
    key: 'title' | 'description',
    ref: RefObject<HTMLTextAreaElement | null>,
    rows: number,
    count: (text: string) => Count,
  ) => (
    <TextDraftEditor
      ref={ref}
      label={key === 'title' ? 'Title' : 'Description'}
      counterLabel={key}
      rows={rows}
      value={draft[key]}
      count={count(draft[key])}
      onChange={(v) => set(key, v)}
    />
  );
  return (
    <div className="mp-form">
      <div className="grid-2">
        <SelectField
          label="Home for Sale or Rent"
          value={draft.listing_type}
          options={LISTING_TYPES}
          labels={LISTING_TYPE_LABELS}
          onChange={(v) => set('listing_type', v)}
        />
        <SelectField
          label="Property type"
          value={draft.property_type}
          options={MARKETPLACE_PROPERTY_TYPES}
          onChange={(v) => set('property_type', v)}
        />
        {numberField('bedrooms', 'Bedrooms')}
        {numberField('bathrooms', 'Bathrooms')}
        {numberField('price', draft.listing_type === 'rent' ? 'Price per month' : 'Price')}
        {numberField('square_feet', 'Square feet')}
      </div>
      <TextField label="Address" value={draft.address} onChange={(e) => set('address', e.target.value)} />
      {textEditor('title', titleRef, 2, countMarketplaceTitle)}
      {textEditor('description', descriptionRef, 8, countMarketplaceDescription)}
    </div>
  );
}
