// subset-font ships no types; this covers the calls scripts/subset-inter-font.ts and subset-page-font.ts make.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    preserveNameIds?: number[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noLayoutClosure?: boolean;
    /** Layout features to keep (OpenType tags); all of them when absent. */
    keepFeatures?: string[];
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
