// The transactions feature's public surface.
export { transactionsQueryKey } from './api/get-all-transactions';
export { TransactionHistory } from './components/transaction-history';
