export * from './checkout-request';
export * from './credit-price';
export * from './credit-types';
export * from './describe-purchase';
export * from './included-publishing';
export * from './money';
export * from './plans';
