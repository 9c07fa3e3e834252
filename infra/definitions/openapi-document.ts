import { toJSONSchema, type ZodMiniType } from 'zod/mini';
import { privilegesOf, type AccessRule } from '../../shared/contracts/access.js';
import { NEXT_CURSOR_HEADER, type Contract } from '../../shared/contracts/contract.js';
import { allContracts } from '../../shared/contracts/index.js';
import { contractSummaries } from './contract-summaries.js';

/**
 * The OpenAPI 3.1 document of the HTTP API, generated from the route contracts (`shared/contracts/`): every path,
 * method, parameter, request body and answer schema (zod's JSON Schema output, draft 2020-12 as OpenAPI 3.1 uses),
 * and each route's access rule as `x-access`. The local gateway serves it at `/openapi.json` with a reference page
 * at `/api-reference`; `npm run openapi` writes it for a stage (the deploy workflow publishes it as an artifact).
 */

type JsonSchema = Record<string, unknown>;

/** A request or answer schema as JSON Schema; anything zod cannot express (transforms' outputs) reads as any. */
function jsonSchemaOf(schema: ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** The named properties of an object schema, with whether each is required. */
function propertiesOf(schema: JsonSchema): { name: string; schema: JsonSchema; required: boolean }[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}

/** Whether a JSON Schema is a file part as the multipart parser hands it to a route (`UploadedFilePartSchema`). */
const isFilePart = (schema: JsonSchema) => {
  const properties = schema.properties as Record<string, unknown> | undefined;
  return Boolean(properties && 'base64' in properties && 'fileName' in properties);
};

/**
 * The `multipart/form-data` form of a body that takes file parts (`functions/lib/http/multipart.ts`): those parts as
 * binary form fields; undefined for a body with none, which is JSON only.
 */
function multipartSchemaOf(body: JsonSchema): JsonSchema | undefined {
  const files = propertiesOf(body).filter((property) => isFilePart(property.schema));
  if (!files.length) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(files.map(({ name }) => [name, { type: 'string', format: 'binary' }])),
    required: files.map(({ name }) => name),
  };
}

/** The template's `{names}`, in order. */
const templateNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

/** Who may call a route, in words, for the reference page. */
export function describeAccess(rule: AccessRule): string {
  if (typeof rule === 'string') {
    return {
      public: 'Anyone, without signing in.',
      authenticated: 'Any signed-in user.',
      'platform-admin': 'Platform administrators.',
      auditor: 'Platform auditors and administrators.',
    }[rule];
  }
  if ('self' in rule) return `The user named by ${rule.self} only.`;
  if ('member' in rule) return `Members of the ${rule.member === 'current' ? 'current' : rule.member} enterprise.`;
  const where = rule.enterprise
    ? typeof rule.enterprise === 'string'
      ? `the enterprise ${rule.enterprise} names`
      : `the enterprise of the ${Object.keys(rule.enterprise)[0]} ${Object.values(rule.enterprise)[0]} names`
    : 'the current enterprise';
  return `Holders of privilege ${privilegesOf(rule).join(' or ')} in ${where}.`;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** One operation of the document. */
async function operationOf(contract: Contract, summary: string | undefined): Promise<Record<string, unknown>> {
  const schemas = await contract.schemas();
  const pathSchema = schemas.params ? jsonSchemaOf(schemas.params, 'input') : undefined;
  const pathProperties = new Map((pathSchema ? propertiesOf(pathSchema) : []).map((p) => [p.name, p.schema]));
  const parameters = [
    ...templateNames(contract.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: pathProperties.get(name) ?? { type: 'string' },
    })),
    ...(schemas.query ? propertiesOf(jsonSchemaOf(schemas.query, 'input')) : []).map((property) => ({
      name: property.name,
      in: 'query',
      required: property.required,
      schema: property.schema,
    })),
  ];
  const isPublic = contract.access === 'public';
  const body = schemas.body ? jsonSchemaOf(schemas.body, 'input') : undefined;
  const multipart = body && multipartSchemaOf(body);
  return {
    operationId: contract.name,
    ...(summary ? { summary } : {}),
    description: `Access: ${describeAccess(contract.access)}`,
    tags: [contract.path.split('/')[1]],
    security: isPublic ? [] : [{ bearer: [] }],
    'x-access': contract.access,
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: body },
              ...(multipart ? { 'multipart/form-data': { schema: multipart } } : {}),
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'The answer.',
        ...(contract.nextCursorHeader
          ? {
              headers: {
                [NEXT_CURSOR_HEADER]: {
                  description: 'The cursor of the next page (pass it as `cursor`); absent on the last page.',
                  schema: { type: 'string' },
                },
              },
            }
          : {}),
        content: { 'application/json': { schema: schemas.response ? jsonSchemaOf(schemas.response, 'output') : {} } },
      },
      '400': errorResponse('The input is invalid; `fields` names each bad field. Nothing was written.'),
      ...(isPublic ? {} : { '401': errorResponse('Not signed in, or the session ended.') }),
      ...(isPublic ? {} : { '403': errorResponse('The caller may not do this.') }),
      '404': errorResponse('No such record here.'),
      '409': errorResponse('The request conflicts with the current state.'),
    },
  };
}

/** The whole document for a stage (named in `x-stage`; the paths are the same on every stage). */
export async function openApiDocument(stage: string, contracts: readonly Contract[] = allContracts) {
  const paths: Record<string, Record<string, unknown>> = {};
  const summaries = await contractSummaries();
  for (const contract of contracts) {
    (paths[contract.path] ??= {})[contract.method.toLowerCase()] = await operationOf(
      contract,
      summaries.get(contract.name),
    );
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SIA industrial-IoT cloud platform API',
      version: '1.0.0',
      description:
        'Every call the console makes, generated from the route contracts. Unknown request fields are ignored; ' +
        'an empty query value means the parameter is not given.',
    },
    'x-stage': stage,
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (Cognito access token)' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['status', 'error', 'message'],
          properties: {
            status: { type: 'integer' },
            error: { type: 'string' },
            message: { type: 'string' },
            requestId: { type: 'string' },
            fields: {
              type: 'array',
              items: {
                type: 'object',
                required: ['field', 'message'],
                properties: { field: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
}
