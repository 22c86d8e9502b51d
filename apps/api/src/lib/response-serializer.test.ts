import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler, toResponseJsonSchema } from './response-serializer';

const CardSchema = z.object({
  id: z.int(),
  name: z.string(),
  price: z.number(),
  discount: z.number().nullable(),
  tags: z.array(z.string()),
  badge: z.string().optional(),
  kind: z.enum(['food', 'grocery']),
  labels: z.record(z.string(), z.string()),
  variant: z.union([z.object({ type: z.string() }), z.object({ size: z.int() })]),
});
const PageSchema = z.object({ total_size: z.int(), products: z.array(CardSchema) });

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const serializerFor = (schema: z.ZodType, checkWithZod = false) =>
  createResponseSerializerCompiler({ checkWithZod })(route(schema) as never);

const card = {
  id: 7,
  name: 'Dan Dan "Noodles"',
  price: 12.5,
  discount: null,
  tags: ['spicy'],
  kind: 'food',
  labels: { es: 'Fideos' },
  variant: { size: 2 },
};

describe('response serializer compiled from the zod response schema', () => {
  it('writes the same JSON as zod would for a contract-conforming answer', () => {
    const page = { total_size: 1, products: [card, { ...card, id: 8, badge: 'new' }] };
    const json = serializerFor(PageSchema)(page);
    expect(JSON.parse(json)).toEqual(PageSchema.parse(page));
  });

  it('leaves out properties the contract does not list (internal fields never leak)', () => {
    const json = serializerFor(CardSchema)({ ...card, storeSecret: 'x', orderCount: 99 });
    expect(JSON.parse(json)).not.toHaveProperty('storeSecret');
    expect(JSON.parse(json)).not.toHaveProperty('orderCount');
  });

  it('refuses an answer that breaks the contract when checking with zod (tests)', () => {
    const broken = { ...card, price: 'free' };
    expect(() => serializerFor(CardSchema, true)(broken)).toThrow();
  });

  it('keeps zod for a schema JSON Schema cannot say (a transform)', () => {
    const Transformed = z.object({ at: z.string().transform((s) => s.length) });
    expect(toResponseJsonSchema(Transformed)).toBeNull();
    expect(() => serializerFor(Transformed)({ at: 'x' })).toThrow();
  });
});
