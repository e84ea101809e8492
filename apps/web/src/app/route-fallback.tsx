/**
 * What the router shows while the first page's lazy route module loads (its `HydrateFallback`):
 * an empty, busy page. Without one, React Router warned on every dashboard load.
 */
export function RouteFallback() {
  return <div className="min-h-dvh" aria-busy="true" />;
}
