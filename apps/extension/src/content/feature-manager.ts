/**
 * refined-github's pattern: each on-page feature is one small file that registers here with the
 * pages it applies to; the manager runs it on load and again after every client-side navigation,
 * tearing the previous run down first.
 */
export interface PageContext {
  url: string;
  document: Document;
}

export interface Feature {
  id: string;
  /** Whether the feature belongs on this page. */
  include: (ctx: PageContext) => boolean;
  /** Runs the feature; may return a teardown. */
  init: (ctx: PageContext) => undefined | (() => void);
  /** Called on DOM changes while active, e.g. to put back an element the site's own re-render removed. */
  check?: (ctx: PageContext) => void;
}

export class FeatureManager {
  private readonly features: Feature[] = [];
  private readonly active = new Map<string, () => void>();
  private currentUrl: string | null = null;

  constructor(private readonly document: Document) {}

  add(feature: Feature) {
    this.features.push(feature);
  }

  /** (Re)runs every feature when the URL changed since the last run, else lets active ones check. */
  run(url: string) {
    const ctx = { url, document: this.document };
    if (url === this.currentUrl) {
      for (const feature of this.features) if (this.active.has(feature.id)) feature.check?.(ctx);
      return;
    }
    this.currentUrl = url;
    for (const teardown of this.active.values()) teardown();
    this.active.clear();
    for (const feature of this.features) {
      if (!feature.include(ctx)) continue;
      try {
        this.active.set(feature.id, feature.init(ctx) ?? (() => undefined));
      } catch (error) {
        console.error(`Property Promoter: ${feature.id} failed`, error);
      }
    }
  }

  isActive(id: string) {
    return this.active.has(id);
  }
}
