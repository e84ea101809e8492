import { SOURCE_LABELS, type TListing } from '@pp/contract';

const price = (l: TListing) => (l.price === null ? '' : `$${Math.round(l.price).toLocaleString('en-US')}`);

/** Which home the drafts are for. */
export function ListingSummary({ listing }: { listing: TListing }) {
  const [photo] = listing.photos;
  const facts = [
    listing.beds !== null && `${listing.beds} bd`,
    listing.baths_total !== null && `${listing.baths_total} ba`,
    listing.living_area_sqft !== null && `${listing.living_area_sqft.toLocaleString('en-US')} sqft`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <section className="listing card">
      {photo ? (
        <img className="listing-photo" src={photo} alt="" width={72} height={56} />
      ) : (
        <span className="listing-photo" />
      )}
      <div className="listing-text">
        <p className="listing-street">{listing.address.street ?? 'Listing'}</p>
        <p className="hint">
          {[listing.address.city, listing.address.state].filter(Boolean).join(', ')}{' '}
          {listing.address.postal_code ?? ''}
        </p>
        <p className="listing-facts">
          <b>{price(listing)}</b> {facts}
        </p>
      </div>
      <span className={`badge source source-${listing.source}`}>{SOURCE_LABELS[listing.source]}</span>
    </section>
  );
}
