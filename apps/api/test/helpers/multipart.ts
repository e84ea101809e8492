/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(
  data: Buffer,
  opts: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pp${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'photo.png'}"\r\n` +
    `Content-Type: ${opts.contentType ?? 'image/png'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** JPEG's start-of-image marker and JFIF header, padded to `size` bytes. */
export const jpegOfSize = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]).copy(bytes);
  return bytes;
};

/**
 * A real 8×8 JPEG padded to `size` bytes after its end-of-image marker (decoders stop there): a
 * photo of an exact size that also decodes in full, as uploads now require.
 */
export async function realJpegOfSize(size: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#6b8fb3' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length, 0x20)]);
}

export type FormPart = { field: string; value: string } | { field: string; data: Buffer; filename?: string };

/** A multipart/form-data body with several parts (files and plain fields), as FormData sends it. */
export function multipartForm(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pp${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
          ),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename ?? 'photo.jpg'}"\r\n` +
              'Content-Type: application/octet-stream\r\n\r\n',
          ),
          part.data,
          Buffer.from('\r\n'),
        ],
  );
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
