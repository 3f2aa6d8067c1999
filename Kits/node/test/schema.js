'use strict';
// docs/protocol.schema.json, checked on the lines the kit writes: a validator of the part of
// JSON Schema 2020-12 the protocol's schema uses (type, enum, const, required, properties,
// items, oneOf, $ref to #/$defs/…, minLength, minimum), so the kit's tests need no package.

const fs = require('node:fs');
const path = require('node:path');

const SCHEMA_PATH = path.join(__dirname, '..', '..', '..', 'docs', 'protocol.schema.json');
/** The kinds of line an implementation writes (the schema's oneOf holds both sides'). */
const IMPLEMENTATION_DEFS = ['implementationHello', 'ready', 'unsupported', 'calls', 'error', 'log'];
const KNOWN = new Set(['$schema', '$id', 'title', 'description', '$defs', 'type', 'enum', 'const', 'required', 'properties',
  'items', 'oneOf', '$ref', 'minLength', 'minimum']);

/** @returns {object} the protocol's schema. */
function loadSchema() { return JSON.parse(fs.readFileSync(SCHEMA_PATH, 'utf8')); }

function typeOk(value, name) {
  switch (name) {
    case 'object': return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array': return Array.isArray(value);
    case 'string': return typeof value === 'string';
    case 'integer': return Number.isInteger(value);
    case 'number': return typeof value === 'number' && Number.isFinite(value);
    case 'boolean': return typeof value === 'boolean';
    case 'null': return value === null;
    default: throw new Error(`the schema uses a type this checker does not know: ${name}`);
  }
}

/** Every way value breaks schema (a subschema of root), as readable strings. */
function errors(value, schema, root, at = '$') {
  const found = [];
  const unknown = Object.keys(schema).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) throw new Error(`the schema uses keywords this checker does not know: ${unknown}`);
  if (schema.$ref !== undefined) {
    if (!schema.$ref.startsWith('#/$defs/')) throw new Error(`only #/$defs/ references are known: ${schema.$ref}`);
    found.push(...errors(value, root.$defs[schema.$ref.slice('#/$defs/'.length)], root, at));
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((name) => typeOk(value, name))) return [...found, `${at}: ${JSON.stringify(value)} is not of type ${types.join('/')}`];
  }
  if ('const' in schema && value !== schema.const) found.push(`${at}: ${JSON.stringify(value)} is not ${JSON.stringify(schema.const)}`);
  if (schema.enum !== undefined && !schema.enum.includes(value)) found.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if (typeof value === 'string' && schema.minLength !== undefined && [...value].length < schema.minLength) {
    found.push(`${at}: ${JSON.stringify(value)} is shorter than ${schema.minLength}`);
  }
  if (typeof value === 'number' && schema.minimum !== undefined && value < schema.minimum) found.push(`${at}: ${value} is below ${schema.minimum}`);
  if (typeOk(value, 'object')) {
    for (const key of schema.required || []) if (!(key in value)) found.push(`${at}: ${key} is required`);
    for (const [key, subschema] of Object.entries(schema.properties || {})) {
      if (key in value) found.push(...errors(value[key], subschema, root, `${at}.${key}`));
    }
  }
  if (Array.isArray(value) && schema.items !== undefined) value.forEach((item, index) => found.push(...errors(item, schema.items, root, `${at}[${index}]`)));
  if (schema.oneOf !== undefined) {
    const matches = schema.oneOf.filter((each) => errors(value, each, root, at).length === 0).length;
    if (matches !== 1) found.push(`${at}: matches ${matches} of the schema's alternatives, not exactly one`);
  }
  return found;
}

/**
 * The problems of one line the implementation wrote: against the whole schema (exactly one
 * alternative) and against the implementation's side of it. Empty when it is valid.
 */
function checkLine(message, schema = loadSchema()) {
  const found = errors(message, schema, schema);
  if (!IMPLEMENTATION_DEFS.some((name) => errors(message, schema.$defs[name], schema).length === 0)) {
    found.push('$: not a message an implementation writes');
  }
  return found;
}

module.exports = { checkLine, errors, loadSchema };
