import {
  USAGE_WINDOW_DAYS,
  WORKSPACE_MESSAGES,
  ZDashboardResponseSchema,
  ZOnboardingResponseSchema,
  ZResultsQuerySchema,
  ZResultsResponseSchema,
  ZUsageStatsResponseSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { getResults } from '../domain/results/get-results';
import { getDashboard } from '../domain/usage/get-dashboard';
import { requireDashboardAccess } from '../domain/usage/require-dashboard-access';
import { usageBySource } from '../domain/usage/usage-summaries';
import { getUser } from '../domain/users/find-user';
import { getOnboarding } from '../domain/users/get-onboarding';
import { ok } from '../lib/reply';
import { routeOptions } from '../lib/route-options';

/** Usage figures of the signed-in user; both need an active subscription or trial (403 otherwise). */
export default async function dashboardRoutes(fastify: FastifyInstance) {
  const { app, authed } = routeOptions(fastify, ['dashboard']);

  const entitledUser = async (userId: string) => {
    const user = await getUser(app.ctx.db, userId);
    requireDashboardAccess(user, app.ctx.now());
    return user;
  };

  app.get('/dashboard', authed({ response: { 200: ZDashboardResponseSchema } }), async (req) =>
    ok('Dashboard fetched', await getDashboard(app.ctx, await entitledUser(req.userId))),
  );

  app.get('/usage-stats', authed({ response: { 200: ZUsageStatsResponseSchema } }), async (req) => {
    const user = await entitledUser(req.userId);
    const sources = await usageBySource(app.ctx.db, user.id, app.ctx.now());
    return ok('Usage statistics fetched', { window_days: USAGE_WINDOW_DAYS, sources });
  });

  app.get(
    '/onboarding',
    authed({
      summary: "The dashboard's first-run checklist: which of its six steps the account has done",
      response: { 200: ZOnboardingResponseSchema },
    }),
    async (req) => ok('Onboarding fetched', await getOnboarding(app.ctx, req.userId)),
  );

  app.get(
    '/results',
    authed({
      summary: 'Clicks and leads of the property pages per platform, per listing and per day (7 or 30 days)',
      querystring: ZResultsQuerySchema,
      response: { 200: ZResultsResponseSchema },
    }),
    async (req) => ok(WORKSPACE_MESSAGES.results, await getResults(app.ctx, req.userId, req.query.days)),
  );
}
