import type { Envelope, MessageType, Reply } from '../common/messages';
import { listingPageSource } from '../content/detect-page';
import { type Handler, type HandlerTable, isOwnSender } from './handler-table';
import { acceptRewritePort } from './handlers/ai-rewrite';
import { apiRequest } from './handlers/api-request';
import { marketplaceLoginSeen, watchLoginWaits } from './handlers/facebook-login';
import {
  draftsShownInPanel,
  listingChecks,
  promoteListing,
  uploadListingPhotos,
} from './handlers/listing-promote';
import { marketplaceJob, marketplacePhotos, marketplaceReport } from './handlers/marketplace';
import {
  facebookPages,
  instagramLimit,
  mediaPhotos,
  photoFairUse,
  tiktokInfo,
} from './handlers/post-options';
import { publishMarketplace, publishOpen } from './handlers/publish';
import { createReel } from './handlers/reel';
import { cancelPost, createPost, listAccounts, listPosts, updatePost } from './handlers/scheduled-posts';
import { getSession, logIn, logOut } from './handlers/session';
import { acceptWebPort, sessionFromWeb } from './handlers/web-session';
import { reportHealth } from './health-report';
import { syncReminders, watchReminders } from './marketplace-reminders';
import { refreshAfterPoorRead, watchReaderRules } from './reader-rules';

const handlers: HandlerTable = {
  'listing:promote': promoteListing,
  'listing:checks': listingChecks,
  'listing:photos': uploadListingPhotos,
  'listing:drafts-shown': draftsShownInPanel,
  'session:get': getSession,
  'session:login': logIn,
  'session:from-web': sessionFromWeb,
  'session:logout': logOut,
  'api:request': apiRequest,
  'publish:marketplace': publishMarketplace,
  'publish:open': publishOpen,
  'marketplace:job': marketplaceJob,
  'marketplace:photos': marketplacePhotos,
  'marketplace:report': marketplaceReport,
  'marketplace:login-seen': marketplaceLoginSeen,
  'reel:create': createReel,
  'accounts:list': listAccounts,
  'posts:list': listPosts,
  'posts:create': createPost,
  'posts:update': updatePost,
  'posts:cancel': cancelPost,
  'accounts:tiktok-info': tiktokInfo,
  'accounts:facebook-pages': facebookPages,
  'accounts:instagram-limit': instagramLimit,
  'posts:photo-fair-use': photoFairUse,
  'listing:media-photos': mediaPhotos,
  'reminders:sync': () => syncReminders(),
  'health:report': reportHealth,
  'reader-rules:refresh': refreshAfterPoorRead,
};

const fail = (error: unknown): Reply<MessageType> => ({
  ok: false,
  error: error instanceof Error ? error.message : String(error),
});

chrome.runtime.onMessage.addListener((message: Envelope, sender, sendResponse) => {
  if (!isOwnSender(sender) || typeof message?.type !== 'string' || !(message.type in handlers)) return false;
  const handler = handlers[message.type] as Handler<MessageType>;
  try {
    // Called synchronously: a click's user gesture (needed by sidePanel.open) lasts only this turn.
    Promise.resolve(handler(message.payload, sender)).then(
      (value) => sendResponse({ ok: true, value }),
      (e) => sendResponse(fail(e)),
    );
  } catch (error) {
    sendResponse(fail(error));
  }
  return true;
});

watchLoginWaits();
watchReminders();
watchReaderRules();

chrome.runtime.onConnectExternal.addListener((port) => void acceptWebPort(port));
// The side panel's AI rewrite streams over a port (common/rewrite-port.ts says why not a message).
chrome.runtime.onConnect.addListener(acceptRewritePort);

// The sites are single-page apps: a listing opened from a search page changes the URL without
// loading a page, so the declared content script is not there yet. Inject it (it guards itself).
chrome.tabs.onUpdated.addListener((tabId, change) => {
  if (change.url && listingPageSource(change.url)) {
    chrome.scripting.executeScript({ target: { tabId }, files: ['listing-page.js'] }).catch(() => undefined);
  }
});

// Clicking the toolbar icon keeps opening the popup; the side panel opens from the page's button.
chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: false }).catch(() => undefined);
