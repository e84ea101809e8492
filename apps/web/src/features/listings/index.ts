// The listings feature's public surface: the My listings page and one listing's page.
export { useListing } from './api/get-listing';
export { useRefreshListingRecords } from './api/refresh-listing-records';
export { ListingDetail } from './components/listing-detail';
export { ListingsPage } from './components/listings-page';
export { StaleOutputs } from './components/stale-outputs';
