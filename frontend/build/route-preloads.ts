import type { Plugin } from 'vite';

/**
 * Writes `dist/route-preloads.json`: under "*", the app's own chunks (src/boot.tsx and its
 * imports), which every page needs; and for the pages people open first, the files that page needs
 * beyond those (its lazy chunk, that chunk's static imports and its stylesheets). The server
 * puts them in the served index.html as <link rel="modulepreload"> / <link rel="stylesheet"> for
 * that path only, so the browser fetches them together with the entry instead of one round trip
 * later. On a slow mobile link that round trip is most of a second.
 */
export function routePreloads(routes: Record<string, string[]>): Plugin {
  // routes: a served path -> the source modules of its lazy chunks (layout and page).
  return {
    name: 'agrosense-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[], into = new Set<string>()): Set<string> => {
        for (const file of start) {
          if (into.has(file)) continue;
          into.add(file);
          closure(byFile.get(file)?.imports ?? [], into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const withEntry = closure([entry.fileName]);
      // The app itself (src/boot.tsx), which the tiny entry imports: every page needs it, so it
      // is listed once under "*" and left out of the pages' own lists.
      const boot = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('src/boot.tsx'));
      if (!boot) throw new Error('route-preloads: no chunk built from src/boot.tsx');
      const bootScripts = [...closure([boot.fileName])].filter((f) => !withEntry.has(f));
      const loadedWithEntry = new Set([...withEntry, ...bootScripts]);
      const table: Record<string, { scripts: string[]; styles: string[]; images: string[] }> = {};
      const cssSource = (file: string): string => {
        const asset = bundle[file];
        return asset?.type === 'asset' ? String(asset.source) : '';
      };
      for (const [path, sources] of Object.entries(routes)) {
        const pages = sources.map((source) => {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
          if (!page) throw new Error(`route-preloads: no chunk built from ${source}`);
          return page.fileName;
        });
        const scripts = [...closure(pages)].filter((f) => !loadedWithEntry.has(f));
        const styles = new Set<string>();
        for (const file of scripts) {
          for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) styles.add(css);
        }
        // Pictures the page's stylesheets paint (the landing hero): fetched before the CSS
        // is applied, as they are the largest thing on screen.
        const images = [...styles].flatMap((css) =>
          [...cssSource(css).matchAll(/url\((\/assets\/[^)]+\.(?:webp|avif|png|jpe?g))\)/g)].map(
            (match) => match[1]!,
          ),
        );
        table[path] = {
          scripts: scripts.map((f) => `/${f}`),
          styles: [...styles].map((f) => `/${f}`),
          images: [...new Set(images)],
        };
      }
      const bootStyles = new Set<string>();
      for (const file of bootScripts) {
        for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) bootStyles.add(css);
      }
      table['*'] = {
        scripts: bootScripts.map((f) => `/${f}`),
        styles: [...bootStyles].map((f) => `/${f}`),
        images: [],
      };
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };
}
