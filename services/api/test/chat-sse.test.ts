import { createSseParser, parseChatEvent, sseDelta, sseError, SSE_DONE_EVENT } from '@studio/contracts/chat';

function collect(chunks: string[], end = true): string[] {
  const out: string[] = [];
  const parser = createSseParser((d) => out.push(d));
  for (const c of chunks) parser.push(c);
  if (end) parser.end();
  return out;
}

describe('createSseParser', () => {
  it('reads several events in one chunk', () => {
    expect(collect(['data: a\n\ndata: b\n\ndata: [DONE]\n\n'])).toEqual(['a', 'b', '[DONE]']);
  });

  it('joins an event split across chunks, even inside the field name and the value', () => {
    const wire = sseDelta('Olá, tudo bem?') + SSE_DONE_EVENT;
    for (let cut = 1; cut < wire.length; cut++) {
      const out = collect([wire.slice(0, cut), wire.slice(cut)]);
      expect(out.map(parseChatEvent)).toEqual([{ type: 'delta', content: 'Olá, tudo bem?' }, { type: 'done' }]);
    }
  });

  it('survives a stream delivered one character at a time', () => {
    const wire = sseDelta('a') + sseDelta('b\nc') + SSE_DONE_EVENT;
    expect(collect([...wire]).map(parseChatEvent)).toEqual([
      { type: 'delta', content: 'a' },
      { type: 'delta', content: 'b\nc' },
      { type: 'done' },
    ]);
  });

  it('accepts CRLF and CR line ends, including a CRLF split between chunks', () => {
    expect(collect(['data: a\r\n\r\ndata: b\r\rdata: c\r\n\r\n'])).toEqual(['a', 'b', 'c']);
    expect(collect(['data: x\r', '\ndata: y\r', '\n\r', '\n'])).toEqual(['x\ny']);
  });

  it('ignores comments, keep-alives and fields other than data', () => {
    const out = collect([': keep-alive\n\n', ':\n', 'event: message\nid: 7\nretry: 1000\ndata: ok\n\n', ': ping\n\n']);
    expect(out).toEqual(['ok']);
  });

  it('joins multi-line data with a newline and drops one leading space only', () => {
    expect(collect(['data:  dois espaços\ndata:sem espaço\n\n'])).toEqual([' dois espaços\nsem espaço']);
  });

  it('holds an unfinished event until its blank line, and delivers it when the stream ends', () => {
    const out: string[] = [];
    const parser = createSseParser((d) => out.push(d));
    parser.push('data: [DONE]');
    expect(out).toEqual([]);
    parser.end();
    expect(out).toEqual(['[DONE]']);
  });
});

describe('parseChatEvent', () => {
  it('reads content pieces, done, error events and OpenAI chunks without content', () => {
    expect(parseChatEvent('{"choices":[{"delta":{"content":"oi"}}]}')).toEqual({ type: 'delta', content: 'oi' });
    expect(parseChatEvent('{"choices":[{"delta":{"role":"assistant"},"finish_reason":null}]}')).toEqual({ type: 'delta', content: '' });
    expect(parseChatEvent(' [DONE] ')).toEqual({ type: 'done' });
    expect(parseChatEvent(sseError('Falhou').slice(6, -2))).toEqual({ type: 'error', error: 'Falhou' });
    expect(parseChatEvent('{"error":{"message":"upstream"}}')).toEqual({ type: 'error', error: 'upstream' });
  });

  it('marks what it cannot read as invalid instead of throwing', () => {
    expect(parseChatEvent('{"choices":')).toEqual({ type: 'invalid', raw: '{"choices":' });
    expect(parseChatEvent('42')).toEqual({ type: 'invalid', raw: '42' });
    expect(parseChatEvent('{"other":1}')).toEqual({ type: 'invalid', raw: '{"other":1}' });
  });
});
