import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

/**
 * The code the three catalog pages share (their list machinery, tiles and the store header),
 * in one chunk rather than a dozen small ones: phones open few connections at once, and each
 * small file costs a round trip.
 */
const STOREFRONT_CHUNK = 'storefront';
const STOREFRONT_MODULES =
  /[\\/]src[\\/]web[\\/](routes[\\/]((store-catalog|cards|merchandise|tournaments|not-found)-page|page-title)|features[\\/](catalog|cards|merchandise|tournaments|stores)[\\/]|features[\\/]admin[\\/]staff-session|lib[\\/]format|components[\\/]ui[\\/]skeleton)/;

/**
 * The first page's critical path, shortened in the built index.html: the stylesheet goes in a
 * <style> element (the CSP allows inline styles), so the page draws without waiting for another
 * request; and the catalog pages' chunk is preloaded beside the entry, so a shopper who lands
 * on a catalog page does not wait for the entry to run before fetching it.
 */
function firstPageCriticalPath(): Plugin {
  return {
    name: 'first-page-critical-path',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        let page = html;
        for (const [fileName, output] of Object.entries(bundle)) {
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${fileName}"[^>]*>`);
          if (output.type !== 'asset' || !link.test(page)) continue;
          page = page.replace(link, () => `<style>${String(output.source)}</style>`);
          // The stylesheet is in every page now: chunks loaded later must not fetch it again.
          for (const chunk of Object.values(bundle)) {
            if (chunk.type === 'chunk') chunk.viteMetadata?.importedCss.delete(fileName);
          }
          delete bundle[fileName];
        }
        const storefront = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.name === STOREFRONT_CHUNK,
        );
        const tags: HtmlTagDescriptor[] = storefront
          ? [
              {
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: true, href: `/${storefront.fileName}` },
                injectTo: 'head',
              },
            ]
          : [];
        return { html: page, tags };
      },
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), firstPageCriticalPath()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs in one file (React lands in a chunk of its own otherwise).
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: STOREFRONT_CHUNK, test: STOREFRONT_MODULES, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:5000', '/uploads': 'http://localhost:5000' },
  },
});
