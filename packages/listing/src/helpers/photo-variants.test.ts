import { describe, expect, it } from 'vitest';
import { largerPhotoUrls } from './photo-variants';

const HASH = '70bd7601ba32cd675481ce4b76a4aff5';

describe('largerPhotoUrls: the largest rendition each source serves, then the URL as given', () => {
  it('Zillow: any rendition becomes the uncropped 1536 one', () => {
    for (const r of ['cc_ft_960.webp', 'p_e.jpg', 'd_d.jpg', 'uncropped_scaled_within_1344_1008.jpg']) {
      const url = `https://photos.zillowstatic.com/fp/${HASH}-${r}`;
      expect(largerPhotoUrls(url)).toEqual([
        `https://photos.zillowstatic.com/fp/${HASH}-uncropped_scaled_within_1536_1152.jpg`,
        url,
      ]);
    }
    const largest = `https://photos.zillowstatic.com/fp/${HASH}-uncropped_scaled_within_1536_1152.jpg`;
    expect(largerPhotoUrls(largest)).toEqual([largest]);
  });

  it("Trulia: Zillow's file of the same hash, then Trulia's thumbs_6", () => {
    const url = `https://www.trulia.com/pictures/thumbs_4/zillowstatic/fp/${HASH}-full.webp`;
    expect(largerPhotoUrls(url)).toEqual([
      `https://photos.zillowstatic.com/fp/${HASH}-uncropped_scaled_within_1536_1152.jpg`,
      `https://www.trulia.com/pictures/thumbs_6/zillowstatic/fp/${HASH}-full.webp`,
      url,
    ]);
  });

  it('Realtor.com: the original upload, then twice 1024x768', () => {
    const base = 'https://ap.rdcpix.com/1/0123456789abcdef0123456789abcdefl-m12';
    for (const r of ['s.jpg', 'xd-w1020_h770_q80.jpg', 'od-w480_h360_x2.webp']) {
      expect(largerPhotoUrls(`${base}${r}`)).toEqual([
        `${base}od.jpg`,
        `${base}od-w1024_h768_x2.jpg`,
        `${base}${r}`,
      ]);
    }
    // The office logo is not a listing photo: left alone.
    const logo = 'https://ap.rdcpix.com/2/72fd25188cfdd818a2d7813a245fb896k-c0s.jpg';
    expect(largerPhotoUrls(logo)).toEqual([logo]);
  });

  it('Redfin: the bigphoto folder under the plain file name', () => {
    const url = 'https://ssl.cdn-redfin.com/photo/211/mbphotov3/222/genMid.RLS20044222_10_3.jpg';
    expect(largerPhotoUrls(url)).toEqual([
      'https://ssl.cdn-redfin.com/photo/211/bigphoto/222/RLS20044222_10_3.jpg',
      url,
    ]);
    const big = 'https://ssl.cdn-redfin.com/photo/211/bigphoto/222/RLS20044222_3.jpg';
    expect(largerPhotoUrls(big)).toEqual([big]);
  });

  it('leaves other hosts and look-alike paths alone', () => {
    for (const url of [
      'https://example.com/fp/70bd7601ba32cd675481ce4b76a4aff5-cc_ft_960.jpg',
      'https://photos.zillowstatic.com/fp/home-1-cc_ft_960.jpg',
      'http://photos.zillowstatic.com/fp/70bd7601ba32cd675481ce4b76a4aff5-cc_ft_960.jpg',
    ])
      expect(largerPhotoUrls(url)).toEqual([url]);
  });
});
