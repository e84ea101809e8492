import type { TCurrentUser, TListing } from '@pp/contract';
import { extractListing } from '@pp/listing';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../../../packages/listing/src/testing/load-page';
import { FIXTURE_PAGES, readFixture } from '../testing/fixture-pages';
import { attributionFor, initialEditor, regenerate, switchLanguage } from './editor-state';

const fixture = FIXTURE_PAGES[0]!;
const listing: TListing = extractListing(loadPage(readFixture(fixture), fixture.url).document, fixture.url);
const user = (over: Partial<TCurrentUser>) =>
  ({
    full_name: 'Dana Whitaker',
    brokerage_name: 'Sunrise Realty',
    team_name: '',
    licenses: [],
    ...over,
  }) as TCurrentUser;

// Issue 22: the side panel's drafts speak for the signed-in agent, crediting another broker's listing.
describe('the side panel drafts’ credit lines', () => {
  it("credit another broker's listing, with the agent's own brokerage, and keep it on a new template", () => {
    const attribution = attributionFor(listing, user({}));
    expect(attribution?.agent_line).toBe('Dana Whitaker, Sunrise Realty');
    expect(attribution?.courtesy_line).toContain('Listing courtesy of');
    const editor = initialEditor(listing, 'just_listed', 'professional', null, attribution);
    expect(editor.drafts.linkedin.text).toContain('Dana Whitaker, Sunrise Realty');
    expect(editor.drafts.linkedin.text).toContain(attribution!.courtesy_line!);
    const next = regenerate(editor, listing, { tone: 'friendly' });
    expect(next.drafts.linkedin.text).toContain('Dana Whitaker, Sunrise Realty');
  });

  it('has no courtesy line when the agent is the listing agent (name and brokerage), none when signed out', () => {
    const own = attributionFor(
      listing,
      user({ full_name: listing.agent_name ?? '', brokerage_name: listing.brokerage ?? '' }),
    );
    expect(listing.agent_name && listing.brokerage).toBeTruthy();
    expect(own?.courtesy_line).toBeNull();
    expect(attributionFor(listing, null)).toBeNull();
  });
});

// Issue 26: the post's language starts at the profile's default and can be switched per post.
describe('the side panel drafts’ language', () => {
  it('starts in the language given, and a switch writes every draft and the credit lines again in the other', () => {
    const agent = user({ default_language: 'es' });
    const editor = initialEditor(
      listing,
      'just_listed',
      'professional',
      null,
      attributionFor(listing, agent, 'es'),
      'es',
    );
    expect(editor.language).toBe('es');
    expect(editor.drafts.linkedin.text).toContain('Listado cortesía de');
    expect(regenerate(editor, listing, { tone: 'friendly' }).drafts.linkedin.text).toContain(
      'Listado cortesía de',
    );
    const english = switchLanguage(editor, listing, agent, 'en');
    expect(english.language).toBe('en');
    expect(english.drafts.linkedin.text).toContain('Listing courtesy of');
    expect(english.drafts.linkedin.text).not.toContain('Listado cortesía de');
    expect(english.excluded).toEqual(editor.excluded);
  });
});
