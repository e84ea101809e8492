// The operator feature's public surface: the extraction health page (support and admin, issue 25).
export { ExtractionHealthView } from './components/extraction-health-view';
