export * from './credit-price';
export * from './credit-types';
export * from './money';
export * from './plans';
