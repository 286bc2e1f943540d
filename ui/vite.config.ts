import { readdirSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The chunks of the route pages (src/pages/<name>.tsx), as named in the build: assets/<name>-<hash>.js.
const pageNames = readdirSync(fileURLToPath(new URL('./src/pages', import.meta.url)))
  .filter((file) => /^[a-z-]+\.tsx$/.test(file))
  .map((file) => file.slice(0, -'.tsx'.length))
const pageChunk = new RegExp(`^assets/(${pageNames.join('|')})-[\\w-]{8}\\.js$`)

// The Rust binary embeds dist/ and serves /assets/* with immutable caching,
// so every asset must carry a content hash in its file name.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Fonts must stay files (font-src 'self'), never data: URIs.
    assetsInlineLimit: 0,
    sourcemap: false,
    // One stylesheet, which scripts/prerender.mjs inlines into every page. With it split, lazy
    // chunks list the entry's stylesheet as a dependency and, finding no <link> to it, load it
    // again: a restyle and relayout of the whole page just as a phone finishes hydrating.
    cssCodeSplit: false,
    // A page's chunk leaves its imports to the browser's module loader, which fetches them as
    // soon as it reads the chunk. Vite would otherwise add a <link rel="modulepreload"> per
    // dependency from script, each costing the main thread milliseconds: a page with a dozen
    // small shared chunks paid for them in one long task just as it took over. (Code loaded on
    // a visitor's action, like the survey, keeps them: there they save a round trip.)
    modulePreload: { resolveDependencies: (file, dependencies) => (pageChunk.test(file) ? [] : dependencies) },
    // scripts/prerender.mjs reads which files the public pages' script (islands.ts) needs,
    // then removes the manifest so that it is not served.
    manifest: !isSsrBuild,
    rollupOptions: {
      // The app (admin, checkout, 404) and the script of the prerendered public pages.
      input: isSsrBuild ? undefined : { index: 'index.html', islands: 'src/app/islands.ts' },
      output: {
        // Shared library chunks are named after their package's `dist/index` file; call them vendor.
        chunkFileNames: (chunk) =>
          chunk.name === 'dist' || chunk.name === 'index' ? 'assets/vendor-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    // During `npm run dev`, forward API calls to a locally running `plansmith serve`.
    proxy: {
      '/api': process.env.PLANSMITH_DEV_API ?? 'http://127.0.0.1:8080',
      '/healthz': process.env.PLANSMITH_DEV_API ?? 'http://127.0.0.1:8080',
    },
  },
}))
