import fc from 'fast-check';

type Schema = Record<string, unknown>;

const ISO_MIN = Date.parse('2020-01-01T00:00:00Z');
const ISO_MAX = Date.parse('2030-01-01T00:00:00Z');

/**
 * Values a JSON Schema (as TypeBox writes them) accepts: unions, constants, enums,
 * strings with formats and lengths, bounded numbers, objects with their required and
 * optional keys, short arrays. Patterns are not generated (the value may then be refused,
 * which the fuzz also wants).
 */
export function valid(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return fc.oneof(...union.map((s) => valid(s, depth + 1)));
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => valid({ ...schema, type }, depth)));
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time')
        return fc.integer({ min: ISO_MIN, max: ISO_MAX }).map((ms) => new Date(ms).toISOString());
      if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
      if (schema.format === 'email') return fc.emailAddress();
      const minLength = (schema.minLength as number | undefined) ?? 0;
      const maxLength = Math.max(minLength, Math.min((schema.maxLength as number | undefined) ?? 40, 40));
      return fc.string({ minLength, maxLength });
    }
    case 'integer':
      return fc.integer({
        min: (schema.minimum as number | undefined) ?? -1000,
        max: (schema.maximum as number | undefined) ?? 1_000_000,
      });
    case 'number':
      return fc.double({
        min: (schema.minimum as number | undefined) ?? -1e6,
        max: (schema.maximum as number | undefined) ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid((schema.items as Schema) ?? {}, depth + 1), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? 4, 4),
      });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      const record = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valid(s, depth + 1)]));
      return fc.record(record, { requiredKeys: required.filter((k) => k in properties) });
    }
    default:
      // {} (unknown): any JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Something the schema most likely refuses: wrong types, missing keys, junk. */
export function invalid(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(
      '',
      'x'.repeat(5000),
      -1,
      1e308,
      '../../etc/passwd',
      "'; drop table users; --",
      '<script>',
    ),
    schema.type === 'object'
      ? fc.dictionary(
          fc.constantFrom(...Object.keys((schema.properties ?? { junk: {} }) as object), 'unexpected'),
          fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 })),
        )
      : fc.string(),
  );
}
