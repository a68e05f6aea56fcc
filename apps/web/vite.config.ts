import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { scrollAreaMergeRefs } from './build/scroll-area-refs.ts';
import { shellChunks } from './build/shell-chunk.ts';
import { tableScrollNative } from './build/table-scroll-native.ts';
import { textNamespaces } from './build/text-namespaces.ts';
import { toastsScrollClass } from './build/toasts-scroll-class.ts';
import { uiSideEffects } from './build/ui-side-effects.ts';

const shell = shellChunks();

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3100';

// `vite build` makes the browser app (the panel's index.html and the public pages' public.html);
// `vite build --ssr` makes dist-ssr/render-public.js, which the server uses to draw the public pages (decision 010).
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        scrollAreaMergeRefs(),
        tableScrollNative(),
        toastsScrollClass(),
        textNamespaces(),
        uiSideEffects(),
        shell.plugin,
        precompress(),
      ],
  // One file for the server to import: no packages to resolve at run time.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 700,
        // Every browser the app supports preloads modules itself.
        modulePreload: { polyfill: false },
        rollupOptions: {
          output: {
            // The libraries the app's entry and the home page import (React, the router, Mantine's core,
            // i18next, react-query, the table and inputs) in one file: as some forty small files they
            // gzipped 22 KB larger and cost as many requests.
            // Their styles and Vite's helpers stay out, so the public pages' small entry does not load it.
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](?!vite[\\/]).*\.m?js$/,
                  tags: ['$initial'],
                  priority: 3,
                },
                ...shell.groups,
              ],
            },
          },
          input: {
            index: `${import.meta.dirname}/index.html`,
            public: `${import.meta.dirname}/public.html`,
            // The panel's first page, an entry of its own (still loaded by its route, app/routes/panel-routes.ts)
            // so that the libraries and shared components it draws with count as `$initial`: they go into the
            // vendor and shell files instead of some thirty small files that compressed 14 KB worse (issue 17).
            // Its own code stays a file of its own (build/shell-chunk.ts), so other pages do not carry it.
            'home-page': `${import.meta.dirname}/src/features/home/pages/home-page.tsx`,
          },
        },
      },
}));
