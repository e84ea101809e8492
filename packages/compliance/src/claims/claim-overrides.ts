import { type TClaimFinding, type TClaimOverride, ZClaimFindingSchema } from '@pp/contract';

/**
 * The agent's explicit override of the claim checker's blocks (issue 26), shared by the server, the
 * web's scheduling form and the extension's side panel so the three agree on what "this claim" is.
 * A claim is named by its field and its text as written: editing "3 bedrooms" into "5 bedrooms"
 * makes a new claim, and the confirmation given to the old one no longer applies.
 */
export type NamedClaim = Pick<TClaimFinding, 'field' | 'claim'>;

export const claimKey = (c: NamedClaim): string => `${c.field}\u0000${c.claim}`;

/** True when the override names this finding: all of them (`true`), or its field and text. */
export const isOverridden = (override: TClaimOverride | null | undefined, f: NamedClaim): boolean =>
  override === true || (Array.isArray(override) && override.some((o) => claimKey(o) === claimKey(f)));

/** The blocks the agent has not confirmed yet: while any is left, Publish and Schedule wait. */
export const unconfirmedBlocks = (findings: readonly TClaimFinding[], confirmed: ReadonlySet<string>) =>
  findings.filter((f) => f.severity === 'block' && !confirmed.has(claimKey(f)));

/** The agent ticked or unticked "Publish anyway" on a block. */
export function toggleConfirmed(confirmed: ReadonlySet<string>, f: NamedClaim): ReadonlySet<string> {
  const next = new Set(confirmed);
  if (!next.delete(claimKey(f))) next.add(claimKey(f));
  return next;
}

/**
 * The request's `override_claims`: exactly the blocks in the text now that the agent confirmed,
 * once each; undefined when there is none (a request without an override says nothing about it).
 */
export function overrideClaimsFor(
  findings: readonly TClaimFinding[],
  confirmed: ReadonlySet<string>,
): NamedClaim[] | undefined {
  const named = new Map<string, NamedClaim>();
  for (const f of findings)
    if (f.severity === 'block' && confirmed.has(claimKey(f)))
      named.set(claimKey(f), { field: f.field, claim: f.claim });
  return named.size > 0 ? [...named.values()] : undefined;
}

/**
 * The confirmations still matching a block in the text. Called whenever the findings change, so a
 * claim edited away loses its confirmation (typing it back does not bring the tick back).
 */
export function keepConfirmed(confirmed: ReadonlySet<string>, findings: readonly TClaimFinding[]) {
  const present = new Set(findings.filter((f) => f.severity === 'block').map(claimKey));
  const kept = new Set([...confirmed].filter((k) => present.has(k)));
  return kept.size === confirmed.size ? confirmed : kept;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The listing's value as the editors show it beside a claim: "4 beds", "$224,900", "built in 1983". */
export function listingSays(f: Pick<TClaimFinding, 'field' | 'listed'>): string {
  const v = f.listed;
  if (v === null) return 'nothing about this';
  if (typeof v === 'string') return v;
  switch (f.field) {
    case 'price':
      return `$${v.toLocaleString('en-US')}`;
    case 'beds':
      return plural(v, 'bed');
    case 'baths_total':
      return plural(v, 'bath');
    case 'baths_full':
      return plural(v, 'full bath');
    case 'baths_half':
      return plural(v, 'half bath');
    case 'living_area_sqft':
      return `${v.toLocaleString('en-US')} sq ft`;
    case 'year_built':
      return `built in ${v}`;
    default:
      return v.toLocaleString('en-US');
  }
}

/** One line per block, for a refusal message: “3 bedrooms”: the listing says 4 beds. */
export const claimLines = (claims: readonly TClaimFinding[]): string[] =>
  claims
    .filter((c) => c.severity === 'block')
    .map((c) => `“${c.claim}”: the listing says ${listingSays(c)}.`);

/**
 * The blocks of a 422 refusal's answer (POST /promotions, /scheduled-posts), for the web form and the
 * side panel to list; an empty list for any other answer or one without claims.
 */
export function refusedClaims(body: unknown): TClaimFinding[] {
  const claims = ZClaimFindingSchema.array().safeParse((body as { claims?: unknown } | null)?.claims);
  return claims.success ? claims.data.filter((c) => c.severity === 'block') : [];
}
