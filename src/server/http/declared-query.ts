// A route whose answers the response cache keeps takes only the query parameters it declares
// (docs/decisions/0312-undeclared-query-parameters.md): any other is a 400 naming it, so no stray
// parameter can make a new cache entry, a new address for the express lane, or a new computation. A route
// that declares no query takes none.
import { z } from 'zod';

const NO_PARAMETERS = z.strictObject({});

/** The query schema a route validates with: its declared one, refusing what it does not name. */
export function declaredQueryOnly(query: z.ZodType | undefined): z.ZodObject {
  if (query === undefined) return NO_PARAMETERS;
  // Every declared query is an object of named parameters; anything else could not say which it takes.
  if (!(query instanceof z.ZodObject)) throw new Error('A query schema must be a zod object, so that undeclared parameters can be refused');
  // `.strict()` keeps the schema's refinements (officials' district-needs-state, the search feed's q).
  return query.strict();
}

/** What the 400 says for parameters the route does not declare: their names, and those it takes. */
export function undeclaredParametersMessage(names: readonly string[], declared: readonly string[]): string {
  const refused = names.map((name) => `"${name}"`).join(', ');
  const noun = names.length === 1 ? 'parameter' : 'parameters';
  const taken = declared.length === 0 ? 'this address takes none' : `this address takes ${declared.join(', ')}`;
  return `Unknown query ${noun} ${refused}: ${taken}`;
}
