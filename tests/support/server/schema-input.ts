// Values a contract's zod schema accepts, derived from the schema: its JSON Schema gives the shape (types,
// lengths, ranges, enums, patterns, formats), and the schema's own parse is the judge, so refinements and
// cross-field rules (exactly one of articleId, billId and candidateId; a state's level and code) hold in
// every value produced. A refinement's predicate cannot be run backwards, so text under one is drawn from a
// few plausible values by field name (HINTS) as well as at random; the parse then keeps what it accepts.
import fc from 'fast-check';
import { z } from 'zod';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** Values for fields that name rows: ids of what the test's database holds. */
export type Samples = { uuids: readonly string[]; ids: readonly number[] };

/**
 * Text for fields whose rule is a refinement JSON Schema cannot carry: an email (a pipe into z.email), a
 * state code (one of US_STATES), an http(s) URL, and a password the server's strength check accepts
 * (a 15-character minimum is all the schema says; common passwords are refused after it).
 */
const email = fc.stringMatching(/^[a-z][a-z0-9.]{0,15}$/).map((local) => `${local.replace(/\.+$/, '')}@example.test`);
const url = fc.webUrl({ validSchemes: ['https'], withQueryParameters: true });
const HINTS: Record<string, fc.Arbitrary<string>> = {
  email: fc.oneof(
    email,
    email.map((address) => address.toUpperCase()),
  ),
  state: fc.constantFrom('CA', 'ny', ' TX ', 'DC', 'VT'),
  imageUrl: url,
  profileImageUrl: url,
  website: fc.oneof(
    url,
    url.map((address) => address.replace(/^https/, 'http')),
  ),
  password: fc.uuid().map((id) => `kept ${id}`),
  newPassword: fc.uuid().map((id) => `fresh ${id}`),
};

const text = (schema: JsonSchema) => {
  const minLength = schema.minLength ?? 0;
  if (schema.pattern)
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity));
  return fc.string({ minLength: Math.min(minLength, 20), maxLength: Math.max(Math.min(schema.maxLength ?? 40, 40), minLength) });
};

/** A value of this JSON Schema's shape; `name` is the property it fills, for HINTS. */
export function shaped(schema: JsonSchema, samples: Samples, name?: string): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => shaped(option, samples, name)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => shaped({ ...schema, type }, samples, name)));
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'uuid') return fc.constantFrom(...samples.uuids);
      if (schema.format === 'email') return HINTS.email!;
      const hint = name === undefined ? undefined : HINTS[name];
      return hint ? fc.oneof({ arbitrary: hint, weight: 4 }, { arbitrary: text(schema), weight: 1 }) : text(schema);
    }
    case 'integer': {
      const min = Math.max(
        Math.ceil(schema.minimum ?? 0),
        schema.exclusiveMinimum === undefined ? -Infinity : Math.floor(schema.exclusiveMinimum) + 1,
      );
      return fc.oneof(fc.constantFrom(...samples.ids), fc.integer({ min, max: Math.floor(Math.min(schema.maximum ?? 100, 100)) }));
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 100, 100), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? shaped(schema.items, samples) : fc.anything(), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, shaped(value, samples, key)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.anything();
  }
}

/** The JSON Schema of what a client sends, or undefined if zod cannot describe it. */
export function inputSchema(schema: z.ZodType): JsonSchema | undefined {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** Values `schema` accepts, as a client would send them (before its transforms). */
export function validInput(schema: z.ZodType, samples: Samples): fc.Arbitrary<unknown> {
  const described = inputSchema(schema);
  if (!described) throw new Error('validInput: zod cannot describe this schema as JSON Schema; give the route a generator of its own');
  return shaped(described, samples).filter((value) => schema.safeParse(value).success);
}
