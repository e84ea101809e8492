// The operator feature's public surface: extraction health (issue 25) and the console (issue 28),
// both for support and admin.
export { AccountView } from './components/account-view';
export { ConsoleGate } from './components/console-gate';
export { ExtractionHealthView } from './components/extraction-health-view';
export { UserSearch } from './components/user-search';
