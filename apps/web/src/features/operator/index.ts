// The operator feature's public surface: extraction health (issue 25) and the console (issue 28),
// both for support and admin.
export { AccountFailuresView } from './components/account-failures-view';
export { AccountView } from './components/account-view';
export { AuditLogView } from './components/audit-log-view';
export { ConsoleGate } from './components/console-gate';
export { ConsoleNav } from './components/console-nav';
export { ConsolePage } from './components/console-page';
export { ExtractionHealthView } from './components/extraction-health-view';
export { QueuesView } from './components/queues-view';
export { UserSearch } from './components/user-search';
export { WebhookEventsView } from './components/webhook-events-view';
