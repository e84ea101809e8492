import type { TReaderRulesDraft } from '@pp/contract';

/**
 * A Zillow page after an imagined redesign (issue 25): the record calls its bedrooms `bedroomTally`
 * and the page prints the year as "Constructed in: 1931", neither of which the shipped reader knows.
 * Only a published rule set reads them: the tests of the rules, the API's `reader-rules test`
 * command and the extension's rule refresh all use this one page.
 */
export const RENAMED_KEY_PAGE = {
  url: 'https://www.zillow.com/homedetails/12-Elm-St-Springfield-IL-62701/55555555_zpid/',
  html: `<!doctype html><html lang="en"><head><title>12 Elm St, Springfield, IL 62701 | Zillow</title>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: {
      pageProps: {
        componentProps: {
          gdpClientCache: JSON.stringify({
            'ForSaleShopperPlatformFullRenderQuery{"zpid":55555555}': {
              property: {
                zpid: 55555555,
                streetAddress: '12 Elm St',
                city: 'Springfield',
                state: 'IL',
                zipcode: '62701',
                price: 325000,
                homeStatus: 'FOR_SALE',
                bathrooms: 2,
                bedroomTally: 4,
                livingArea: 1840,
                homeType: 'SINGLE_FAMILY',
                description:
                  'A bright brick home on a quiet street, two blocks from the park and the schools.',
              },
            },
          }),
        },
      },
    },
  })}</script></head>
<body><h1>12 Elm St, Springfield, IL 62701</h1><section><p>Constructed in: 1931</p></section></body></html>`,
};

/** The rule set that reads what the redesign renamed. */
export const RENAMED_KEY_RULES: TReaderRulesDraft = {
  note: 'Zillow renamed bedrooms to bedroomTally and prints the year as "Constructed in".',
  sources: {
    zillow: {
      embedded: {
        scripts: [{ id: '__NEXT_DATA__' }],
        records: [['props', 'pageProps', 'componentProps', 'gdpClientCache', '*', 'property']],
        record_keys: ['zpid'],
        fields: [{ field: 'beds', paths: [['bedroomTally']], transform: 'count' }],
      },
      text: {
        fields: [
          {
            field: 'year_built',
            selectors: [],
            labels: ['Constructed in'],
            pattern: '(\\d{4})',
            transform: 'year',
          },
        ],
      },
    },
  },
};
