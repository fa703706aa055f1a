import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contractOperations,
  readContract,
  requestBodyPointer,
  responseValidator,
} from '../helpers/fuzz/contract.ts';
import { invalidArbitrary, resolverOf, validArbitrary } from '../helpers/fuzz/schema-arbitrary.ts';

// The contract fuzzer's generators: "valid" must mean valid against the contract, or the fuzzer
// would take refusals of bad requests for refusals of good ones.
const document = readContract();
const resolve = resolverOf(document);
const validate = responseValidator(document);
const bodies = contractOperations(document).flatMap((operation) =>
  operation.body['application/json']
    ? [
        {
          name: `${operation.method} ${operation.path}`,
          schema: operation.body['application/json'],
          pointer: requestBodyPointer(operation, 'application/json'),
        },
      ]
    : [],
);

describe('the fuzzer’s request bodies', () => {
  it('cover every JSON body of the contract', () => {
    expect(bodies.length).toBeGreaterThan(40);
  });

  it.each(bodies)('$name: valid bodies pass the contract’s schema', ({ schema, pointer }) => {
    fc.assert(
      fc.property(validArbitrary(schema, resolve), (body) => {
        const errors = validate(pointer, body);
        if (errors) throw new Error(`${JSON.stringify(body)}: ${errors}`);
      }),
      { numRuns: 50, seed: 22 },
    );
  });

  it('invalid bodies of a schema with required fields fail it', () => {
    const comment = bodies.find((body) => body.name === 'POST /api/submit-comment');
    if (!comment) throw new Error('no comment body in the contract');
    let failed = 0;
    fc.assert(
      fc.property(invalidArbitrary(comment.schema, resolve), (body) => {
        if (validate(comment.pointer, body)) failed += 1;
      }),
      { numRuns: 200, seed: 22 },
    );
    // Extra fields are allowed by the schema, so not every mutation is invalid; most are.
    expect(failed).toBeGreaterThan(120);
  });
});
