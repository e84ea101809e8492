import { describe, expect, it } from 'vitest';
import {
  attributionFromParties,
  dropRepeatedLastWord,
  looksLikeFirm,
  parseAttributionText,
  splitNameAndPhone,
} from './attribution';

describe('listing parties by their labels', () => {
  it('takes agent and brokerage from the roles whatever order the page prints them in', () => {
    const brokerFirst = attributionFromParties([
      { role: 'BROKER', name: 'Douglas Elliman', phone: '212-641-0096' },
      { role: 'LISTING_AGENT', name: 'Eleonora Srugo', phone: null },
    ]);
    const agentFirst = attributionFromParties([
      { role: 'LISTING_AGENT', name: 'Eleonora Srugo', phone: null },
      { role: 'BROKER', name: 'Douglas Elliman', phone: '212-641-0096' },
    ]);
    expect(brokerFirst).toEqual({
      agent_name: 'Eleonora Srugo',
      agent_phone: null,
      brokerage: 'Douglas Elliman',
    });
    expect(agentFirst).toEqual(brokerFirst);
  });

  it('never names a builder, an owner or a co-listing agent as the listing agent', () => {
    expect(attributionFromParties([{ role: 'BROKER', name: 'The Biazar Group', phone: null }])).toEqual({
      agent_name: null,
      agent_phone: null,
      brokerage: 'The Biazar Group',
    });
    expect(
      attributionFromParties([
        { role: 'PROPERTY_OWNER', name: 'Property Owner', phone: '(347) 880-9188' },
        { role: 'CO_LISTING_AGENT', name: 'Erin Someone', phone: '312-000-0000' },
      ]),
    ).toEqual({ agent_name: null, agent_phone: null, brokerage: null });
  });

  it('splits a printed party into name and phone, without licence numbers', () => {
    expect(splitNameAndPhone('David Yobs DRE #00953303 818-634-4840,')).toEqual({
      name: 'David Yobs',
      phone: '818-634-4840',
    });
    expect(splitNameAndPhone('Greene Realty Group 860-560-1006')).toEqual({
      name: 'Greene Realty Group',
      phone: '860-560-1006',
    });
  });

  it('drops a surname the page printed twice', () => {
    expect(dropRepeatedLastWord('Ed Freiberg Freiberg')).toBe('Ed Freiberg');
    expect(dropRepeatedLastWord('Alex Mahgoub MAHGOUB')).toBe('Alex Mahgoub');
    expect(dropRepeatedLastWord('Jean Jean')).toBe('Jean Jean');
  });

  it('tells the brokerage from the agent by its name when unlabelled text prints the brokerage first', () => {
    expect(parseAttributionText('Listing by: Douglas Elliman 917-848-0101, Jennifer Ellenberg')).toEqual({
      agent_name: 'Jennifer Ellenberg',
      agent_phone: null,
      brokerage: 'Douglas Elliman',
    });
    expect(looksLikeFirm('Greene Realty Group')).toBe(true);
    expect(looksLikeFirm('Derek J. Greene')).toBe(false);
  });

  it('reads unlabelled "Listed by" text as agent then brokerage', () => {
    expect(
      parseAttributionText('Listed by: Jason Lieberman 505-715-3505 , Albuquerque House Hunting'),
    ).toEqual({
      agent_name: 'Jason Lieberman',
      agent_phone: '505-715-3505',
      brokerage: 'Albuquerque House Hunting',
    });
  });
});
