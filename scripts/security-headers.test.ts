import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../packages/platform/src/config/runtimeConfig.ts';
import { nginxIncludes } from './security-headers.mjs';

describe('the nginx example (docs/deploy) is what the script makes', () => {
  const source = 'docs/deploy/config.example.json';
  const config = parseRuntimeConfig(JSON.parse(readFileSync(source, 'utf8')), source);

  it.each(Object.entries(nginxIncludes(config, source)))('%s is current', (name, text) => {
    expect(readFileSync(`docs/deploy/nginx/${name}`, 'utf8')).toBe(text);
  });

  it('the page location replaces the placeholder with the nonce of its header', () => {
    const conf = readFileSync('docs/deploy/nginx.conf', 'utf8');
    expect(conf).toContain('sub_filter "PORTAL_CSP_NONCE" $request_id;');
    expect(nginxIncludes(config, source)['content-security-policy.conf']).toContain("'nonce-$request_id'");
  });
});
