/**
 * User agents of crawlers, link-preview fetchers, monitors and headless tools: their visits are not
 * people clicking a post, so they are not counted. Link previews (Facebook, LinkedIn, X, Slack...)
 * fetch a page the moment a post is shared, which would otherwise count as clicks.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebookcatalog|meta-externalagent|embedly|quora link preview|pinterest|vkshare|w3c_validator|whatsapp|telegram|skypeuripreview|bitlybot|headless|lighthouse|chrome-lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl\/|wget\/|python-requests|python-urllib|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww|httpclient|scrapy|preview/i;

export const isKnownBot = (userAgent: string | undefined): boolean =>
  !userAgent || userAgent.length < 10 || BOT_PATTERN.test(userAgent);
