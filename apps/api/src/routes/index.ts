import { API_PREFIX } from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import aiWriterRoutes from './ai-writer';
import authRoutes from './auth';
import connectedAccountRoutes from './connected-accounts';
import dashboardRoutes from './dashboard';
import downloadRoutes from './downloads';
import extractionHealthRoutes from './extraction-health';
import healthRoutes from './health';
import listingComplianceRoutes from './listing-compliance';
import listingRoutes from './listings';
import marketingRoutes from './marketing';
import mediaRoutes from './media';
import operatorConsoleRoutes from './operator-console';
import operatorOperationsRoutes from './operator-operations';
import pageAssetRoutes from './page-assets';
import paymentRoutes from './payment';
import promotionRoutes from './promotions';
import propertyPageRoutes from './property-pages';
import readerRulesRoutes from './reader-rules';
import sandboxCheckoutRoutes from './sandbox-checkout';
import scheduledPostRoutes from './scheduled-posts';
import staleOutputRoutes from './stale-outputs';
import userRoutes from './users';

/** One plugin per resource, each owning its schemas; all under /api/v1 except probes and pages. */
export default async function routes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: `${API_PREFIX}/auth` });
  await app.register(userRoutes, { prefix: `${API_PREFIX}/users` });
  // Dashboard and usage statistics live under /users too (PRODUCT.md §7), in their own plugin.
  await app.register(dashboardRoutes, { prefix: `${API_PREFIX}/users` });
  await app.register(paymentRoutes, { prefix: `${API_PREFIX}/payment` });
  await app.register(listingRoutes, { prefix: `${API_PREFIX}/listings` });
  // Whose listing it is, the broker's permission, and the audit trail (/listings/:id/…, /audit/export).
  await app.register(listingComplianceRoutes, { prefix: API_PREFIX });
  await app.register(promotionRoutes, { prefix: `${API_PREFIX}/promotions` });
  await app.register(marketingRoutes, { prefix: `${API_PREFIX}/marketing` });
  await app.register(mediaRoutes, { prefix: `${API_PREFIX}/media` });
  await app.register(connectedAccountRoutes, { prefix: `${API_PREFIX}/connected-accounts` });
  await app.register(scheduledPostRoutes, { prefix: `${API_PREFIX}/scheduled-posts` });
  await app.register(staleOutputRoutes, { prefix: `${API_PREFIX}/stale-outputs` });
  // The extension's extraction reports and the operators' health view (issue 25).
  await app.register(extractionHealthRoutes, { prefix: API_PREFIX });
  // The operators' console (issue 28): two-factor, account search and detail, audited actions.
  await app.register(operatorConsoleRoutes, { prefix: `${API_PREFIX}/operator` });
  // …and its lock, reel and post actions and operations pages (queues, webhooks, account failures).
  await app.register(operatorOperationsRoutes, { prefix: `${API_PREFIX}/operator` });
  // The signed reader rules the extension reads listing pages by (issue 25).
  await app.register(readerRulesRoutes, { prefix: API_PREFIX });
  // The optional AI writer (/ai-writer…, /listings/:id/rewrite); offered only when configured (issue 26).
  await app.register(aiWriterRoutes, { prefix: API_PREFIX });
  // The agents' public, server-rendered property pages (HTML, not the SPA).
  await app.register(propertyPageRoutes, { prefix: '/p' });
  // Their static files (the Inter font), long-cached.
  await app.register(pageAssetRoutes, { prefix: '/p' });
  // The offline stand-in for Stripe's hosted checkout page (refused in production).
  await app.register(sandboxCheckoutRoutes, { prefix: '/sandbox/checkout' });
  // The packaged Chrome extension, so the self-hosted product can hand it out.
  await app.register(downloadRoutes, { prefix: '/downloads' });
}
