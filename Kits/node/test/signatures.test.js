'use strict';
// The kit's stand-ins against the published APIs they stand in for (Kits/reference/android).
//
// The Node kit offers Android's and the Adobe SDK's calls under their Java names
// (PendingIntent.getActivity(requestCode, intent, flags)), without the Context argument the kit
// supplies itself. Which kit class or object stands in for which published class, and which member
// for which published member, is the committed table Kits/node/published-api.json. This test reads
// the vendors' descriptions (Android's signature format 2.0, Kits/reference/README.md, as the Java
// kit parses them into Kits/reference/android.json) and fails when a member the table maps has
// another name than the published one, other parameters (number, order) than the published member
// less the declared omissions, or is static where the published member is an instance member (or
// the reverse); when a mapped published member does not exist; and when an own member of a
// stand-in is neither mapped nor declared kit-own with a reason. It writes the coverage table of
// Kits/node/README.md (TRACKCHECK_UPDATE_README=1 rewrites it).
//
//   node --test Kits/node/test/

const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const test = require('node:test');
const kit = require('..');

const KIT = path.join(__dirname, '..');
const REFERENCE = path.join(KIT, '..', 'reference', 'android.json');
const TABLE = path.join(KIT, 'published-api.json');
const README = path.join(KIT, 'README.md');

// --- the published descriptions: Kits/reference/android, as the Java kit parses them --------------

/** A member as a reader recognizes it: getActivity(android.content.Context, int, …), a field by its name. */
function display(member) {
  if (member.kind === 'field') return member.name;
  const name = member.kind === 'ctor' ? member.owner.slice(member.owner.lastIndexOf('.') + 1) : member.name;
  return `${name}(${member.params.join(', ')})`;
}

const ANNOTATION = /@[\w.]+(\((?:[^()"]|"(?:[^"\\]|\\.)*"|\([^()]*\))*\))?\s*/y;

/** text without its annotations (@NonNull, @RequiresPermission(value=…)), quoted text left alone. */
function stripAnnotations(text) {
  let out = '';
  let quoted = false;
  for (let i = 0; i < text.length;) {
    const c = text[i];
    if (c === '"' && (i === 0 || text[i - 1] !== '\\')) quoted = !quoted;
    if (!quoted && c === '@' && /[A-Za-z_]/.test(text[i + 1] || '') && !text.startsWith('@interface', i)) {
      ANNOTATION.lastIndex = i;
      if (ANNOTATION.exec(text)) { i = ANNOTATION.lastIndex; continue; }
    }
    out += c;
    i += 1;
  }
  return out.trim();
}

/** text split at separator outside <…>, (…) and quotes; blank parts dropped. */
function splitTopLevel(text, separator) {
  const parts = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' && (i === 0 || text[i - 1] !== '\\')) quoted = !quoted;
    if (!quoted) {
      if (c === '<' || c === '(') depth += 1;
      else if (c === '>' || c === ')') depth -= 1;
      else if (c === separator && depth === 0) { parts.push(current); current = ''; continue; }
    }
    current += c;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * A type as both sides write it once normalized: no annotations, no Kotlin nullness (`?`, `!`), no
 * java.lang. package (metalava leaves it out), nested classes joined by dots, no spaces around `,<>`.
 */
function normalize(type) {
  return stripAnnotations(type).replace(/\$/g, '.')
    .replace(/(?<=[\w>\]])[?!]/g, '')
    .replace(/\bjava\.lang\.(?=[A-Z])/g, '')
    .replace(/\s*,\s*/g, ',').replace(/\s*<\s*/g, '<').replace(/\s*>/g, '>')
    .replace(/\s+(extends|super)\s+/g, ' $1 ')
    .replace(/\? extends Object(?=[,>])/g, '?') // Class<? extends Object> is Class<?> (JLS 4.5.1)
    .trim();
}

/**
 * Kits/reference/android.json: Kits/reference/android/*.txt as the Java kit's ApiFile parses Android's signature
 * format 2.0 (its SignatureTest keeps the file current), each member [kind, name, parameters, static].
 */
function readReference(file) {
  const { classes } = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (classes.length === 0) throw new Error(`no class in ${file}`);
  return new Map(classes.map((c) => [c.name, {
    name: c.name, kind: c.kind, supertypes: c.supertypes, extract: c.extract, source: c.source,
    members: c.members.map(([kind, name, params, isStatic]) => ({ owner: c.name, kind, name, params, isStatic })),
  }]));
}

/** The published members named name of a class and of its published supertypes. */
function lookup(api, className, name, kind) {
  const found = [];
  const seen = new Set();
  const queue = [className];
  while (queue.length > 0) {
    const current = queue.shift();
    if (seen.has(current) || !api.has(current)) continue;
    seen.add(current);
    found.push(...api.get(current).members.filter((m) => m.kind === kind && m.name === name));
    if (kind !== 'ctor') queue.push(...api.get(current).supertypes.map((t) => t.split('<')[0]));
  }
  return found;
}

// --- the table's mappings ---------------------------------------------------------------------------

const KIT_NAME = /^(?:\{\}|\*{0,2}[A-Za-z_$][\w$]*(?:\|[A-Za-z_$][\w$]*)*)$/;

/**
 * A published member as the table writes it, each parameter with the kit's parameter for it:
 * getActivity(android.content.Context, int requestCode, android.content.Intent intent, int flags).
 * params undefined: a field.
 */
function parseMapping(text) {
  const match = /^\s*([\w.]+)\s*(?:\((.*)\))?\s*$/.exec(text);
  if (!match) throw new Error(`not a member: ${text}`);
  if (match[2] === undefined) return { name: match[1], params: undefined };
  const params = splitTopLevel(match[2], ',').map((part) => {
    const tokens = splitTopLevel(part, ' ');
    if (tokens.length >= 2 && tokens[0] !== '?' && !['extends', 'super'].includes(tokens[tokens.length - 2])
      && KIT_NAME.test(tokens[tokens.length - 1])) {
      return { type: normalize(tokens.slice(0, -1).join(' ')), kit: tokens[tokens.length - 1] };
    }
    return { type: normalize(part), kit: undefined };
  });
  return { name: match[1], params };
}

const publishedOf = (mapping) => (mapping.params === undefined ? mapping.name : `${mapping.name}(${mapping.params.map((p) => p.type).join(', ')})`);

/** The kit's name for a published member: the Java name; a constructor is the class's constructor. */
const conventional = (member) => (member.kind === 'ctor' ? 'constructor' : member.name);

// --- the kit's side ----------------------------------------------------------------------------------

const isClass = (value) => typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));
const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)
  && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** Source text with its comments gone and its strings' contents blanked, so that brackets and names can be read. */
function blanked(source) {
  let out = '';
  for (let i = 0; i < source.length;) {
    const c = source[i];
    if (c === '/' && source[i + 1] === '/') { while (i < source.length && source[i] !== '\n') i += 1; continue; }
    if (c === '/' && source[i + 1] === '*') { const end = source.indexOf('*/', i + 2); i = end < 0 ? source.length : end + 2; continue; }
    if (c === '"' || c === "'" || c === '`') {
      out += c;
      i += 1;
      while (i < source.length && source[i] !== c) { if (source[i] === '\\') i += 1; out += ' '; i += 1; }
      out += c;
      i += 1;
      continue;
    }
    out += c;
    i += 1;
  }
  return out;
}

/** The index of the bracket closing the one at `open`. */
function closingOf(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i += 1) {
    if ('([{'.includes(code[i])) depth += 1;
    else if (')]}'.includes(code[i])) { depth -= 1; if (depth === 0) return i; }
  }
  return code.length;
}

function splitCommas(code) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const c of code) {
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth -= 1;
    if (c === ',' && depth === 0) { parts.push(current); current = ''; } else current += c;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The fields code assigns: this.x = …, and Object.assign(this, {x, y: …}). */
function assignedFields(source) {
  const code = blanked(source);
  const names = new Set();
  for (const match of code.matchAll(/\bthis\.([A-Za-z_$][\w$]*)\s*=(?![=>])/g)) names.add(match[1]);
  for (const match of code.matchAll(/Object\.assign\(\s*this\s*,\s*\{/g)) {
    const open = match.index + match[0].length - 1;
    for (const part of splitCommas(code.slice(open + 1, closingOf(code, open)))) {
      const key = /^([A-Za-z_$][\w$]*)\s*(?::|$)/.exec(part);
      if (key) names.add(key[1]);
    }
  }
  return names;
}

/**
 * The own members of a stand-in. A class's: its static ones (own properties of the class), its
 * prototype's and the fields its code assigns (instance members). An object's: its own properties and
 * its prototypes' (Object's aside), all reached on the object: static for a namespace, either way for a
 * singleton (the object is its own only instance).
 */
function kitMembers(standIn, kind) {
  const members = new Map();
  const staticOf = (value) => (kind === 'singleton' ? null : kind === 'namespace' ? true : value);
  const add = (name, descriptor, isStatic) => {
    if (members.has(name)) return;
    if (descriptor && 'value' in descriptor) {
      const value = descriptor.value;
      const callable = typeof value === 'function' && !isClass(value);
      members.set(name, { name, value, callable, isStatic: staticOf(isStatic), nested: isClass(value) || isPlainObject(value) });
    } else {
      members.set(name, { name, value: undefined, callable: false, isStatic: staticOf(isStatic), nested: false });
    }
  };
  if (isClass(standIn)) {
    for (const name of Object.getOwnPropertyNames(standIn)) {
      if (!['length', 'name', 'prototype'].includes(name)) add(name, Object.getOwnPropertyDescriptor(standIn, name), true);
    }
    for (const name of Object.getOwnPropertyNames(standIn.prototype)) {
      if (name !== 'constructor') add(name, Object.getOwnPropertyDescriptor(standIn.prototype, name), false);
    }
    for (const name of assignedFields(Function.prototype.toString.call(standIn))) add(name, undefined, false);
    return members;
  }
  for (let object = standIn; object && object !== Object.prototype; object = Object.getPrototypeOf(object)) {
    for (const name of Object.getOwnPropertyNames(object)) {
      if (object === standIn || name !== 'constructor') add(name, Object.getOwnPropertyDescriptor(object, name), true);
    }
  }
  const made = Object.getPrototypeOf(standIn) && Object.getPrototypeOf(standIn).constructor;
  const sources = [...members.values()].filter((m) => m.callable).map((m) => Function.prototype.toString.call(m.value));
  if (isClass(made)) sources.push(Function.prototype.toString.call(made));
  for (const source of sources) for (const name of assignedFields(source)) add(name, undefined, true);
  return members;
}

/**
 * A kit function's parameters as [name, has a default]: `*rest` for a rest parameter, `{}` for a
 * destructured one; a class's are its constructor's. Any JavaScript parameter may be left out.
 */
function kitParameters(fn) {
  const code = blanked(Function.prototype.toString.call(fn));
  let open;
  if (isClass(fn)) {
    const match = /(?<![.\w$])constructor\s*\(/.exec(code);
    if (!match) return [];
    open = match.index + match[0].length - 1;
  } else {
    open = code.indexOf('(');
    const arrow = /^\s*(?:async\s+)?([A-Za-z_$][\w$]*)\s*=>/.exec(code);
    if (arrow && (open < 0 || arrow[0].length <= open)) return [[arrow[1], true]];
  }
  return splitCommas(code.slice(open + 1, closingOf(code, open))).map((text) => {
    if (text.startsWith('...')) return [`*${text.slice(3).trim()}`, true];
    if (text.startsWith('{') || text.startsWith('[')) return ['{}', true];
    return [text.split('=')[0].trim(), true];
  });
}

// --- the check ------------------------------------------------------------------------------------------

/** An entry's published members, its reason (why) and the kit's extra parameters. */
function mappingsOf(entry) {
  if (typeof entry === 'string') return { texts: [entry], why: undefined, extra: [] };
  if (Array.isArray(entry)) return { texts: [...entry], why: undefined, extra: [] };
  const published = typeof entry.published === 'string' ? [entry.published] : [...entry.published];
  return { texts: published, why: entry.why, extra: [...(entry.extra || [])] };
}

/**
 * One stand-in against the published class the table says it stands in for: { problems, covered },
 * covered the published members it has as [published class, member as display writes it].
 */
function check(name, standIn, entry, api, supplied, nested = {}) {
  const problems = [];
  const covered = [];
  const publishedName = entry.published;
  const kind = entry.kind || (isClass(standIn) ? 'class' : 'namespace');
  const published = api.get(publishedName);
  if (!published) return { problems: [`${name} stands in for ${publishedName}, which Kits/reference/android does not describe`], covered };
  const members = kitMembers(standIn, kind);
  const mapped = { ...(entry.members || {}) };
  for (const field of entry.fields || []) mapped[field] = field;
  const kitOwn = entry.kitOwn || {};

  for (const [kitName, memberEntry] of Object.entries(mapped)) {
    const where = `${name}.${kitName}`;
    let member = members.get(kitName);
    if (!member && kitName === 'constructor' && isClass(standIn)) member = { name: kitName, value: standIn, callable: true, isStatic: null };
    if (!member) { problems.push(`${where} is in the table, but the kit has no member ${kitName} of its own`); continue; }
    const { texts, why, extra } = mappingsOf(memberEntry);
    // The kit's parameters the entry's overloads pair with published ones: a shorter overload leaves them out.
    const overloaded = new Set(texts.flatMap((text) => (parseMapping(text).params || []).filter((p) => p.kit)
      .flatMap((p) => p.kit.split('|').map((n) => n.replace(/^\*+/, '')))));
    for (const text of texts) {
      const mapping = parseMapping(text);
      const simple = publishedName.slice(publishedName.lastIndexOf('.') + 1);
      const memberKind = mapping.params === undefined ? 'field' : mapping.name === simple ? 'ctor' : 'method';
      const wanted = (mapping.params || []).map((p) => p.type);
      const candidates = lookup(api, publishedName, memberKind === 'ctor' ? '<init>' : mapping.name, memberKind);
      const match = candidates.find((m) => memberKind === 'field' || (m.params.length === wanted.length && m.params.every((p, i) => p === wanted[i])));
      if (!match) {
        const others = candidates.length > 0 ? `; it publishes ${candidates.map(display).join(', ')}` : '';
        problems.push(`${where} maps to ${publishedName}.${publishedOf(mapping)}, which the published API does not have${others}`);
        continue;
      }
      const shown = `${match.owner}.${display(match)}`;
      const before = problems.length;
      if (kitName !== conventional(match)) problems.push(`${where} stands in for ${shown}: by the kit's convention its name is ${conventional(match)}`);
      if ((match.kind === 'field') === member.callable) {
        problems.push(`${where} is ${member.callable ? 'a method' : 'a field'} in the kit; the published ${shown} is ${match.kind === 'field' ? 'a field' : 'a method'}`);
      }
      if (match.kind !== 'ctor' && member.isStatic !== null && member.isStatic !== match.isStatic) {
        problems.push(`${where} is ${member.isStatic ? 'static' : 'an instance member'} in the kit; the published ${shown} is ${match.isStatic ? 'static' : 'an instance member'}`);
      }
      if (match.kind !== 'field' && member.callable) {
        problems.push(...checkParameters(where, shown, mapping, kitParameters(member.value), why, extra, supplied, overloaded));
      }
      if (problems.length === before) covered.push([match.owner, display(match)]);
    }
  }
  for (const [ownName, reason] of Object.entries(kitOwn)) {
    if (!members.has(ownName)) problems.push(`${name}.${ownName} is listed as kit-own, but the kit has no such member`);
    if (!String(reason).trim()) problems.push(`${name}.${ownName} is listed as kit-own without a reason`);
  }
  for (const [memberName, member] of [...members.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (memberName in mapped || memberName in kitOwn) continue;
    if (member.nested && `${name}.${memberName}` in nested) continue;
    problems.push(`${name}.${memberName} is public in the kit, but the table maps it to no published member and lists it as no `
      + 'kit-own member: a kit internal on the public surface (list it under kitOwn with the reason, or make it private)');
  }
  if (kind === 'singleton') {
    const accessor = entry.instance;
    if (!accessor || !(accessor in mapped)) {
      problems.push(`${name} is a singleton in the table, which names no mapped accessor of its instance (\`instance\`)`);
    } else if (standIn[accessor]() !== standIn) {
      problems.push(`${name}.${accessor}() does not answer ${name} itself, so its members are not its instance's`);
    }
  }
  return { problems, covered };
}

/** The kit's parameters against the published ones, as the table pairs them. */
function checkParameters(where, shown, mapping, kitParams, why, extra, supplied, overloaded = new Set()) {
  const problems = [];
  const wanted = [];
  const omitted = [];
  const deviations = [];
  let variadic;
  for (const { type, kit: kitName } of mapping.params || []) {
    if (kitName === undefined) {
      if (!(type in supplied)) {
        problems.push(`${where}: the published ${shown}'s ${type} parameter has no kit parameter, and the table names no ${type} as one the kit supplies`);
      }
      omitted.push(type);
    } else if (kitName.startsWith('*')) {
      if (variadic !== undefined && variadic !== kitName) problems.push(`${where}: the table gives the published ${shown} two variadic parameters`);
      variadic = kitName;
      deviations.push(`its variadic ${kitName} takes the published ${type}`);
    } else if (variadic !== undefined) {
      problems.push(`${where}: the table pairs the published ${shown}'s ${type} with ${kitName}, after the variadic ${variadic}`);
    } else if (kitName.includes('|')) {
      wanted.push(...kitName.split('|'));
      deviations.push(`the published ${type} is given by its parts (${kitName.split('|').join(', ')})`);
    } else {
      wanted.push(kitName);
    }
  }
  if (variadic !== undefined) wanted.push(variadic);
  if (extra.length > 0) deviations.push(`its own parameters ${extra.join(', ')}`);
  if (deviations.length > 0 && !String(why || '').trim()) {
    problems.push(`${where} differs from the published ${shown} (${deviations.join('; ')}) without a reason (\`why\` in the table)`);
  }
  const expected = [...wanted, ...extra];
  const names = kitParams.map(([n]) => n);
  const defaults = new Map(kitParams);
  while (names.length > expected.length && overloaded.has(names[names.length - 1]) && !expected.includes(names[names.length - 1])
    && defaults.get(names[names.length - 1]) && !names[names.length - 1].startsWith('*')) names.pop();
  const less = omitted.length > 0 ? ` less the ${omitted.join(', ')} the kit supplies` : '';
  if (names.join(',') !== expected.join(',')) {
    const positional = names.filter((n) => !n.startsWith('*'));
    const wantedPositional = expected.filter((n) => !n.startsWith('*'));
    if ([...names].sort().join(',') === [...expected].sort().join(',')) {
      problems.push(`${where}(${names.join(', ')}) takes its parameters in another order than the published ${shown}${less}: (${expected.join(', ')})`);
    } else if (positional.length !== wantedPositional.length || names.length !== expected.length) {
      problems.push(`${where}(${names.join(', ')}) takes ${names.length} parameters; the published ${shown}${less} takes ${expected.length}: (${expected.join(', ')})`);
    } else {
      problems.push(`${where}(${names.join(', ')}): the table pairs the published ${shown}${less} with (${expected.join(', ')})`);
    }
  }
  return problems;
}

// --- the kit against the table -------------------------------------------------------------------------------

const loadTable = () => JSON.parse(fs.readFileSync(TABLE, 'utf8'));

function resolve(dotted) {
  return dotted.split('.').reduce((value, part) => value[part], kit);
}

function checkKit(table, api) {
  const problems = [];
  const results = new Map();
  const standIns = table.standIns;
  const exported = new Set(Object.keys(kit));
  for (const name of [...exported].sort()) {
    if (!(name in standIns) && !(name in table.kitOwn)) problems.push(`${name} is exported by the kit, but the table has it neither as a stand-in nor as kit-own`);
  }
  for (const [name, reason] of Object.entries(table.kitOwn)) {
    if (!exported.has(name)) problems.push(`${name} is listed as kit-own, but the kit exports no such name`);
    if (!String(reason).trim()) problems.push(`${name} is listed as kit-own without a reason`);
  }
  for (const [type, reason] of Object.entries(table.supplied)) {
    if (!String(reason).trim()) problems.push(`${type} is named as a parameter the kit supplies without a reason`);
  }
  for (const [name, entry] of Object.entries(standIns)) {
    if (!exported.has(name.split('.')[0])) { problems.push(`${name} is in the table, but the kit exports no such name`); continue; }
    const result = check(name, resolve(name), entry, api, table.supplied, standIns);
    problems.push(...result.problems);
    results.set(name, result);
  }
  for (const className of Object.keys(table.absent || {})) {
    if (!api.has(className)) problems.push(`${className} is listed as absent, but Kits/reference/android does not describe it`);
    if (Object.values(standIns).some((entry) => entry.published === className)) problems.push(`${className} is listed as absent, but a stand-in stands in for it`);
  }
  return { problems, results };
}

/** The README's table: per published class, the kit's stand-in and how many of its members it has. */
function coverageTable(table, api, results) {
  const lines = ['| Published class | The kit\'s | Members the kit has | Published | Not in the kit |', '|---|---|---:|---:|---|'];
  let had = 0;
  let total = 0;
  const rows = Object.entries(table.standIns).map(([name, entry]) => [entry.published, name])
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  for (const [publishedName, name] of rows) {
    const published = api.get(publishedName);
    const covered = new Set(results.get(name).covered.filter(([owner]) => owner === publishedName).map(([, member]) => member));
    const displays = [...new Set(published.members.map(display))];
    const lacking = displays.filter((d) => !covered.has(d)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const has = displays.length - lacking.length;
    had += has;
    total += displays.length;
    const shown = lacking.slice(0, 4).map((each) => `\`${each}\``).join(', ') + (lacking.length > 4 ? ` and ${lacking.length - 4} more` : '');
    lines.push(`| \`${publishedName}\`${published.extract ? ' (extract)' : ''} | \`${name}\` | ${has} | ${displays.length} | ${shown} |`);
  }
  let text = `${lines.join('\n')}\n\n${rows.length} classes, ${had} of ${total} published members in the kit.`;
  const absent = Object.entries(table.absent || {});
  if (absent.length > 0) text += ` No stand-in here: ${absent.map(([k, v]) => `\`${k}\`: ${v}`).join('; ')}.`;
  return `${text}\n`;
}

const BEGIN = '<!-- signature coverage: begin (written by test/signatures.test.js; TRACKCHECK_UPDATE_README=1 rewrites it) -->\n';
const END = '<!-- signature coverage: end -->';

const API = readReference(REFERENCE);

test('every stand-in is the published API, under its Java names', () => {
  const { problems, results } = checkKit(loadTable(), API);
  assert.ok(results.size > 0, 'no stand-in checked');
  assert.deepEqual(problems, [], `${problems.length} differences from the published APIs (Kits/node/published-api.json):\n  ${problems.join('\n  ')}`);
});

test('the stand-ins the brief names are mapped', () => {
  const published = new Set(Object.values(loadTable().standIns).map((entry) => entry.published));
  for (const name of ['android.content.Intent', 'android.app.PendingIntent', 'android.app.NotificationManager', 'android.content.Context',
    'android.app.Activity', 'android.app.Application', 'com.adobe.marketing.mobile.MobileCore', 'com.adobe.marketing.mobile.Messaging',
    'com.adobe.marketing.mobile.CampaignClassic', 'com.adobe.marketing.mobile.messaging.PushTrackingStatus',
    'com.adobe.marketing.mobile.services.NetworkRequest', 'com.adobe.marketing.mobile.services.HttpMethod',
    'com.adobe.marketing.mobile.services.ServiceProvider']) assert.ok(published.has(name), name);
});

test('the README shows what a tracker can call today', () => {
  const table = loadTable();
  const text = fs.readFileSync(README, 'utf8');
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  assert.ok(begin >= 0 && end > begin, 'Kits/node/README.md has no coverage table between its markers');
  const expected = coverageTable(table, API, checkKit(table, API).results);
  const actual = text.slice(begin + BEGIN.length, end);
  if (expected !== actual && process.env.TRACKCHECK_UPDATE_README) {
    fs.writeFileSync(README, text.slice(0, begin + BEGIN.length) + expected + text.slice(end));
    return;
  }
  assert.equal(actual, expected, 'Kits/node/README.md\'s coverage table is stale: run the kit\'s tests with TRACKCHECK_UPDATE_README=1');
});

// --- the check itself ----------------------------------------------------------------------------------------------

/** A stand-in as it must not be: each member wrong in one way the check names. */
class WrongPendingIntent {
  constructor() { this.kind = 'activity'; } // an instance field the table does not list
  /** Wrong arity: the flags are missing. */
  static getActivity(requestCode, intent) {}
  /** Renamed: the published name is getBroadcast. */
  static getBroadcastIntent(requestCode, intent, flags) {}
  /** An instance method where the published one is static. */
  getService(requestCode, intent, flags) {}
  /** Its parameters in another order. */
  static getForegroundService(intent, requestCode, flags) {}
  /** Right: as the published getActivities, less the Context. */
  static getActivities(requestCode, intents, flags) {}
  /** A kit internal on the public surface. */
  pending() { return []; }
}
WrongPendingIntent.FLAG_IMMUTABLE = 'FLAG_IMMUTABLE';

const WRONG_ENTRY = {
  published: 'android.app.PendingIntent',
  fields: ['FLAG_IMMUTABLE'],
  members: {
    getActivity: 'getActivity(android.content.Context, int requestCode, android.content.Intent intent, int flags)',
    getBroadcastIntent: 'getBroadcast(android.content.Context, int requestCode, android.content.Intent intent, int flags)',
    getService: 'getService(android.content.Context, int requestCode, android.content.Intent intent, int flags)',
    getForegroundService: 'getForegroundService(android.content.Context, int requestCode, android.content.Intent intent, int flags)',
    getActivities: 'getActivities(android.content.Context, int requestCode, android.content.Intent[] intents, int flags)',
    pending: 'getPending()',
  },
};
const SUPPLIED = { 'android.content.Context': "the kit's" };

test('a wrong stand-in fails the check with the expected messages', () => {
  const result = check('WrongPendingIntent', WrongPendingIntent, WRONG_ENTRY, API, SUPPLIED);
  const problems = result.problems.join('\n');
  const expected = [
    'WrongPendingIntent.getActivity(requestCode, intent) takes 2 parameters; the published android.app.PendingIntent.getActivity('
      + 'android.content.Context, int, android.content.Intent, int) less the android.content.Context the kit supplies takes 3: (requestCode, intent, flags)',
    'WrongPendingIntent.getBroadcastIntent stands in for android.app.PendingIntent.getBroadcast(android.content.Context, int, '
      + 'android.content.Intent, int): by the kit\'s convention its name is getBroadcast',
    'WrongPendingIntent.getService is an instance member in the kit; the published android.app.PendingIntent.getService('
      + 'android.content.Context, int, android.content.Intent, int) is static',
    'WrongPendingIntent.getForegroundService(intent, requestCode, flags) takes its parameters in another order than the published '
      + 'android.app.PendingIntent.getForegroundService(android.content.Context, int, android.content.Intent, int) less the '
      + 'android.content.Context the kit supplies: (requestCode, intent, flags)',
    'WrongPendingIntent.pending maps to android.app.PendingIntent.getPending(), which the published API does not have',
    'WrongPendingIntent.kind is public in the kit, but the table maps it to no published member and lists it as no kit-own member: '
      + 'a kit internal on the public surface',
  ];
  for (const message of expected) assert.ok(problems.includes(message), `expected:\n${message}\nin:\n${problems}`);
  assert.equal(result.problems.length, expected.length, problems);
  assert.deepEqual(result.covered.map(([owner, member]) => `${owner} ${member}`).sort(), [
    'android.app.PendingIntent FLAG_IMMUTABLE',
    'android.app.PendingIntent getActivities(android.content.Context, int, android.content.Intent[], int)']);
});

test('an omission, a deviation and a singleton are declared or fail', () => {
  const wrong = {
    /** The notification by its parts, a deviation the entry gives no reason for. */
    notify(id, contentIntent, tag) {},
    /** The published cancel(String, int) with the tag left out, which no one supplies. */
    cancel(id) {},
  };
  const entry = { published: 'android.app.NotificationManager',
    members: { notify: 'notify(int id, android.app.Notification contentIntent|tag)', cancel: 'cancel(String, int id)' } };
  const problems = check('Wrong', wrong, entry, API, SUPPLIED).problems.join('\n');
  assert.ok(problems.includes('Wrong.notify differs from the published android.app.NotificationManager.notify(int, android.app.Notification) '
    + '(the published android.app.Notification is given by its parts (contentIntent, tag)) without a reason (`why` in the table)'), problems);
  assert.ok(problems.includes('Wrong.cancel: the published android.app.NotificationManager.cancel(String, int)\'s String parameter has no '
    + 'kit parameter, and the table names no String as one the kit supplies'), problems);
  const provider = { getInstance() { return {}; }, getNetworkService() {} };
  const singleton = { published: 'com.adobe.marketing.mobile.services.ServiceProvider', kind: 'singleton', instance: 'getInstance',
    members: { getInstance: 'getInstance()', getNetworkService: 'getNetworkService()' } };
  assert.deepEqual(check('Provider', provider, singleton, API, SUPPLIED).problems,
    ['Provider.getInstance() does not answer Provider itself, so its members are not its instance\'s']);
  const namespace = { ...singleton, kind: 'namespace' };
  assert.deepEqual(check('Provider', { getInstance() {}, getNetworkService() {} }, namespace, API, SUPPLIED).problems,
    ['Provider.getNetworkService is static in the kit; the published com.adobe.marketing.mobile.services.ServiceProvider.getNetworkService() '
      + 'is an instance member']);
});

test('a kit function\'s parameters and a class\'s fields are read from its source', () => {
  class Sample {
    constructor({ a, b } = {}, c = 'x, y') { Object.assign(this, { a, b: b || 1 }); this.c = c; }
    static make(first, second = [1, 2], ...rest) { return [first, second, rest]; }
    compare(value) { return this.a === value; }
  }
  assert.deepEqual(kitParameters(Sample).map(([n]) => n), ['{}', 'c']);
  assert.deepEqual(kitParameters(Sample.make).map(([n]) => n), ['first', 'second', '*rest']);
  assert.deepEqual([...assignedFields(Function.prototype.toString.call(Sample))].sort(), ['a', 'b', 'c']);
});

// --- what the check found and the kit mended --------------------------------------------------------------------------

test('cancel takes Android\'s order, and still the kit\'s earlier one', () => {
  const manager = new kit.NotificationManager();
  manager.cancel(1);
  manager.cancel('news', 2);
  manager.cancel(null, 3);
  manager.cancel(4, 'earlier');
  manager.cancel(5, undefined);
  assert.deepEqual(manager.take(3).cancelled, [{ id: 1 }, { id: 2, tag: 'news' }, { id: 3 }, { id: 4, tag: 'earlier' }, { id: 5 }]);
});

test('ServiceProvider.getInstance() is the object itself, as Android\'s call reads', () => {
  assert.equal(kit.ServiceProvider.getInstance(), kit.ServiceProvider);
  assert.equal(kit.ServiceProvider.getInstance().getNetworkService(), kit.ServiceProvider.networkService);
});
