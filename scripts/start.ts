// `npm start`: builds what is missing, then runs the whole site at http://localhost:8080 until Ctrl-C.
import path from 'node:path';
import { ROOT } from './lib/apps';
import { DEFAULT_PORTS, ensureBuilt, startStack } from './lib/stack';

ensureBuilt();
const stack = await startStack({ ports: DEFAULT_PORTS, dataDir: path.join(ROOT, '.data') });
const p = stack.ports;
console.log(`
  Estúdio Criativo no ar

  site (edge)        ${stack.url}
  api                http://127.0.0.1:${p.api}   (docs: ${stack.url}/api/docs)
  banco de dados     ${stack.mongodbUri}${process.env.MONGODB_URI ? '' : '   (FerretDB embutido, dados em .data/db)'}
  shell              http://127.0.0.1:${p.apps.shell}
  remote public      http://127.0.0.1:${p.apps.public}
  remote quiz        http://127.0.0.1:${p.apps.quiz}
  remote chat        http://127.0.0.1:${p.apps.chat}
  remote admin       http://127.0.0.1:${p.apps.admin}
  e-mails            ${process.env.SMTP_URL ? process.env.SMTP_URL.replace(/\/\/[^@]*@/, '//***@') : 'arquivos .eml em .data/mail'}

  Ctrl-C encerra tudo.
`);
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nEncerrando...');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
