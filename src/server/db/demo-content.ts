// Demo content for the embedded first start: two demo accounts (a staff editor and a reader) and a few clearly
// labelled sample articles and candidates. Real officials, bills and votes come from the importers.
import type { Donation } from './schema.ts';

export const DEMO_PASSWORD = 'civic-demo';

export const DEMO_USERS = [
  { email: 'editor@example.org', firstName: 'Demo', lastName: 'Editor', isStaff: 1 as const, bio: 'Sample staff author of the demo site.' },
  { email: 'reader@example.org', firstName: 'Demo', lastName: 'Reader', isStaff: 0 as const, bio: null },
];

export const SAMPLE_ARTICLES = [
  {
    title: 'Sample article: how to read a progressive score',
    excerpt: 'A sample article from the demo content: what the 1 to 10 score on bills, candidates and officials means.',
    category: 'Economy',
    readTime: 4,
    content: `<p><strong>This is a sample article</strong> that ships with the demo.</p>
<h2>Bills</h2>
<p>Every bill carries a progressive score from 1 to 10 and a short analysis naming what it was scored on.</p>
<h2>Officials</h2>
<p>An official's score averages their recorded votes: a <em>Yes</em> on a bill counts that bill's score, a <em>No</em> counts 10 minus it.</p>
<ul><li>8 and above: high</li><li>5 to 7: medium</li><li>below 5: low</li></ul>`,
  },
  {
    title: 'Sample article: following a bill through Congress',
    excerpt: 'A sample explainer from the demo content on the stages a federal bill passes through.',
    category: 'Education',
    readTime: 6,
    content: `<p><strong>This is a sample article</strong> that ships with the demo.</p>
<ol><li>Introduction and referral to committee</li><li>Committee hearings and markup</li><li>Floor votes in both chambers</li><li>Signature or veto</li></ol>
<p>The <a href="https://www.congress.gov/" target="_blank">Congress.gov</a> site publishes each step.</p>`,
  },
  {
    title: 'Sample article: what the roll-call record shows',
    excerpt: 'A sample article from the demo content about recorded votes and the ideological lean measure.',
    category: 'Justice',
    readTime: 3,
    content: `<p><strong>This is a sample article</strong> that ships with the demo.</p>
<p>Lean compares an official's score with a party baseline: Democratic 7.5, Republican 2.5, Independent 6, others 5.</p>`,
  },
];

const sampleDonations = (entries: [string, string, number][]): Donation[] =>
  entries.map(([source, date, amount]) => ({ type: 'Individual', source, date, amount }));

export const SAMPLE_CANDIDATES = [
  {
    name: 'Alex Rivera (sample)',
    party: 'Democrat',
    office: 'House',
    state: 'CA',
    district: '12',
    bio: 'Fictional sample candidate from the demo content; not a real person.',
    progressiveScore: 8,
    progressiveAnalysis: 'Sample analysis: campaigns on housing affordability, public transit and a clean-energy jobs program.',
    website: 'https://example.org/alex-rivera',
    imageUrl: null,
    donations: sampleDonations([
      ['Sample small-donor drive', '2025-03-01', 2500],
      ['Sample teachers union PAC', '2025-04-15', 5000],
    ]),
    legislationBacked: ['Sample: Affordable Housing Expansion Act', 'Sample: Transit Modernization Act'],
  },
  {
    name: 'Morgan Lee (sample)',
    party: 'Independent',
    office: 'Governor',
    state: 'VT',
    district: null,
    bio: 'Fictional sample candidate from the demo content; not a real person.',
    progressiveScore: 6,
    progressiveAnalysis: 'Sample analysis: supports rural broadband and paid family leave; cautious on new taxes.',
    website: 'https://example.org/morgan-lee',
    imageUrl: null,
    donations: sampleDonations([['Sample local business association', '2025-02-10', 1200]]),
    legislationBacked: ['Sample: Rural Broadband Access Act'],
  },
  {
    name: 'Sam Patel (sample)',
    party: 'Green',
    office: 'City Council',
    state: 'OR',
    district: '3',
    bio: 'Fictional sample candidate from the demo content; not a real person.',
    progressiveScore: 9,
    progressiveAnalysis: 'Sample analysis: tenant protections, protected bike lanes and municipal composting.',
    website: null,
    imageUrl: null,
    donations: [],
    legislationBacked: [],
  },
];
