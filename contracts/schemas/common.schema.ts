import { type TLiteral, type TRef, type TSchema, type TSchemaOptions, type TUnion, Type } from 'typebox';

/** The uniform error body of every 4xx and 5xx answer. */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  },
  { $id: 'ErrorBody', description: 'Uniform error body' },
);

/** The error statuses a route can answer, each with the shared body; keys stay literal so clients can tell 2xx from the rest. */
export const errorResponses = <const C extends number[]>(...codes: C) =>
  Object.fromEntries(codes.map((c) => [c, Type.Ref('ErrorBody')])) as { [K in C[number]]: TRef<'ErrorBody'> };

/**
 * An answer that is an HTML page (sign-in pages and their problem pages). Declared per
 * media type, so the OpenAPI document says text/html rather than claiming JSON.
 */
export const HtmlPage = (description = 'HTML page') => ({
  description,
  content: { 'text/html': { schema: Type.String() } },
});

/**
 * One of a fixed list of strings (sort keys), as an anyOf of literals. Typed as a tuple
 * so Static gives the string union; mapping the array loses it to never.
 */
export const LiteralUnion = <const T extends readonly string[]>(values: T, options?: TSchemaOptions) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  ) as unknown as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>;

export const Uuid = Type.String({ format: 'uuid' });
export const IsoDateTime = Type.String({ format: 'date-time' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const IdParams = Type.Object({ id: Uuid });

export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1 }),
  });

/** For routes that take no body, query or params: stated so the OpenAPI document says so too. */
export const NoQuery = Type.Object({}, { additionalProperties: false });

/**
 * Nullable scalars as `type: [t, 'null']` rather than anyOf: fast-json-stringify
 * writes these directly, where each anyOf costs a schema validation per value,
 * which dominates serializing a page of wide rows.
 */
export const NullableNumber = () => Type.Unsafe<number | null>({ type: ['number', 'null'] });
export const NullableInteger = () => Type.Unsafe<number | null>({ type: ['integer', 'null'] });
export const NullableString = () => Type.Unsafe<string | null>({ type: ['string', 'null'] });
export const NullableDateTime = () =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' });
