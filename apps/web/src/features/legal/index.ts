// The legal feature's public surface for route files.
export { PrivacyPolicy } from './components/privacy-policy';
export { TermsOfService } from './components/terms-of-service';
