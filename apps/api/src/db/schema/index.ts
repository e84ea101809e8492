export * from './billing';
export * from './contact';
export * from './listings';
export * from './property-pages';
export * from './social';
export * from './tokens';
export * from './usage';
export * from './users';
