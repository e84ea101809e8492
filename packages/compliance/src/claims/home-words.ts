/**
 * Words of homes and their sale shared by the readers of other homes (other-home.ts, generic-homes.ts):
 * a home's nouns, a bedroom count's nouns and the verbs of a sale, a listing or a price.
 */
export const HOME =
  /^(home|homes|house|houses|colonial|colonials|ranch|ranches|cape|capes|condo|condos|unit|units|townhome|townhomes|townhouse|townhouses|bungalow|bungalows|farmhouse|farmhouses|cottage|cottages|lot|lots|parcel|parcels|property|properties|listing|listings|flat|flats|duplex|duplexes|tudor|victorian|craftsman|split|level|contemporary|one|ones|co-op|coop|loft|estate|estates|comp|comps|studio|studios|apartment|apartments|apt)$/;
export const BEDS = /^(bed|beds|bd|bds|br|bdr|bdrm|bedroom|bedrooms|bedder)$/;
/** Verbs of a sale, a listing or a price; with auxiliaries and adverbs skipped before them. */
export const SALE_VERB =
  /^(sold|sells|sell|went|goes|go|fetched|fetches|fetch|listed|lists|list|closed|closes|got|gets|brought|brings|asked|asks|asking|priced|traded|trades|rented|rents|rent|leased|leases|lease|averages|averaged|average|runs|run|ran|hit|hits)$/;
