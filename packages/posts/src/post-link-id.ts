/**
 * Each published post's link carries the post's own id (issue 24: results per post): the property
 * page link a draft holds, `…/p/{slug}?src=li`, becomes `…/p/{slug}?src=li&post={id}` when the post is
 * recorded, so its clicks and the leads they bring are counted for that post. A link that already has
 * a post id, or any other link, is left as it is.
 */
const PAGE_LINK = /(\/p\/[A-Za-z0-9-]+\?src=(?:fb|li|x|reel))(?![\w&=-])/g;

export const tagPostLinks = (text: string, postId: string): string =>
  text.replace(PAGE_LINK, (link) => `${link}&post=${postId}`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The post id of a property page request's `post` parameter, when it is one (anything else is ignored). */
export const postIdOf = (value: unknown): string | undefined =>
  typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : undefined;
