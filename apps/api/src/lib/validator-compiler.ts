import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@pp/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** fastify-type-provider-zod marks its validation issues with this global symbol. */
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The zod validator with one rule every route inherits, whatever its schema says: no text in the
 * body, query, params or headers may hold a NUL or a lone surrogate (the database refuses both,
 * which would otherwise surface as a 500). Answered like any validation issue: 400 with the field.
 */
export const safeTextValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data) => {
    const path = findUnsafeText(data);
    if (!path) return validate(data);
    const instancePath = `/${path.join('/')}`;
    return {
      error: [
        {
          [ZOD_ISSUE]: true,
          keyword: 'custom',
          instancePath,
          schemaPath: `#${instancePath}/custom`,
          message: UNSAFE_TEXT_MESSAGE,
          params: {},
        },
      ],
    } as unknown as ReturnType<ReturnType<FastifySchemaCompiler<unknown>>>;
  };
};
