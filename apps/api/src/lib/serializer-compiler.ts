import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType, z } from 'zod';

/**
 * Answers are serialised by a function compiled once per route from the zod response schema
 * (fast-json-stringify, Fastify's own serialiser), instead of zod walking every answer and
 * JSON.stringify walking it again: the contract stays the single description of each answer,
 * and, as with zod, only the properties it names leave the server. A schema JSON Schema cannot
 * express (transforms, dates) keeps zod's serialiser.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const { schema } = route;
  if (schema instanceof z.ZodType) {
    try {
      const json = toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
      return fastJson(json as Parameters<typeof fastJson>[0]);
    } catch {
      // Not expressible as JSON Schema: fall through to zod.
    }
  }
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};
