import { describe, expect, it } from 'vitest';
import { type ErrorBody, errorBody } from '../../shared/schemas/common.ts';
import { ApiError } from './api.ts';
import { serverFieldErrors } from './server-field-errors.ts';

// Bodies as the server sends them: each passes the shared error schema first.
const refusal = (status: number, body: ErrorBody) => new ApiError(status, JSON.stringify(body), errorBody.parse(body));

describe('serverFieldErrors', () => {
  it("reads a schema refusal's messages by input, under the inputs named", () => {
    const error = refusal(400, {
      message: 'progressiveScore: Progressive score must be at most 10; progressiveAnalysis: Progressive analysis is required',
      fields: {
        progressiveScore: 'Progressive score must be at most 10',
        progressiveAnalysis: 'Progressive analysis is required',
        other: 'Not this form',
      },
    });
    expect(serverFieldErrors(error, ['progressiveScore', 'progressiveAnalysis'])).toEqual({
      progressiveScore: 'Progressive score must be at most 10',
      progressiveAnalysis: 'Progressive analysis is required',
    });
  });

  it('reads a refusal that names its field', () => {
    expect(serverFieldErrors(refusal(400, { message: 'Too short', field: 'progressiveAnalysis' }), ['progressiveAnalysis'])).toEqual({
      progressiveAnalysis: 'Too short',
    });
  });

  it('leaves refusals about no input of the form, and other statuses, to the caller', () => {
    expect(serverFieldErrors(refusal(400, { message: 'Request body must be a JSON object' }), ['progressiveAnalysis'])).toBeUndefined();
    expect(serverFieldErrors(refusal(400, { message: 'other: no', fields: { other: 'no' } }), ['progressiveAnalysis'])).toBeUndefined();
    expect(
      serverFieldErrors(refusal(403, { message: 'progressiveAnalysis: no', fields: { progressiveAnalysis: 'no' } }), [
        'progressiveAnalysis',
      ]),
    ).toBeUndefined();
    expect(serverFieldErrors(new Error('offline'), ['progressiveAnalysis'])).toBeUndefined();
  });
});
