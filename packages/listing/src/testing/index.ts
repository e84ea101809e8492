/** Fixture pages and a DOM loader for tests and benches in Node (never bundled into the extension). */
export { compareListing, type FixtureCase, loadFixtureCases } from './fixture-cases';
export { loadPage } from './load-page';
