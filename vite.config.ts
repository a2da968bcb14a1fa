import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The code the three catalog pages share (their list machinery and the store header), in one
 * chunk rather than a dozen small ones: phones open few connections at once, and each small
 * file costs a round trip. Each page's own tiles stay in its route's chunk, so the cards page
 * does not download the events' code.
 */
const STOREFRONT_CHUNK = 'storefront';
const STOREFRONT_MODULES =
  /[\\/]src[\\/]web[\\/](routes[\\/]((store-catalog|not-found)-page|page-title)|features[\\/](catalog|stores)[\\/]|features[\\/]admin[\\/]staff-session|lib[\\/]format|components[\\/]ui[\\/]skeleton)/;

/**
 * What Home shares with the catalog pages, in a small chunk of its own: left to the catalog
 * chunk (which takes in its modules' dependencies), Home would download all of that chunk for
 * a few icons and helpers. `npm run bench:web` shows it if a new one slips in.
 */
const HOME_SHARED_CHUNK = 'home-shared';
const HOME_SHARED_MODULES =
  /[\\/](src[\\/]domain[\\/]site[\\/]|src[\\/]web[\\/]components[\\/]ui[\\/]button\.|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](users|calendar-days|trophy)\.)/;

/**
 * The stylesheet goes in a <style> element of the built index.html (the CSP allows inline
 * styles), so a first page draws without waiting for another request. Nothing else is
 * preloaded there: index.html is every page's, and each page would download the others' code.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
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
        return page;
      },
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), inlineStylesheet()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs in one file (React lands in a chunk of its own otherwise).
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: HOME_SHARED_CHUNK, test: HOME_SHARED_MODULES, priority: 1 },
            { name: STOREFRONT_CHUNK, test: STOREFRONT_MODULES, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:5000', '/uploads': 'http://localhost:5000' },
  },
});
