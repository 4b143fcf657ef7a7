import http from 'node:http';
import { createSseParser, parseChatEvent, type ChatStreamEvent } from '@studio/contracts/chat';

export interface TimedEvent {
  at: number;
  event: ChatStreamEvent;
}

export interface SseResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** raw body text */
  text: string;
  events: TimedEvent[];
  startedAt: number;
}

/** POSTs a chat body over a real connection and records each event with the time it arrived. */
export function postChat(baseUrl: string, body: unknown, path = '/api/chat-agent'): Promise<SseResult> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const payload = JSON.stringify(body);
    const req = http.request(
      `${baseUrl}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        const events: TimedEvent[] = [];
        let text = '';
        const parser = createSseParser((data) => events.push({ at: performance.now(), event: parseChatEvent(data) }));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          parser.push(chunk);
        });
        res.on('end', () => {
          parser.end();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, events, startedAt });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Text of all content pieces, in arrival order. */
export function contentOf(events: TimedEvent[]): string {
  return events.map(({ event }) => (event.type === 'delta' ? event.content : '')).join('');
}
