/** Fixture pages and a DOM loader for tests and benches in Node (never bundled into the extension). */
export { compareListing, type FixtureCase, loadFixtureCases } from './fixture-cases';
export { loadPage } from './load-page';
export { RENAMED_KEY_PAGE, RENAMED_KEY_RULES } from './renamed-key-page';
export { asCandidate, type RulesScore, scoreReaderRules } from './score-rules';
