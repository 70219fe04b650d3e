import {
  type MediaType,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type SchemaObject,
  securitySchemeOfKey,
} from '../../infra/openapi.ts';
import { escapeHtml } from '../../lib/html.ts';

/** Escapes text, then shows `backticked` spans as code, as the descriptions are written. */
const prose = (value: unknown): string => escapeHtml(value).replace(/`([^`]+)`/g, '<code>$1</code>');

const refName = (ref: string) => ref.split('/').pop() ?? ref;

const typeLabel = (schema: SchemaObject): string => {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeLabel).join(' | ');
  if (schema.type === 'array' && schema.items) return `${typeLabel(schema.items)}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
};

const constraints = (schema: SchemaObject): string => {
  const parts: string[] = [];
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) parts.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) parts.push(`max length ${schema.maxLength}`);
  if (schema.pattern) parts.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  const example = schema.example ?? schema.examples?.[0];
  if (example !== undefined) parts.push(`e.g. ${JSON.stringify(example)}`);
  return parts.join(', ');
};

/** Nested field list of an object schema; $refs link to their component section. */
const renderFields = (schema: SchemaObject | undefined, depth = 0): string => {
  if (!schema || depth > 6) return '';
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  if (target.$ref)
    return `<p class="ref">See <a href="#schema-${escapeHtml(refName(target.$ref))}">${escapeHtml(refName(target.$ref))}</a></p>`;
  if (!target.properties) return '';
  const required = new Set(target.required ?? []);
  const rows = Object.entries(target.properties).map(([name, field]) => {
    const note = [field.description, constraints(field)].filter(Boolean).join(' · ');
    return `<li><code>${escapeHtml(name)}</code> <span class="type">${escapeHtml(typeLabel(field))}</span>${
      required.has(name) ? ' <span class="req">required</span>' : ''
    }${note ? `<div class="note">${escapeHtml(note)}</div>` : ''}${renderFields(field, depth + 1)}</li>`;
  });
  return `<ul class="fields">${rows.join('')}</ul>`;
};

const renderParameters = (parameters: Parameter[] | undefined) => {
  if (!parameters?.length) return '';
  const rows = parameters.map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${escapeHtml(
        p.schema ? typeLabel(p.schema) : '',
      )}</td><td>${p.required ? 'yes' : ''}</td><td>${escapeHtml(
        [p.description ?? p.schema?.description, p.schema ? constraints(p.schema) : ''].filter(Boolean).join(' · '),
      )}</td></tr>`,
  );
  return `<h4>Parameters</h4><table><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th><th>Notes</th></tr>${rows.join('')}</table>`;
};

const jsonContent = (content: Record<string, MediaType> | undefined) =>
  content?.['application/json'] ?? Object.values(content ?? {})[0];

const renderOperation = (method: string, path: string, op: Operation) => {
  const anchor = op.operationId ?? `${method}-${path}`;
  const body = jsonContent(op.requestBody?.content);
  const responses = Object.entries(op.responses ?? {}).map(([status, response]) => {
    const schema = jsonContent(response.content)?.schema;
    return `<details><summary><span class="status">${escapeHtml(status)}</span> ${escapeHtml(
      response.description ?? '',
    )}</summary>${renderFields(schema)}</details>`;
  });
  const isPublic = Array.isArray(op.security) && op.security.length === 0;
  // Merchant API routes that take keys say which; the rest need a session (or nothing, when public).
  const schemes = new Set((op.security ?? []).flatMap((requirement) => Object.keys(requirement)));
  const keyBadges = [
    schemes.has(securitySchemeOfKey.secret) ? ' <span class="badge">secret key</span>' : '',
    schemes.has(securitySchemeOfKey.publishable) ? ' <span class="badge">publishable key</span>' : '',
  ].join('');
  return `<section class="op" id="${escapeHtml(anchor)}">
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary ?? '')}${isPublic ? ' <span class="badge">no sign-in</span>' : ''}${keyBadges}</p>
${op.description ? `<p>${prose(op.description)}</p>` : ''}
${renderParameters(op.parameters)}
${body?.schema ? `<h4>Request body</h4>${renderFields(body.schema)}` : ''}
<h4>Responses</h4>${responses.join('')}
</section>`;
};

/** The API reference at /docs, rendered on the server from the live OpenAPI document: no scripts at all. */
export const renderDocsPage = (doc: OpenApiDocument, basePath: string): string => {
  const operations = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const tags = doc.tags ?? [];
  const groups = tags.map((tag) => {
    const ops = operations.filter(({ op }) => op.tags?.includes(tag.name));
    return `<h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description ?? '')}</p>${ops
      .map(({ method, path, op }) => renderOperation(method, path, op))
      .join('')}`;
  });
  const schemas = Object.entries(doc.components?.schemas ?? {}).map(
    ([name, schema]) =>
      `<section class="op" id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3><p>${escapeHtml(
        schema.description ?? '',
      )}</p>${renderFields(schema)}</section>`,
  );
  const nav = tags.map((tag) => `<li><a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a></li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title><link rel="stylesheet" href="${escapeHtml(basePath)}docs/docs.css"></head>
<body><nav><h1>${escapeHtml(doc.info.title)}</h1><p class="version">v${escapeHtml(doc.info.version)}</p><ul>${nav}<li><a href="#schemas">schemas</a></li></ul>
<p><a href="${escapeHtml(basePath)}docs/webhooks">Webhooks: verifying deliveries</a></p>
<p><a href="${escapeHtml(basePath)}api/openapi.json">OpenAPI 3.1 document</a></p></nav>
<main><p>${prose(doc.info.description ?? '')}</p>${groups.join('')}<h2 id="schemas">schemas</h2>${schemas.join('')}</main></body></html>`;
};

export const docsStylesheet = `
body{margin:0;display:flex;font:14px/1.55 -apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans CJK SC",sans-serif;color:#1f1f1f}
nav{position:sticky;top:0;height:100vh;overflow:auto;width:240px;flex:none;padding:16px 20px;background:#f5f7fa;border-right:1px solid #e5e7eb;box-sizing:border-box}
nav h1{font-size:18px;margin:0;color:#1677ff}nav ul{padding-left:16px}nav a{color:#1f1f1f}.version{color:#888;margin:0}
main{padding:24px 40px;max-width:980px}h2{border-bottom:1px solid #e5e7eb;padding-bottom:4px;margin-top:40px;text-transform:capitalize}
.op{border:1px solid #e5e7eb;border-radius:8px;padding:4px 16px 12px;margin:16px 0}
.method{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px;background:#8c8c8c}
.method.get{background:#1677ff}.method.post{background:#52c41a}.method.put{background:#fa8c16}.method.delete{background:#ff4d4f}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #e5e7eb;padding:4px 8px;text-align:left;vertical-align:top}
.fields{list-style:none;padding-left:16px;border-left:2px solid #f0f0f0}.type{color:#722ed1}.req{color:#cf1322;font-size:12px}
.note{color:#595959}.status{font-weight:600}.badge{background:#e6f4ff;color:#1677ff;border-radius:4px;padding:0 6px;font-size:12px}
code{font-family:ui-monospace,Menlo,Consolas,monospace}summary{cursor:pointer}
pre{background:#f5f7fa;border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;overflow:auto}
`;
