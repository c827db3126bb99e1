// `npm run openapi`: writes docs/api/openapi.json, the OpenAPI 3.1 document of the API the portal
// speaks, from the contracts in packages/platform/src/contracts (ARCHITECTURE.md "The API
// contract"). `npm test` checks that the committed document is current and lints it.
import { readFileSync, writeFileSync } from 'node:fs';
import { openApiDocument } from '@portal/platform/openapi';

const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
const text = `${JSON.stringify(openApiDocument(version), null, 2)}\n`;
writeFileSync('docs/api/openapi.json', text);
console.log(`docs/api/openapi.json: ${Object.keys(openApiDocument(version).paths).length} paths written`);
