// A Node build of one remote's `src/prerender.tsx`, used at build time to render its static pages to HTML.
// The edge puts that HTML into the page so the first paint needs no JavaScript (see scripts/lib/preload.ts).
import path from 'node:path';
import { rspack } from '@rspack/core';

/** Asset URLs in prerendered HTML start with this; the edge swaps it for where the remote is served from. */
export const REMOTE_BASE = 'https://remote-base.invalid/';

export function prerenderConfig({ dir }) {
  return {
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { prerender: './src/prerender.tsx' },
    output: {
      path: path.join(dir, 'dist-prerender'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: REMOTE_BASE,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    externalsPresets: { node: true },
    // React and the router come from node_modules at render time, exactly the versions the browser shares.
    externals: [/^react($|\/)/, /^react-dom($|\/)/, /^react-router/],
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, loader: path.join(import.meta.dirname, 'empty-loader.cjs'), type: 'javascript/auto' },
        // Same file names as the browser build (same content hash), without writing the files again.
        { test: /\.(woff2?|png|jpe?g|webp|avif|svg)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), __APP_VERSION__: JSON.stringify('prerender') }),
    ],
    optimization: { minimize: false },
    stats: 'errors-warnings',
  };
}
