import { MARKETPLACE_PROPERTY_TYPES, type TMarketplaceDraft } from '@pp/contract';
import { countMarketplaceDescription, countMarketplaceTitle } from '@pp/posts';
import type { RefObject } from 'react';
import { TextDraftEditor } from './text-draft-editor';

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
    <label className="field">
      <span>{label}</span>
      <input
        className="input"
        inputMode="decimal"
        value={draft[key] ?? ''}
        onChange={(e) => set(key, numberOrNull(e.target.value))}
      />
    </label>
  );
  return (
    <div className="mp-form">
      <div className="grid-2">
        <label className="field">
          <span>Home for Sale or Rent</span>
          <select
            className="select"
            value={draft.listing_type}
            onChange={(e) => set('listing_type', e.target.value as TMarketplaceDraft['listing_type'])}
          >
            <option value="sale">For Sale</option>
            <option value="rent">Rent</option>
          </select>
        </label>
        <label className="field">
          <span>Property type</span>
          <select
            className="select"
            value={draft.property_type}
            onChange={(e) => set('property_type', e.target.value as TMarketplaceDraft['property_type'])}
          >
            {MARKETPLACE_PROPERTY_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
        {numberField('bedrooms', 'Bedrooms')}
        {numberField('bathrooms', 'Bathrooms')}
        {numberField('price', draft.listing_type === 'rent' ? 'Price per month' : 'Price')}
        {numberField('square_feet', 'Square feet')}
      </div>
      <label className="field">
        <span>Address</span>
        <input className="input" value={draft.address} onChange={(e) => set('address', e.target.value)} />
      </label>
      <TextDraftEditor
        ref={titleRef}
        label="Title"
        counterLabel="title"
        rows={2}
        value={draft.title}
        count={countMarketplaceTitle(draft.title)}
        onChange={(v) => set('title', v)}
      />
      <TextDraftEditor
        ref={descriptionRef}
        label="Description"
        counterLabel="description"
        rows={8}
        value={draft.description}
        count={countMarketplaceDescription(draft.description)}
        onChange={(v) => set('description', v)}
      />
    </div>
  );
}
