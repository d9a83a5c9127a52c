import { describe, expect, it } from 'vitest';
import { commentTime, displayName, fullNameOrEmail, initials, publicDisplayName } from './format.ts';

describe('displayName (header and menu)', () => {
  it('joins first and last name', () =>
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.org' })).toBe('Ada Lovelace'));
  it('uses one name when only one is set', () => expect(displayName({ firstName: 'Ada', lastName: ' ', email: 'a@x.org' })).toBe('Ada'));
  it('falls back to the email', () => expect(displayName({ firstName: null, lastName: null, email: 'a@x.org' })).toBe('a@x.org'));
  it('is empty with nothing at all', () => expect(displayName({})).toBe(''));
});

describe('publicDisplayName (profiles, authors)', () => {
  it('joins first and last name', () =>
    expect(publicDisplayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.org' })).toBe('Ada Lovelace'));
  it('uses the part of the email before the @, never the whole address', () =>
    expect(publicDisplayName({ firstName: '', lastName: null, email: 'ada.l@example.org' })).toBe('ada.l'));
  it("falls back to 'Anonymous'", () => {
    expect(publicDisplayName({})).toBe('Anonymous');
    expect(publicDisplayName({ email: '@example.org' })).toBe('Anonymous');
  });
});

describe('fullNameOrEmail (staff-only views)', () => {
  it('joins first and last name', () => expect(fullNameOrEmail({ firstName: 'A', lastName: 'B', email: 'x@x.org' })).toBe('A B'));
  it('uses the email when both names are not present', () =>
    expect(fullNameOrEmail({ firstName: 'Solo', lastName: null, email: 'solo@example.org' })).toBe('solo@example.org'));
});

describe('initials', () => {
  it('takes the first letters of first and last name in upper case', () =>
    expect(initials({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL'));
  it('takes the first letter of the email when a name is missing', () =>
    expect(initials({ firstName: 'Ada', email: 'zed@x.org' })).toBe('Z'));
  it("is '?' with nothing", () => expect(initials({ firstName: ' ', email: '' })).toBe('?'));
});

describe('commentTime', () => {
  const now = new Date('2025-06-10T12:00:00Z');
  it.each([
    ['2025-06-10T12:00:00Z', 'just now'],
    ['2025-06-10T11:00:01Z', 'just now'],
    ['2025-06-10T11:00:00Z', '1h ago'],
    ['2025-06-09T12:00:01Z', '23h ago'],
    ['2025-06-09T12:00:00Z', '1d ago'],
    ['2025-05-31T12:00:00Z', '10d ago'],
  ])('%s reads %s', (at, text) => expect(commentTime(at, now)).toBe(text));
  it('accepts a Date', () => expect(commentTime(new Date('2025-06-10T09:30:00Z'), now)).toBe('2h ago'));
});
