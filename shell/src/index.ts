// Fonts and tokens belong to the entry chunk: linked from index.html, they style the prerendered page before any script runs.
import '@fontsource-variable/sora/wght.css';
import '@fontsource-variable/inter/wght.css';
import '@studio/platform/tokens.css';
import './shell.css';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotesManifest } from './remotes';

// The remotes' addresses are read at run time, so a remote can be released or rolled back by editing
// remotes.json, without rebuilding the shell. The async boundary lets shared singletons negotiate first.
loadRemotesManifest()
  .then((remotes) => registerRemotes(remotes))
  .catch((err: unknown) => console.error('[shell] remotes.json indisponível', err))
  .finally(() => import('./bootstrap'));
