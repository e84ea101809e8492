/** A page's own document title (public pages set theirs, with their description, through usePageMeta). */
export interface RouteHandle {
  title: string;
}
