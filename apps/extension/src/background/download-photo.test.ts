import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadPhoto } from './download-photo';

const HASH = '70bd7601ba32cd675481ce4b76a4aff5';
const SHOWN = `https://photos.zillowstatic.com/fp/${HASH}-cc_ft_960.webp`;
const LARGEST = `https://photos.zillowstatic.com/fp/${HASH}-uncropped_scaled_within_1536_1152.jpg`;
const image = (bytes: number[]) =>
  new Response(new Uint8Array(bytes), { headers: { 'content-type': 'image/jpeg' } });

/** The photo host at the fetch boundary: which addresses it serves, and every address asked for. */
function photoHost(served: Record<string, number[]>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      const bytes = served[url];
      return bytes ? image(bytes) : new Response('not found', { status: 404 });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('downloadPhoto', () => {
  it('brings the largest rendition the site serves, named by the address the page showed', async () => {
    const asked = photoHost({ [LARGEST]: [1, 2, 3], [SHOWN]: [9] });
    const photo = await downloadPhoto(SHOWN, 0);
    expect(asked).toEqual([LARGEST]);
    expect([...photo.bytes]).toEqual([1, 2, 3]);
    expect(photo.url).toBe(SHOWN);
    expect(photo.name).toBe('photo-01.jpg');
  });

  it('falls back to the address as shown when no larger rendition answers', async () => {
    const asked = photoHost({ [SHOWN]: [9] });
    const photo = await downloadPhoto(SHOWN, 2);
    expect(asked).toEqual([LARGEST, SHOWN]);
    expect([...photo.bytes]).toEqual([9]);
  });

  it('fails when the photo itself is gone', async () => {
    photoHost({});
    await expect(downloadPhoto(SHOWN, 0)).rejects.toThrow('HTTP 404');
  });
});
