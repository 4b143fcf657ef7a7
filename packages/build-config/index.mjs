// One rspack + Module Federation configuration for the shell and every remote, so the shared singletons and
// the asset rules cannot drift apart between apps that are built and deployed separately.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const platformVersion = require('../platform/package.json').version;

/** Shared at run time as singletons: one React, one router, one session store and API client. antd is not shared. */
export const SHARED = Object.fromEntries(
  [
    ['react', '^19.0.0'],
    ['react/jsx-runtime', '^19.0.0'],
    ['react-dom', '^19.0.0'],
    ['react-dom/client', '^19.0.0'],
    ['react-router', '^7.0.0'],
    ['react-router-dom', '^7.0.0'],
    ['zustand', '^5.0.0'],
    ['@studio/platform', platformVersion],
  ].map(([name, requiredVersion]) => [
    name,
    name === '@studio/platform'
      ? { singleton: true, requiredVersion: false, version: platformVersion }
      : { singleton: true, requiredVersion },
  ]),
);

/** Runs `edit` on the built index.html once every asset exists; it gets the compilation and the public path. */
function rewriteIndexHtml(compiler, name, edit) {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
      const html = compilation.getAsset('index.html')?.source.source().toString();
      if (!html) return;
      const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
      const edited = edit(html, compilation, publicPath);
      if (edited !== html) compilation.updateAsset('index.html', new rspack.sources.RawSource(edited));
    });
  });
}

/**
 * Preloads the brand fonts' Latin files by adding links to index.html. Found through the stylesheet, they
 * arrived after the first paint, and a heading or lead paragraph painted in the fallback face and redrawn by
 * React in Sora or Inter counted as a new, later largest paint (Lighthouse on /design: LCP 3.8 s; with both
 * fonts preloaded, 1.8 s).
 */
class FontPreloadPlugin {
  constructor(pattern) {
    this.pattern = pattern;
  }
  apply(compiler) {
    rewriteIndexHtml(compiler, 'FontPreloadPlugin', (html, compilation, publicPath) => {
      const links = compilation
        .getAssets()
        .filter((a) => this.pattern.test(a.name))
        .map((a) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${publicPath}${a.name}">`);
      return html.replace('</head>', `${links.join('')}</head>`);
    });
  }
}

const BOOT_SOURCE = fs.readFileSync(path.join(import.meta.dirname, 'boot.js'), 'utf8');

/**
 * The shell's page arrives already rendered (the edge puts the prerendered HTML in it), so nothing should
 * stand between the stylesheets and the first paint. A deferred script runs before that paint, and a page
 * that preloads a score of scripts has Chrome stream-compiling them while it should be painting; so the
 * page carries only the few bytes of `boot.js`. Once the browser reports the first contentful paint it
 * preloads the scripts the edge listed for this route (`#boot-preloads`) and adds the entry, which fetches
 * them all in parallel.
 */
class PaintFirstPlugin {
  apply(compiler) {
    rewriteIndexHtml(compiler, 'PaintFirstPlugin', (html, compilation, publicPath) => {
      const tag = html.match(/<script defer(?:="defer")? src="([^"]+)"><\/script>/);
      if (!tag) return html;
      const code = BOOT_SOURCE.replace("'__SHELL_ENTRY__'", JSON.stringify(tag[1]));
      const name = `assets/boot.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
      compilation.emitAsset(name, new rspack.sources.RawSource(code));
      return html.replace(tag[0], `<script defer src="${publicPath}${name}"></script>`);
    });
  }
}

/** Development-time ports; production serves each build from its own static server on the same ports. */
export const APP_PORTS = { shell: 3000, public: 3001, quiz: 3002, chat: 3003, admin: 3004 };

/**
 * @param {object} opts
 * @param {string} opts.dir        the app's folder (import.meta.dirname of its rspack.config.mjs)
 * @param {keyof typeof APP_PORTS} opts.name
 * @param {Record<string,string>} [opts.exposes]
 * @param {string} [opts.title]    the standalone page's title
 */
export function appConfig({ dir, name, exposes, title = 'Estúdio Criativo' }) {
  const isHost = name === 'shell';
  const prod = process.env.NODE_ENV !== 'development';
  const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(dir, 'dist');
  return {
    mode: prod ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: prod ? 'source-map' : 'cheap-module-source-map',
    target: ['web', 'es2022'],
    output: {
      path: outDir,
      publicPath: isHost ? '/' : 'auto',
      uniqueName: `studio_${name}`,
      filename: prod ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: prod ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      cssFilename: prod ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      cssChunkFilename: prod ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?|png|jpe?g|webp|avif|svg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development'),
        __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? require(path.join(dir, 'package.json')).version),
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(import.meta.dirname, 'index.html'),
        title,
        templateParameters: { title },
        minify: prod,
      }),
      ...(isHost ? [new FontPreloadPlugin(/(sora|inter)-latin-wght-normal\.[a-f0-9]+\.woff2$/), new PaintFirstPlugin()] : []),
      new ModuleFederationPlugin({
        // container names are prefixed: `public` is a reserved word in strict code
        name: isHost ? 'shell' : `studio_${name}`,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        shared: SHARED,
        // The host's manifest too: the edge reads it to preload the shared chunks every page needs.
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        ...(isHost ? { shareStrategy: 'loaded-first', remotes: {} } : {}),
      }),
    ],
    optimization: { minimize: prod },
    performance: { hints: false },
    // publicPath 'auto' is intended: a remote is served from wherever remotes.json points.
    ignoreWarnings: [/Manifest will use absolute path resolution/],
    stats: 'errors-warnings',
    devServer: {
      port: APP_PORTS[name],
      host: '127.0.0.1',
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      allowedHosts: 'all',
      // Through the edge (localhost:8080), each app's live-reload socket has its own path.
      client: { webSocketURL: isHost ? 'auto://0.0.0.0:0/ws' : `auto://0.0.0.0:0/remotes/${name}/ws`, overlay: false },
    },
  };
}
