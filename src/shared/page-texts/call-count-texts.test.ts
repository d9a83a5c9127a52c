import { describe, expect, it } from 'vitest';
import { calledAboutText, calledOfficialText } from './call-count-texts.ts';

describe('call counts in words', () => {
  it('says how many readers called, with thousands separated, and none in words', () => {
    expect(calledAboutText(1204, 'H.R. 30')).toBe('1,204 readers called about H.R. 30');
    expect(calledAboutText(1, 'H.R. 30')).toBe('1 reader called about H.R. 30');
    expect(calledAboutText(0, 'H.R. 30')).toBe('No reader has logged a call about H.R. 30 yet');
    expect(calledOfficialText(2, 'Peter Welch')).toBe('2 readers called Peter Welch');
    expect(calledOfficialText(0, 'Peter Welch')).toBe('No reader has logged a call to Peter Welch yet');
  });
});
