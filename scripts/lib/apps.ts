import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export const APP_PORTS = { shell: 3000, public: 3001, quiz: 3002, chat: 3003, admin: 3004 } as const;
export type AppName = keyof typeof APP_PORTS;
export const REMOTE_NAMES = ['public', 'quiz', 'chat', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const APP_DIRS: Record<AppName, string> = {
  shell: path.join(ROOT, 'shell'),
  public: path.join(ROOT, 'remote-public'),
  quiz: path.join(ROOT, 'remote-quiz'),
  chat: path.join(ROOT, 'remote-chat'),
  admin: path.join(ROOT, 'remote-admin'),
};

export const API_PORT = 4000;
export const DB_PORT = 27018;
export const EDGE_PORT = 8080;
