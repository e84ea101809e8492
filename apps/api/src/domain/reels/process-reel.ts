import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REEL_MESSAGES, reelSizeSlug, type TListing } from '@pp/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ServicesContext } from '../../app-context';
import { reelRenderSize } from '../../config/env';
import { listings, type ReelOutputFile, reels, users } from '../../db/schema';
import { inSpan } from '../../observability/tracing';
import { type JobRun, PermanentJobError } from '../../queue/job-queue';
import { getOwnPhotos } from '../media/find-photos';
import { recordUsage } from '../usage/record-usage';
import { getBrandLogo } from '../users/profile-photo';
import { notifyReelChanged } from './notify-reel-changed';
import type { ReelRow } from './reel-out';
import { reelLink, reelOriginals, reelRenderInput } from './reel-render-input';
import { ReelRenderError, type RenderResult, renderReel } from './render/render-reel';
import { progressWriter } from './write-reel-progress';

/**
 * Claims the reel for this run: queued (or rendering, when a dead worker left it) becomes rendering.
 * A reel found rendering, or a later try, was cut short: its progress starts again and its error
 * says it is being retried (cleared when it succeeds).
 */
async function claim(ctx: ServicesContext, run: JobRun): Promise<ReelRow | undefined> {
  const retrying = run.attempt > 1 ? sql`true` : sql`${reels.status} = 'rendering'`;
  const [row] = await ctx.db
    .update(reels)
    .set({
      status: 'rendering',
      worker: run.worker,
      updated_at: ctx.now(),
      progress: sql`case when ${retrying} then 0 else ${reels.progress} end`,
      error: sql`case when ${retrying} then ${REEL_MESSAGES.renderRetrying} else ${reels.error} end`,
    })
    .where(and(eq(reels.id, run.id), inArray(reels.status, ['queued', 'rendering'])))
    .returning();
  return row;
}

async function inputsOf(ctx: ServicesContext, row: ReelRow) {
  const [listing] = row.listing_id
    ? await ctx.db.select().from(listings).where(eq(listings.id, row.listing_id))
    : [];
  if (!listing) throw new PermanentJobError(REEL_MESSAGES.listingGone);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.user_id));
  if (!user) throw new PermanentJobError(REEL_MESSAGES.notFound);
  const photos = await getOwnPhotos(
    ctx.db,
    row.user_id,
    row.photos.map((p) => p.photo_id),
  ).catch(() => {
    throw new PermanentJobError(REEL_MESSAGES.photoNotFound);
  });
  return { listing, user, photos };
}

/** The agent's brand logo as a file for the end card, or undefined without one. */
async function writeLogo(ctx: ServicesContext, userId: string, workDir: string) {
  const logo = await getBrandLogo(ctx, userId);
  if (!logo) return undefined;
  const file = path.join(workDir, 'brand-logo');
  await writeFile(file, logo.data);
  return file;
}

/** Stores the master at `key` and each feed size beside it (`<key>-4x5.mp4`): every output's row entry. */
async function storeOutputs(
  ctx: ServicesContext,
  key: string,
  outputPath: string,
  result: RenderResult,
): Promise<ReelOutputFile[]> {
  const master = { size: '9:16' as const, path: key, file: outputPath, ...result };
  const files = [
    master,
    ...result.extras.map(async (e) => ({
      ...e,
      file: e.path,
      path: key.replace(/\.mp4$/, `-${reelSizeSlug(e.size)}.mp4`),
      bytes: (await stat(e.path)).size,
    })),
  ];
  return Promise.all(
    files.map(async (f) => {
      const { size, path: stored, file, width, height, bytes } = await f;
      await ctx.media.put(stored, { file });
      return { size, path: stored, width, height, bytes };
    }),
  );
}

/**
 * One run of the reel job: render the reel's photos into a video in a scratch folder, store it,
 * then mark the reel rendered and count it on the dashboard in one transaction. Safe to run again
 * after a crash (a dead worker's job is picked up by another): it starts over from the photos, and
 * the credit was taken at create time, so it is never taken twice.
 */
export async function processReel(ctx: ServicesContext, run: JobRun): Promise<void> {
  const row = await claim(ctx, run);
  if (!row) return; // deleted, or already finished by an earlier run
  await notifyReelChanged(ctx, row.id);
  const { listing, user, photos } = await inputsOf(ctx, row);
  const workDir = await mkdtemp(path.join(tmpdir(), 'pp-reel-'));
  const cancel = new AbortController();
  const signal = AbortSignal.any([run.signal, cancel.signal]);
  const progress = progressWriter(ctx, row, () => cancel.abort());
  try {
    const photoInputs = await Promise.all(
      photos.map(async (photo, i) => {
        const step = row.photos[i]!;
        // No focus chosen: the renderer finds the photo's subject itself.
        const focus =
          step.focus_x !== undefined || step.focus_y !== undefined
            ? { x: step.focus_x ?? 0.5, y: step.focus_y ?? 0.5 }
            : undefined;
        return {
          path: await ctx.media.localFile(photo.storage_key, workDir),
          ...(focus ? { focus } : {}),
          altered: step.altered ?? false,
          framing: step.framing ?? 'fill',
        };
      }),
    );
    const data = listing.data as TListing;
    const link = reelLink(data, listing, ctx.env.APP_URL);
    const shown = photos.map((p, i) => ({ ...p, altered: row.photos[i]!.altered ?? false }));
    const input = reelRenderInput(
      row,
      data,
      user,
      photoInputs,
      reelRenderSize(ctx.env),
      link,
      listing.is_mine,
      reelOriginals(shown, listing, ctx.env.APP_URL),
      await writeLogo(ctx, row.user_id, workDir),
    );
    const outputPath = path.join(workDir, 'reel.mp4');
    let result: RenderResult;
    try {
      // One span for the render; each ffmpeg child inside it is a span of its own (run-ffmpeg.ts).
      result = await inSpan('reel render', () =>
        renderReel(input, { workDir, outputPath, onProgress: progress.report, signal }),
      );
    } catch (err) {
      if (cancel.signal.aborted) return; // the reel was deleted meanwhile
      if (err instanceof ReelRenderError) throw new PermanentJobError(err.message, { cause: err });
      throw err;
    }
    await progress.flush();
    if (cancel.signal.aborted) return;
    const key = `reels/${row.user_id}/${row.id}-${row.charges}.mp4`;
    const posterKey = `reels/${row.user_id}/${row.id}-${row.charges}.jpg`;
    const outputs = await storeOutputs(ctx, key, outputPath, result);
    await ctx.media.put(posterKey, { file: result.posterPath });
    const now = ctx.now();
    const done = await ctx.db.transaction(async (tx) => {
      // Only the charge this run rendered for: a reel deleted or retried meanwhile is left alone.
      const [updated] = await tx
        .update(reels)
        .set({
          status: 'success',
          progress: 100,
          video_path: key,
          poster_path: posterKey,
          video_bytes: result.bytes,
          outputs,
          error: null,
          updated_at: now,
        })
        .where(and(eq(reels.id, row.id), eq(reels.status, 'rendering'), eq(reels.charges, row.charges)))
        .returning({ id: reels.id });
      if (updated) {
        const source = (listing.data as TListing).source;
        await recordUsage(tx, {
          userId: row.user_id,
          source,
          kind: 'promotion',
          platform: 'reel',
          listingId: listing.id,
          at: now,
        });
      }
      return updated;
    });
    if (!done) await Promise.all([posterKey, ...outputs.map((o) => o.path)].map((k) => ctx.media.delete(k)));
    await notifyReelChanged(ctx, row.id);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
