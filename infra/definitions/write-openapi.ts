/**
 * `npm run openapi [-- <stage> [<dir>]]`: writes the OpenAPI document and its reference page into a directory
 * (default `web/dist`, the console build CloudFront serves): `openapi.json` and `api-reference/index.html`. The deploy
 * workflow also keeps `openapi.json` as the stage's build artifact for outside clients' SDK generators.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiFiles } from './openapi-files.js';

const [stage = 'dev', directory = join(import.meta.dirname, '../../web/dist')] = process.argv.slice(2);
const files = await openApiFiles(stage);
mkdirSync(join(directory, 'api-reference'), { recursive: true });
writeFileSync(join(directory, 'openapi.json'), files['/openapi.json'].body);
writeFileSync(join(directory, 'api-reference', 'index.html'), files['/api-reference'].body);
console.log(`Wrote ${join(directory, 'openapi.json')} and ${join(directory, 'api-reference/index.html')} (${stage})`);
