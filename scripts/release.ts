// Releases one remote without touching the shell or the other remotes:
//   npm run release -- <public|quiz|chat|admin> [version]   build into .data/releases/<name>/<version>/ and switch to it
//   npm run release -- <name> --use <version>               point remotes.json at an existing release (roll back/forward)
//   npm run release -- <name> --default                     back to the remote's own server (/remotes/<name>/)
//   npm run release -- --list                               what each remote points at, and the releases kept
// The edge reads remotes.json on every request and serves it with no-cache, so the next page load uses the change.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { APP_DIRS, REMOTE_NAMES, ROOT, type RemoteName } from './lib/apps';
import { writeRemotesFile } from './lib/stack';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    use: { type: 'string' },
    default: { type: 'boolean' },
    list: { type: 'boolean' },
    'data-dir': { type: 'string' },
  },
});
const dataDir = path.resolve(values['data-dir'] ?? path.join(ROOT, '.data'));
const remotesFile = path.join(dataDir, 'remotes.json');
const releasesDir = path.join(dataDir, 'releases');
if (!fs.existsSync(remotesFile)) writeRemotesFile(remotesFile);
const manifest = JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as Record<string, string>;

if (values.list) {
  for (const name of REMOTE_NAMES) {
    const kept = fs.existsSync(path.join(releasesDir, name)) ? fs.readdirSync(path.join(releasesDir, name)).sort() : [];
    console.log(`${name.padEnd(7)} → ${manifest[name]}   releases: ${kept.join(', ') || '(nenhum)'}`);
  }
  process.exit(0);
}

const name = positionals[0] as RemoteName;
if (!REMOTE_NAMES.includes(name)) {
  console.error(`uso: npm run release -- <${REMOTE_NAMES.join('|')}> [versão] | --use <versão> | --default | --list`);
  process.exit(2);
}

let target: string;
if (values.default) {
  target = `/remotes/${name}/mf-manifest.json`;
} else if (values.use) {
  const dir = path.join(releasesDir, name, values.use);
  if (!fs.existsSync(path.join(dir, 'mf-manifest.json'))) {
    console.error(`não existe o release ${name}@${values.use} em ${dir}`);
    process.exit(1);
  }
  target = `/releases/${name}/${values.use}/mf-manifest.json`;
} else {
  const version = positionals[1] ?? new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  if (!/^[\w.-]+$/.test(version)) {
    console.error('a versão só pode ter letras, números, ponto, hífen e sublinhado');
    process.exit(2);
  }
  const out = path.join(releasesDir, name, version);
  console.log(`compilando ${name}@${version} em ${out}...`);
  execFileSync('npm', ['run', 'build', '--silent'], {
    cwd: APP_DIRS[name],
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', OUT_DIR: out, MF_BUILD_VERSION: version, APP_VERSION: version },
  });
  target = `/releases/${name}/${version}/mf-manifest.json`;
}

const previous = manifest[name];
manifest[name] = target;
// Write then rename: the edge never reads a half-written file.
fs.writeFileSync(`${remotesFile}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
fs.renameSync(`${remotesFile}.tmp`, remotesFile);
console.log(`${name}: ${previous} → ${target}`);
