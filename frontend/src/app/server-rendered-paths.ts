// The member pages the server renders with their data (ADR 0006). Kept apart from paths.ts so the
// entry script and the server renderer can read it without the route table.
export const serverRenderedPaths = ['/LiveCropPricing', '/features/MarketAccess'] as const;

export type ServerRenderedPath = (typeof serverRenderedPaths)[number];

export function isServerRenderedPath(path: string): path is ServerRenderedPath {
  return (serverRenderedPaths as readonly string[]).includes(path);
}
