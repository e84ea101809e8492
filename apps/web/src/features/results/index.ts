// The results feature's public surface: the dashboard's Results section.
export { ResultsSection } from './components/results-section';
