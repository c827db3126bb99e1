import { describe, expect, it } from 'vitest';
import { placeholderOrigins } from './placeholderHosts.mjs';

describe('placeholderOrigins: destinations that point nowhere, in the production bundle', () => {
  it.each<[string, string, string[]]>([
    ['a help centre on example.cl', 'href:"https://ayuda.example.cl"', ['https://ayuda.example.cl']],
    ['example.com', 'fetch("https://api.example.com/x")', ['https://api.example.com']],
    ['localhost with a port', '"http://localhost:4000/login"', ['http://localhost:4000']],
    ['a .test host', '"https://portal.test/api"', ['https://portal.test']],
    ['an .invalid host not used to parse', '"https://help.invalid"', ['https://help.invalid']],
    [
      'the parsing bases',
      'new URL(e,`http://relative.invalid`);m=`https://portal.invalid`;r=`http://localhost`',
      [],
    ],
    ['a real host', '"https://www.cmfchile.cl"', []],
    ['a method named test', 'if(e.test(t))return', []],
    ['examples as text, not URLs', 'c•••@example.cl', []],
  ])('%s', (_case, text, origins) => {
    expect(placeholderOrigins(text)).toEqual(origins);
  });
});
