/**
 * The listing sites encode a photo's size in its URL, so the page's 960 px thumbnail names the
 * same photo as its largest rendition. `largerPhotoUrls` answers the addresses worth trying, largest
 * first, ending with the URL as given (a site can change its renditions at any time: the caller
 * falls back along the list, and the page's own URL always works).
 *
 * None of the four sites documents these; each rule cites where the renditions were seen.
 */

const ZILLOW_LARGEST = 'uncropped_scaled_within_1536_1152';

/**
 * Zillow: photos.zillowstatic.com/fp/<hash>-<rendition>.<jpg|webp>. The page's own data lists each
 * photo's renditions with their widths (`originalPhotos[].mixedSources.jpeg`: d_d 800, o_a 1024,
 * uncropped_scaled_within_1344_1008 1344, uncropped_scaled_within_1536_1152 1536; `cc_ft_<w>` are
 * crops <w> wide, up to 1536): packages/listing/fixtures/zillow/atom-311-w-78th-st-nyc-multi-family-2025-10.html.
 * StreetEasy's `se_<name>_<w>_<h>` renditions of the same files stop at 1500x1000
 * (https://www.qwady.wiki/borough/reference/photo-urls). The largest is the uncropped 1536 one.
 */
const ZILLOW = /^https:\/\/photos\.zillowstatic\.com\/fp\/([0-9a-f]{16,})-[a-z0-9_]+\.(?:jpe?g|webp)$/i;

/**
 * Trulia (a Zillow company) serves Zillow's photo files under its own host:
 * www.trulia.com/pictures/thumbs_<n>/zillowstatic/fp/<hash>-<rendition>.<ext>, thumbs_3 to thumbs_6
 * by size (the page's photo object keys `mediumSrc` → thumbs_4, `hiDpiLargeSrc` → thumbs_6:
 * sources/trulia-current.test.ts). The same <hash> is Zillow's, so Zillow's largest comes first.
 */
const TRULIA =
  /^https:\/\/www\.trulia\.com\/pictures\/thumbs_\d\/zillowstatic\/fp\/([0-9a-f]{16,})-[a-z0-9_]+\.(jpe?g|webp)$/i;

/**
 * Realtor.com: ap.rdcpix.com/<hash>l-m<n><rendition>[-w<w>_h<h>[_x2][_q80]].<ext>, where the
 * rendition letter is the size (`s` small, `xd` the gallery's, `od` the original upload:
 * fixtures/realtor; current pages ask for `od-w1024_h768_x2`, twice 1024x768). The bare `od` is
 * the upload itself; the 2x 1024x768 one is asked for next.
 */
const REALTOR =
  /^(https:\/\/ap\.rdcpix\.com\/(?:\d+\/)?[0-9a-f]{20,}l-m\d+)[a-z]{1,2}(?:-[a-z0-9_]+)?\.(?:jpe?g|webp)$/i;

/**
 * Redfin: ssl.cdn-redfin.com/photo/<region>/<folder>/<id>/[gen<Size>.]<file>: the page's
 * `fullScreenPhotoUrl` is the bigphoto folder with the plain file name, its thumbnails
 * mbphotov3/genMid.<file> (both forms of the same files in fixtures/redfin).
 */
const REDFIN = /^https:\/\/ssl\.cdn-redfin\.com\/photo\/\d+\/[a-z0-9]+\/\d+\/[^/]+\.(?:jpe?g|webp)$/i;

/** Redfin's full-size photo lives in the bigphoto folder under the plain file name (the page's readers use it too). */
export const biggestRedfinPhoto = (url: string) =>
  url.replace(/\/photo\/(\d+)\/[a-z0-9]+\/(\d+)\/(?:gen[A-Za-z]+\.)?([^/]+)$/i, '/photo/$1/bigphoto/$2/$3');

/** Larger renditions of a listing photo, largest first, then the URL itself; no duplicates. */
export function largerPhotoUrls(url: string): string[] {
  const out: string[] = [];
  const zillow = ZILLOW.exec(url);
  const trulia = TRULIA.exec(url);
  const realtor = REALTOR.exec(url);
  if (zillow) out.push(`https://photos.zillowstatic.com/fp/${zillow[1]}-${ZILLOW_LARGEST}.jpg`);
  else if (trulia)
    out.push(
      `https://photos.zillowstatic.com/fp/${trulia[1]}-${ZILLOW_LARGEST}.jpg`,
      url.replace(/\/thumbs_\d\//, '/thumbs_6/'),
    );
  else if (realtor) out.push(`${realtor[1]}od.jpg`, `${realtor[1]}od-w1024_h768_x2.jpg`);
  else if (REDFIN.test(url)) out.push(biggestRedfinPhoto(url));
  return [...new Set([...out, url])];
}
