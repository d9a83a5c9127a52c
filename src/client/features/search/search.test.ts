import { describe, expect, it } from 'vitest';
import { makeArticle, makeBill, makeCandidate } from '../../test/fixtures.ts';
import { search } from './search.ts';

const lists = {
  articles: [makeArticle({ id: 1, title: 'Climate bill passes', excerpt: 'x', category: 'Policy' }), makeArticle({ id: 2, title: 'Schools', excerpt: 'Teachers strike', category: 'Education' })],
  bills: [makeBill({ id: 1, title: 'Green jobs', summary: 'climate investment', billNumber: 'S. 42' }), makeBill({ id: 2, title: 'Tax', summary: 'cuts', billNumber: 'H.R. 9' })],
  candidates: [makeCandidate({ id: 1, name: 'Ana Climate', office: 'Mayor', bio: null }), makeCandidate({ id: 2, name: 'Bo', office: 'Senate', bio: 'Fights for CLIMATE justice' })],
};

describe('search (SPEC.md §5)', () => {
  it('a blank query matches nothing', () => {
    expect(search('   ', lists).total).toBe(0);
  });
  it('is a case-insensitive substring match grouped by type, uncapped', () => {
    const r = search('cLiMaTe', lists);
    expect(r.articles.map((a) => a.id)).toEqual([1]);
    expect(r.bills.map((b) => b.id)).toEqual([1]);
    expect(r.candidates.map((c) => c.id)).toEqual([1, 2]);
    expect(r.total).toBe(4);
  });
  it('articles match on title, excerpt and category', () => {
    expect(search('teachers', lists).articles.map((a) => a.id)).toEqual([2]);
    expect(search('education', lists).articles.map((a) => a.id)).toEqual([2]);
  });
  it('bills match on billNumber and summary', () => {
    expect(search('s. 42', lists).bills.map((b) => b.id)).toEqual([1]);
    expect(search('cuts', lists).bills.map((b) => b.id)).toEqual([2]);
  });
  it('candidates match on office and bio, not party', () => {
    expect(search('senate', lists).candidates.map((c) => c.id)).toEqual([2]);
    expect(search('democrat', lists).candidates).toEqual([]);
  });
});
