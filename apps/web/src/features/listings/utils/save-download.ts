/**
 * Hands a fetched file answer to the browser's download, named by its Content-Disposition (else
 * `fallback`). Exports are fetched with the session, as a plain link cannot carry the bearer token.
 */
export async function saveDownload(res: Response, fallback: string): Promise<void> {
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
