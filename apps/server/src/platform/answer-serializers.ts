import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type TSerialize = (data: unknown) => string;

/** One serializer per schema: every route shares the error body's, compiled once. */
const compiledBySchema = new WeakMap<z.ZodType, TSerialize>();

/**
 * fast-json-stringify compiled from the JSON Schema of what the zod schema outputs: it writes only
 * the fields the schema names, and no zod parse runs per answer.
 */
function compileSerializer(schema: z.ZodType): TSerialize {
  let serialize = compiledBySchema.get(schema);
  if (!serialize) {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    serialize = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    compiledBySchema.set(schema, serialize);
  }
  return serialize;
}

/**
 * How answers are written (DESIGN.md §3). In production by the compiled serializers, built when
 * the routes are. With `isCheckingAnswers` (NODE_ENV=test) every answer is first validated against
 * its zod schema and written by zod's encoder, and the compiled serializer, built on first use,
 * must write the same JSON (its fields in the schema's order, zod's in the answer's): every
 * integration test checks each answer and the serializer that writes it in production.
 */
export function createAnswerSerializerCompiler(options: {
  isCheckingAnswers: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  if (!options.isCheckingAnswers) return ({ schema }) => compileSerializer(schema);
  return (route) => {
    const checked = zodSerializerCompiler(route) as TSerialize;
    return (data) => {
      const text = checked(data);
      const compiled = compileSerializer(route.schema)(data);
      if (!isDeepStrictEqual(JSON.parse(compiled), JSON.parse(text)))
        throw new Error(
          `${route.method} ${route.url}: the compiled serializer wrote ${compiled}, the contract's encoder ${text}`,
        );
      return text;
    };
  };
}
