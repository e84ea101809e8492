import { readFileSync } from 'node:fs';
import { extractListing } from '../index';
import { loadPage } from './load-page';

const [file, url] = process.argv.slice(2) as [string, string];
let t = performance.now();
const page = loadPage(readFileSync(file, 'utf8'), url);
const parse = performance.now() - t;
t = performance.now();
const l = extractListing(page.document, url);
const ex = performance.now() - t;
console.info(JSON.stringify({ ...l, photos: [l.photos.length, l.photos[0], l.photos.at(-1)] }, null, 1));
console.info({ parse, ex });
await page.close();
