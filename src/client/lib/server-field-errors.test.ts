import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { serverFieldErrors } from './server-field-errors.ts';

const refusal = (status: number, body: ApiError['body']) => new ApiError(status, JSON.stringify(body), body);

describe('serverFieldErrors', () => {
  it("reads a schema refusal's 'field: message' parts under the inputs named", () => {
    const error = refusal(400, { message: 'progressiveScore: Progressive score must be at most 10; progressiveAnalysis: Progressive analysis is required' });
    expect(serverFieldErrors(error, ['progressiveScore', 'progressiveAnalysis'])).toEqual({
      progressiveScore: 'Progressive score must be at most 10',
      progressiveAnalysis: 'Progressive analysis is required',
    });
  });

  it('reads a refusal that names its field', () => {
    expect(serverFieldErrors(refusal(400, { message: 'Too short', field: 'progressiveAnalysis' }), ['progressiveAnalysis'])).toEqual({ progressiveAnalysis: 'Too short' });
  });

  it('leaves refusals about no input of the form, and other statuses, to the caller', () => {
    expect(serverFieldErrors(refusal(400, { message: 'Request body must be a JSON object' }), ['progressiveAnalysis'])).toBeUndefined();
    expect(serverFieldErrors(refusal(400, { message: 'other: no' }), ['progressiveAnalysis'])).toBeUndefined();
    expect(serverFieldErrors(refusal(403, { message: 'progressiveAnalysis: no' }), ['progressiveAnalysis'])).toBeUndefined();
    expect(serverFieldErrors(new Error('offline'), ['progressiveAnalysis'])).toBeUndefined();
  });
});
