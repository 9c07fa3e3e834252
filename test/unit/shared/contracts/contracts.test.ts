import { describe, expect, it } from 'vitest';
import { routeKeyOf } from '../../../../shared/contracts/access.js';
import { allContracts } from '../../../../shared/contracts/index.js';
import { openApiDocument } from '../../../../infra/definitions/openapi-document.js';
import { referencePage } from '../../../../infra/definitions/openapi-reference-page.js';
import { functionCatalogue, routeKeyServes as serves } from '../../../../infra/definitions/function-catalogue.js';

describe('the route contracts', () => {
  it('name each route once: unique names (operationIds) and unique method and path', () => {
    const names = allContracts.map((contract) => contract.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    const keys = allContracts.map(routeKeyOf);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('each reach exactly one HTTP function of the catalogue', () => {
    const http = functionCatalogue.filter((definition) => definition.kind === 'http');
    const unserved = allContracts.filter(
      (contract) =>
        http.filter((definition) =>
          [...definition.routes, ...definition.publicRoutes].some((key) => serves(key, contract.method, contract.path)),
        ).length === 0,
    );
    expect(unserved.map(routeKeyOf)).toEqual([]);
  });

  it('load their schemas, and name in a params schema exactly the parameters of the path', async () => {
    for (const contract of allContracts) {
      const schemas = await contract.schemas();
      const names = [...contract.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      if (schemas.params) {
        const shape = (schemas.params as unknown as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def
          .shape;
        expect({ key: routeKeyOf(contract), params: Object.keys(shape ?? {}).sort() }).toEqual({
          key: routeKeyOf(contract),
          params: names,
        });
      }
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes every contract once, with its path parameters, access and schemas', async () => {
    const document = await openApiDocument('test');
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation: operation as any })),
    );
    expect(operations).toHaveLength(allContracts.length);
    for (const contract of allContracts) {
      const operation = document.paths[contract.path]?.[contract.method.toLowerCase()] as any;
      expect(operation?.operationId).toBe(contract.name);
      // The summary is the TSDoc comment above the contract's entry: every route has one.
      expect(operation.summary, contract.name).toMatch(/\S/);
      expect(operation['x-access']).toEqual(contract.access);
      expect(operation.security).toEqual(contract.access === 'public' ? [] : [{ bearer: [] }]);
      const pathParameters = (operation.parameters ?? []).filter((p: { in: string }) => p.in === 'path');
      expect(pathParameters.map((p: { name: string }) => p.name)).toEqual(
        [...contract.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
      );
      const schemas = await contract.schemas();
      expect(Boolean(operation.requestBody)).toBe(Boolean(schemas.body));
    }
  });

  it('has a reference page listing every operation', async () => {
    const page = referencePage(await openApiDocument('test'));
    for (const contract of allContracts) expect(page).toContain(`<code>${contract.name}</code>`);
    expect(page).toContain('href="/openapi.json"');
  });
});
