import { isObject, type JsonObject, parseJson } from './json';
import { elementsByTag, pageMemo } from './page-elements';

/**
 * Every JSON-LD object of the page, with @graph arrays flattened. Parsed once per extraction: the
 * source readers and the structured layer both read it (callers only read the objects).
 */
export const readJsonLd = (document: Document): JsonObject[] =>
  pageMemo(document, 'json-ld', () => parseJsonLd(document));

const parseJsonLd = (document: Document): JsonObject[] => {
  const out: JsonObject[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) for (const v of value) visit(v);
    else if (isObject(value)) {
      out.push(value);
      if (Array.isArray(value['@graph'])) visit(value['@graph']);
    }
  };
  for (const script of elementsByTag(document, 'script')) {
    if (script.getAttribute('type') === 'application/ld+json') visit(parseJson(script.textContent));
  }
  return out;
};

const RESIDENCE_TYPES =
  /^(SingleFamilyResidence|Residence|House|Apartment|Accommodation|RealEstateListing|Product|Place)$/;

const typesOf = (node: JsonObject): string[] => {
  const t = node['@type'];
  return Array.isArray(t)
    ? t.filter((x): x is string => typeof x === 'string')
    : typeof t === 'string'
      ? [t]
      : [];
};

/** The JSON-LD node that describes the home itself (a residence or its product/offer wrapper). */
export const findResidenceNode = (nodes: JsonObject[]): JsonObject | undefined =>
  nodes.find((n) => typesOf(n).some((t) => t !== 'Product' && RESIDENCE_TYPES.test(t))) ??
  nodes.find((n) => typesOf(n).some((t) => RESIDENCE_TYPES.test(t)) && (n.address || n.offers));

export const jsonLdTypes = typesOf;
