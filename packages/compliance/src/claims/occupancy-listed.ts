/**
 * How listings' descriptions say a home has tenants, in words a post rarely uses as a claim (issue
 * 26): w-81st's "Current occupants holding rent-stabilized leases" means a buyer does not get it vacant,
 * so a post's "delivered vacant" contradicts it. Read from the description only (a post's "fully
 * rented" stays the listing's status, status.ts): these are listedOnly facts in occupancy.ts.
 */
export const TENANT_LISTED_PHRASES = [
  'current occupants',
  'current occupant',
  'occupants holding',
  'rent stabilized lease',
  'rent stabilized leases',
  'rent stabilized tenant',
  'rent stabilized tenants',
  'rent controlled tenant',
  'rent controlled tenants',
  'rent controlled lease',
  'fully rented',
  'fully leased',
  'fully occupied',
  'tenants pay',
  'tenant pays',
  'subject to lease',
  'subject to tenancy',
  'sold with tenant',
  'sold with tenants',
  'occupied by renters',
  'tenants on month to month',
];
