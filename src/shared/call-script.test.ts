import { describe, expect, it } from 'vitest';
import { callScript, type ScriptInput, scriptCase, scriptHeading, whatItDoes } from './call-script.ts';
import { SUMMARY_OF_VOTED_BILL } from './missing-summary.ts';

const bill = {
  billNumber: 'H.R. 3076',
  title: 'Postal Service Reform Act of 2022',
  summary:
    'Postal Service Reform Act of 2022 This bill addresses the finances and operations of the U.S. Postal Service (USPS). The bill requires OPM to act.',
};
const senator = { name: 'Peter Welch', office: 'Senator' };
const rep = { name: 'Becca Balint', office: 'Representative' };
const script = (over: Partial<ScriptInput>) => callScript({ bill, stance: 'support', official: senator, position: null, ...over });

describe('the call script', () => {
  it('thanks an official who voted the reader’s way, for either stance', () => {
    expect(scriptCase('support', 'Yes')).toBe('thank');
    expect(scriptCase('oppose', 'Nay')).toBe('thank');
    expect(scriptHeading('support', 'Yea')).toBe('Thank them');
    expect(script({ position: 'Yes', zip: '05401' })).toBe(
      [
        "Hello, my name is [your name] and I'm a constituent from ZIP code 05401.",
        "I'm calling about H.R. 3076, Postal Service Reform Act of 2022.",
        'This bill addresses the finances and operations of the U.S. Postal Service (USPS).',
        'I support this bill, and I want to thank Senator Welch for voting for it.',
        'Thank you for your time.',
      ].join('\n'),
    );
    expect(script({ stance: 'oppose', position: 'No', official: rep })).toContain(
      'I oppose this bill, and I want to thank Representative Balint for voting against it.',
    );
  });

  it('asks an official who voted the other way to reconsider', () => {
    expect(scriptCase('support', 'No')).toBe('reconsider');
    expect(scriptCase('oppose', 'Aye')).toBe('reconsider');
    expect(scriptHeading('oppose', 'Yes')).toBe('Ask them to reconsider');
    expect(script({ position: 'No' })).toContain(
      "I support this bill. Senator Welch voted against it, and I'm asking them to reconsider and support it.",
    );
    expect(script({ stance: 'oppose', position: 'Yes', official: rep })).toContain(
      "I oppose this bill. Representative Balint voted for it, and I'm asking them to reconsider and oppose it.",
    );
  });

  it('asks an official who has not voted on it (or did not vote Yes or No) for the reader’s side', () => {
    for (const position of [null, 'Not Voting', 'Present']) expect(scriptCase('support', position)).toBe('ask');
    expect(scriptHeading('support', null)).toBe('Ask them to support');
    expect(scriptHeading('oppose', 'Not Voting')).toBe('Ask them to oppose');
    expect(script({})).toContain("I support this bill, and I'm asking Senator Welch to support it too.");
    expect(script({ stance: 'oppose', official: rep })).toContain(
      "I oppose this bill, and I'm asking Representative Balint to oppose it too.",
    );
    expect(script({})).toContain("I'm a constituent.");
  });

  it('addresses a state legislator by their statehouse title, about a state bill', () => {
    const stateBill = { billNumber: 'HF 2', title: 'Paid leave', summary: '' };
    const ask = (office: string) =>
      callScript({ bill: stateBill, stance: 'support', official: { name: 'Zack Stephenson', office }, position: null });
    expect(ask('State Senator')).toContain("I'm asking Senator Stephenson to support it too.");
    expect(ask('State Representative')).toContain(
      "I'm calling about HF 2, Paid leave.\nI support this bill, and I'm asking Representative Stephenson",
    );
    expect(ask('State Assemblymember')).toContain('asking Assemblymember Stephenson');
    expect(ask('State Delegate')).toContain('asking Delegate Stephenson');
  });

  it('says what the bill does in one sentence, or nothing without a summary', () => {
    expect(whatItDoes('<p>The bill <b>bans</b> things.</p> More.')).toBe('The bill bans things.');
    expect(whatItDoes('No CRS summary is available yet. Latest action (2025-01-03): Introduced')).toBe('');
    expect(whatItDoes(SUMMARY_OF_VOTED_BILL)).toBe('');
    expect(whatItDoes(`This bill ${'does '.repeat(60)}more.`).split(' ')).toHaveLength(40);
    expect(script({ bill: { ...bill, summary: 'No CRS summary is available yet.' } }).split('\n')).toHaveLength(4);
  });

  it('names the bill by its short title where it has one, and never doubles a full stop', () => {
    const formal =
      'A bill to require the Secretary of Homeland Security to take into custody aliens who have been charged in the United States with theft, and for other purposes.';
    const s5 = { billNumber: 'S. 5', title: formal, summary: SUMMARY_OF_VOTED_BILL };
    expect(script({ bill: { ...s5, shortTitle: 'Laken Riley Act' } })).toContain("I'm calling about S. 5, Laken Riley Act.\n");
    const withoutShortTitle = script({ bill: s5 });
    expect(withoutShortTitle).toContain("I'm calling about S. 5, A bill to require");
    expect(withoutShortTitle).toContain('for other purposes.\n');
    expect(withoutShortTitle).not.toContain('..');
  });
});
