import { type TSchema, Type } from 'typebox';

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

export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, Type.Ref('ErrorBody')])) as Record<number, TSchema>;

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
