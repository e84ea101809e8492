export * from './billing';
export * from './contact';
export * from './listings';
export * from './tokens';
export * from './usage';
export * from './users';
