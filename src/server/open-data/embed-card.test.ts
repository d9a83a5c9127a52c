import { describe, expect, it } from 'vitest';
import { makeOfficial } from '../../../tests/support/client/fixtures.ts';
import { officialCard } from './embed-card.ts';

describe("an official's score card", () => {
  it('runs its scale the way every chart on the site does: conservative on the left, progressive on the right', () => {
    const card = officialCard(makeOfficial({ scalePosition: 0.8, scaleVoteCount: 120 }), 'https://example.org', null);
    expect(card).toContain('<div class="ends"><span>Conservative</span><span>Progressive</span></div>');
    // +0.8 is near the progressive end: 90% of the way from the left.
    expect(card).toContain('<span style="left:90.0%"></span>');
    const conservative = officialCard(makeOfficial({ scalePosition: -0.6, scaleVoteCount: 120 }), 'https://example.org', null);
    expect(conservative).toContain('<span style="left:20.0%"></span>');
  });
});
