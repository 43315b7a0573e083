import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.js';
import { parseInput } from './validate.js';

const schema = z.strictObject({ name: z.string().max(3), age: z.number().int() });

function fieldsOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError && 'fields' in err.body) return err.body.fields;
  }
  throw new Error('expected a 400');
}

describe('parseInput', () => {
  it('tells a missing field from a wrong one', () => {
    expect(fieldsOf(() => parseInput(schema, { age: 1 }))).toEqual({ name: [{ key: 'field_required' }] });
    expect(fieldsOf(() => parseInput(schema, { name: 5, age: 1 }))).toEqual({
      name: [{ key: 'field_invalid' }],
    });
  });

  it('reports length limits and unknown fields', () => {
    expect(fieldsOf(() => parseInput(schema, { name: 'abcd', age: 1 }))).toEqual({
      name: [{ key: 'field_max_length', params: { max: 3 } }],
    });
    expect(fieldsOf(() => parseInput(schema, { name: 'a', age: 1, admin: true }))).toEqual({
      admin: [{ key: 'field_unknown' }],
    });
  });

  it('refuses a body that is not an object', () => {
    expect(fieldsOf(() => parseInput(schema, [1, 2]))).toEqual({
      non_field_errors: [{ key: 'body_object_expected' }],
    });
    expect(parseInput(schema, { name: 'ok', age: 3 })).toEqual({ name: 'ok', age: 3 });
  });
});
