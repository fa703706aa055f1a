import fc from 'fast-check';

/** The part of JSON Schema (as the contract's OpenAPI 3.1 document writes it) the fuzzer reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Resolves `#/components/...` references against the document they came from. */
export type Resolve = (ref: string) => JsonSchema;

export function resolverOf(document: unknown): Resolve {
  return (ref) => {
    if (!ref.startsWith('#/')) throw new Error(`only local references are supported: ${ref}`);
    let node: unknown = document;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      node = (node as Record<string, unknown> | undefined)?.[key];
    }
    if (!node || typeof node !== 'object') throw new Error(`unresolved reference ${ref}`);
    return node as JsonSchema;
  };
}

/** Strings that break naive code: controls, direction overrides, joiners, astral and lone surrogates. */
export const TRICKY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u202Etxt.exe',
  '\u200B\u200D\uFEFF',
  '👩‍👩‍👧‍👦',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\uD800',
  '\uDFFF\uD800',
  '$AAPL $$ $',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%00%2e%2e%2f',
  '../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as is
  '{{7*7}}${7*7}',
  '\r\nSet-Cookie: a=b',
  'null',
  '-0',
  '1e309',
] as const;

/** Any string, weighted towards the tricky ones and with whole-unicode text. */
export function anyString(maxLength = 60): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength }) },
    { weight: 2, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
  );
}

/** Values of the wrong kind for almost any field. */
export function anyValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    anyString(),
    fc.constantFrom(
      0,
      -1,
      1.5,
      -2147483649,
      2147483648,
      Number.MAX_SAFE_INTEGER,
      1e300,
      true,
      false,
      null,
    ),
    fc.integer(),
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  );
}

/** A string many times longer than any field allows (but under the body limit). */
export const hugeString = (): fc.Arbitrary<string> =>
  fc.constantFrom(1, 7, 100).map((n) => 'x'.repeat(10_000 * n));

const SAMPLE_DATES = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z') })
  .filter((date) => !Number.isNaN(date.getTime()))
  .map((date) => date.toISOString());

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, minLength + 40));
  if (schema.format === 'date-time') return SAMPLE_DATES;
  if (schema.format === 'date') return SAMPLE_DATES.map((iso) => iso.slice(0, 10));
  if (schema.format === 'email')
    return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    // fast-check cannot generate from lookarounds: generate without them, keep what matches.
    const generator = new RegExp(schema.pattern.replace(/\(\?<?[=!](?:\\.|[^)\\])*\)/g, ''));
    return fc
      .stringMatching(generator)
      .filter(
        (text) =>
          pattern.test(text) &&
          text.length >= minLength &&
          text.length <= (schema.maxLength ?? 10_000),
      );
  }
  // Lengths in code points, as JSON Schema (and so the server's validation) counts them.
  const fits = (text: string) => {
    const length = [...text].length;
    return length >= minLength && length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  };
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
      { weight: 1, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
    )
    .filter(fits);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1000 : schema.exclusiveMaximum);
  if (integer) {
    const min = Math.ceil(schema.exclusiveMinimum === undefined ? low : low + 1);
    const max = Math.floor(schema.exclusiveMaximum === undefined ? high : high - 1);
    // Small ids name the rows the fuzzer's world made; the rest of the range is there too.
    const small = fc.integer({ min, max: Math.min(max, min + 5) });
    return fc.oneof(
      { weight: 3, arbitrary: small },
      { weight: 1, arbitrary: fc.integer({ min, max }) },
    );
  }
  return fc
    .double({ min: low, max: high, noNaN: true, noDefaultInfinity: true })
    .filter(
      (value) =>
        (schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum) &&
        (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum),
    );
}

const ABSENT = Symbol('absent');

/**
 * Values valid against `schema` (for the keywords the contract uses): requests a client could
 * send. Arrays and strings stay short, numbers lean towards the small ids of existing rows.
 */
export function validArbitrary(
  schema: JsonSchema,
  resolve: Resolve,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.$ref) return validArbitrary(resolve(schema.$ref), resolve, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validArbitrary(choice, resolve, depth)));
  if (schema.allOf) throw new Error('the fuzzer does not read allOf (the contract has none)');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validArbitrary({ ...schema, type }, resolve, depth)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, minLength + 4));
      const items = schema.items
        ? validArbitrary(schema.items, resolve, depth + 1)
        : fc.jsonValue();
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      if (!schema.properties)
        return types[0] === 'object' ? fc.constant({}) : fc.jsonValue({ maxDepth: 2 });
      // Optional fields are left out two times in three: each one a client adds is one more
      // chance for a valid-looking request to be refused for what it names.
      const required = new Set(schema.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(schema.properties)) {
        const value = validArbitrary(property, resolve, depth + 1);
        shape[key] = required.has(key)
          ? value
          : fc.oneof(
              { weight: 2, arbitrary: fc.constant(ABSENT) },
              { weight: 1, arbitrary: value },
            );
      }
      return fc
        .record(shape)
        .map((fields) =>
          Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ABSENT)),
        )
        .filter((body) => Object.keys(body).length >= (schema.minProperties ?? 0));
    }
    default:
      throw new Error(`the fuzzer does not know the type ${String(types[0])}`);
  }
}

/**
 * Bodies a client should not send: a valid one with a required field dropped, a field of the
 * wrong type or far too long, an unknown field, or something that is not an object at all.
 */
export function invalidArbitrary(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const target = schema.$ref ? resolve(schema.$ref) : schema;
  const notAnObject = fc.oneof(anyValue(), fc.jsonValue({ maxDepth: 3 }));
  const keys = Object.keys(target.properties ?? {});
  if (keys.length === 0) return notAnObject;
  const valid = validArbitrary(target, resolve).filter(
    (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
  );
  const required = target.required ?? [];
  const mutated = fc
    .tuple(valid, fc.nat(), anyValue(), hugeString(), fc.nat(4))
    .map(([body, pick, wrong, huge, how]) => {
      const copy: Record<string, unknown> = { ...body };
      const key = keys[pick % keys.length] as string;
      switch (how) {
        case 0:
          if (required.length > 0) delete copy[required[pick % required.length] as string];
          else copy[key] = wrong;
          break;
        case 1:
          copy[key] = wrong;
          break;
        case 2:
          copy[key] = huge;
          break;
        case 3:
          copy[`extra_${pick % 7}`] = wrong;
          break;
        default:
          for (const each of keys) copy[each] = wrong;
      }
      return copy;
    });
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: notAnObject });
}
