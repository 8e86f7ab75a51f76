import { gunzipSync } from 'node:zlib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Checks the app's real answers against the OpenAPI document it serves: each answer's status
 * must be one the document lists for that operation, and its JSON body must match that status's
 * schema. createTestApp() runs every request of the integration tests through it.
 */

type Answer = { $ref?: string; content?: Record<string, { schema?: unknown }> };
interface Operation {
  responses: Record<string, Answer>;
}
type ApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { responses?: Record<string, Answer> } };

export type AnswerCheck = (method: string, url: string, response: Response) => Promise<void>;

export function contractChecker(document: ApiDocument): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document, 'api');
  const templates = Object.keys(document.paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      params: template.split('{').length,
    }))
    .sort((a, b) => a.params - b.params);

  return async (method, url, response) => {
    const path = new URL(url, 'http://localhost').pathname;
    const template = templates.find((candidate) => candidate.pattern.test(path))?.template;
    const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
    if (!template || !operation) return; // not an operation of the API: the generic 404
    const where = `${method} ${path} → ${response.status}`;
    let answer = operation.responses[String(response.status)];
    if (!answer) throw new Error(`${where}: the document lists no such answer for ${method} ${template}`);
    let answerPath = ['paths', template, method.toLowerCase(), 'responses', String(response.status)];
    if (answer.$ref) {
      const name = answer.$ref.replace('#/components/responses/', '');
      answer = document.components?.responses?.[name];
      if (!answer) throw new Error(`${where}: ${name} is not among the document's responses`);
      answerPath = ['components', 'responses', name];
    }
    if (!answer.content?.['application/json']?.schema) return;
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    const text = (response.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : Buffer.from(bytes)).toString('utf8');
    const pointer = [...answerPath, 'content', 'application/json', 'schema']
      .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
      .join('/');
    const validate = ajv.getSchema(`api#/${pointer}`);
    if (!validate) throw new Error(`${where}: no schema at ${pointer}`);
    const body: unknown = JSON.parse(text);
    if (!validate(body)) {
      throw new Error(`${where} does not match the document: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 500)}`);
    }
  };
}
