import type { TMarketplaceDraft } from '@pp/contract';
import { GlobeIcon } from '../../ui/icons';

export interface Author {
  name: string;
  handle: string;
  picture: string | null;
}

const Avatar = ({ author, size }: { author: Author; size: number }) => (
  <span className="avatar" style={{ width: size, height: size }}>
    {author.picture ? <img src={author.picture} alt="" /> : author.name.slice(0, 1).toUpperCase()}
  </span>
);

const money = (n: number | null, rent: boolean) =>
  n === null ? 'Price on request' : `$${Math.round(n).toLocaleString('en-US')}${rent ? ' / month' : ''}`;

/** How the listing will look in Marketplace's grid: photo, price, title, place. */
export function MarketplacePreview({ draft }: { draft: TMarketplaceDraft }) {
  const [cover] = draft.photos;
  const facts = [
    draft.bedrooms !== null && `${draft.bedrooms} beds`,
    draft.bathrooms !== null && `${draft.bathrooms} baths`,
    draft.square_feet && `${draft.square_feet.toLocaleString('en-US')} sq ft`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="pv pv-marketplace" aria-label="Marketplace preview">
      <div className="pv-mp-photo">
        {cover ? <img className="pv-mp-img" src={cover} alt="" /> : <span>No photo selected</span>}
      </div>
      <div className="pv-mp-body">
        <p className="pv-mp-price">{money(draft.price, draft.listing_type === 'rent')}</p>
        <p className="pv-mp-title">{draft.title || 'Title'}</p>
        <p className="pv-mp-meta">{draft.address}</p>
        {facts && <p className="pv-mp-meta">{facts}</p>}
      </div>
    </article>
  );
}

/** A LinkedIn feed post as the agent's network will see it. */
export function LinkedInPreview({ text, author }: { text: string; author: Author }) {
  return (
    <article className="pv pv-linkedin" aria-label="LinkedIn preview">
      <header className="pv-head">
        <Avatar author={author} size={40} />
        <div>
          <p className="pv-name">{author.name}</p>
          <p className="pv-sub">
            Real estate agent · Now · <GlobeIcon />
          </p>
        </div>
      </header>
      <p className="pv-text">{text}</p>
      <footer className="pv-li-actions">
        <span>Like</span>
        <span>Comment</span>
        <span>Repost</span>
        <span>Send</span>
      </footer>
    </article>
  );
}

/** An X post: name, handle, text with links in X blue. */
export function XPreview({ text, author }: { text: string; author: Author }) {
  const parts = text.split(/(https?:\/\/\S+|#\w+)/g);
  return (
    <article className="pv pv-x" aria-label="X preview">
      <Avatar author={author} size={40} />
      <div>
        <p className="pv-x-head">
          <span className="pv-name">{author.name}</span>{' '}
          <span className="pv-sub">@{author.handle} · now</span>
        </p>
        <p className="pv-text">
          {parts.map((part, i) =>
            /^(https?:\/\/|#)/.test(part) ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the split is positional
              <span key={i} className="pv-x-link">
                {part}
              </span>
            ) : (
              part
            ),
          )}
        </p>
      </div>
    </article>
  );
}
