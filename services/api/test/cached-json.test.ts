import { asciiJson, cachedJson } from '../src/lib/cached-json';

describe('cachedJson', () => {
  const value = { title: 'Identidade visual — Café “Aroma” & Pão', emoji: '🎨', quote: 'diz "olá"\n\\', n: 1.5, list: [null, true] };

  it('writes the same JSON in ASCII only', () => {
    const json = asciiJson(value);
    expect(json).toMatch(/^[\x20-\x7e]*$/);
    expect(json).toContain('Caf\\u00e9');
    expect(json).toContain('\\ud83c\\udfa8');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('serialises a cached object once, and its replacement anew', () => {
    const first = cachedJson(value);
    expect(cachedJson(value)).toBe(first);
    const replaced = { ...value, title: 'Outro título' };
    expect(JSON.parse(cachedJson(replaced))).toEqual(replaced);
    expect(cachedJson('texto sem objeto é ação')).toBe('"texto sem objeto \\u00e9 a\\u00e7\\u00e3o"');
  });
});
