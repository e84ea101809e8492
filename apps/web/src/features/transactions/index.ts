// The transactions feature's public surface.
export { transactionsQueryKey } from './api/get-all-transactions';
export { ReceiptView } from './components/receipt-view';
export { TransactionHistory } from './components/transaction-history';
