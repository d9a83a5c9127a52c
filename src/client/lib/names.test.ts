import { describe, expect, it } from 'vitest';
import { displayName, initials, publicDisplayName } from '../../shared/format.ts';
import { nameInitials } from './names.ts';

describe('avatar and display-name fallbacks', () => {
  it('avatar: first and last initials upper-cased, else the email letter, else ?', () => {
    expect(initials({ firstName: 'ada', lastName: 'lovelace', email: 'a@x.org' })).toBe('AL');
    expect(initials({ firstName: 'Ada', lastName: null, email: 'zed@x.org' })).toBe('Z');
    expect(initials({ firstName: null, lastName: null, email: null })).toBe('?');
  });
  it('menu display name: full name, else the email', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.org' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: null, lastName: null, email: 'a@x.org' })).toBe('a@x.org');
  });
  it('profile name: full name, else the part before @, else Anonymous', () => {
    expect(publicDisplayName({ firstName: null, lastName: null, email: 'reader@example.org' })).toBe('reader');
    expect(publicDisplayName({ firstName: null, lastName: null, email: null })).toBe('Anonymous');
  });
  it('initials of a single author name', () => {
    expect(nameInitials('Ada Byron Lovelace')).toBe('AL');
    expect(nameInitials('editor')).toBe('E');
    expect(nameInitials('  ')).toBe('?');
  });
});
