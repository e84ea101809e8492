/**
 * Contact sheets for review (issue 24): each look x size, captions on, one frame a second tiled.
 * Not a test and not a benchmark: run by hand, then look at the PNGs.
 *
 *   cd apps/api && npx tsx src/domain/reels/render/testing/contact-sheets.ts /work/screens/24/reels-v3 [540x960]
 *
 * Renders one 15 s reel per look (the feed sizes cut from it), at half size by default so a shared
 * machine is not held up: every layout is in 1080-wide units, so the half size is the same picture.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { REEL_STYLES, reelSizeSlug } from '@pp/contract';
import sharp from 'sharp';
import { renderReel } from '../render-reel';
import { makeTestPhoto } from './make-test-photo';

const run = promisify(execFile);
const out = resolve(process.argv[2] ?? 'contact-sheets');
const [width, height] = (process.argv[3] ?? '540x960').split('x').map(Number) as [number, number];
const SECONDS = 15;
// An X draft as the drafts make it: the link, hashtags and emoji must not reach the video.
const POST =
  'Just listed in Pasadena! 🏡 Sun-filled rooms, a chef’s kitchen and a garden made for summer nights. ' +
  'Three bedrooms, two baths, 1,850 sq ft. Open Sunday 1-4 pm. https://pp.example/p/1234-maple?src=x #JustListed';

async function sheet(video: string, name: string) {
  const vf = `fps=1,scale=270:-2,tile=8x2:padding=8:color=white`;
  await run('ffmpeg', ['-v', 'error', '-y', '-i', video, '-vf', vf, '-frames:v', '1', join(out, name)]);
}

async function main() {
  await mkdir(out, { recursive: true });
  const work = await mkdtemp(join(tmpdir(), 'pp-contact-sheets-'));
  try {
    // Photo 3 is one the agent marked "Whole photo"; photo 5 is too small to fill without going
    // past 2x, so it is shown whole too: both over a blurred backdrop, to be looked at.
    const photos = await Promise.all(
      [1, 2, 3, 4, 5].map(async (seed) => {
        const path = join(work, `photo-${seed}.jpg`);
        const [w, h] = seed === 5 ? [600, 400] : [1536, 1024];
        await makeTestPhoto({ width: w, height: h, seed, path });
        return { path, altered: seed === 2, ...(seed === 3 ? { framing: 'fit' as const } : {}) };
      }),
    );
    const logoPath = join(work, 'logo.png');
    const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160"><rect width="480" height="160" rx="24" fill="#0f766e"/><text x="240" y="104" font-family="Liberation Sans" font-size="64" font-weight="bold" fill="#fff" text-anchor="middle">SUNSET</text></svg>`;
    await sharp(Buffer.from(logo)).png().toFile(logoPath);
    for (const style of REEL_STYLES) {
      const workDir = join(work, style);
      await mkdir(workDir, { recursive: true });
      const outputPath = join(work, `${style}.mp4`);
      const result = await renderReel(
        {
          photos,
          durationSec: SECONDS,
          width,
          height,
          headline: 'Just listed',
          price: '$1,250,000',
          facts: '3 bd · 2 ba · 1,850 sq ft',
          street: '1234 Maple Avenue',
          city: 'Pasadena, CA',
          agent: {
            name: 'Jane Realtor',
            brokerage: 'Sunset Realty Group · DRE #01234567',
            phone: '(555) 123-4567',
          },
          link: 'https://pp.example/p/1234-maple-avenue',
          music: false,
          style,
          brand: { accent: '#0f766e', logoPath },
          captions: POST,
          sizes: ['4:5', '1:1'],
        },
        { workDir, outputPath },
      );
      await sheet(outputPath, `${style}-9x16.png`);
      for (const extra of result.extras) await sheet(extra.path, `${style}-${reelSizeSlug(extra.size)}.png`);
      console.info(`${style}: ${[outputPath, ...result.extras.map((e) => e.path)].length} sheets`);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
