import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'wouter';
import { NOT_YET_SCORED } from '../../../shared/page-texts/bill-texts.ts';
import { adjustedProgressiveScore, partyBaseline } from '../../../shared/scoring.ts';
import { VOTE_KIND_EXPLANATIONS, VOTE_KIND_LABELS, VOTE_KINDS, voteKindCounts } from '../../../shared/vote-kinds.ts';
import { shellAddressToReturnTo } from '../../lib/last-shell-address.ts';
import { paths } from '../../lib/paths.ts';

// The rubric's weights are restated here in words (the client may not import server code); the bill
// import's rubric is the one place they are applied.

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="border-b-2 border-rule-strong pb-1 font-display text-2xl font-bold text-ink">
        {title}
      </h2>
      <div className="prose-news mt-4 grid gap-4 text-ink">{children}</div>
    </section>
  );
}

const list = 'grid list-disc gap-2 pl-6';
const BASELINES = [
  ['Democratic', 'Democratic'],
  ['Republican', 'Republican'],
  ['Independent', 'Independent'],
  ['Any other party', ''],
] as const;

/** /about/scores: how every score on the site is made and where its data comes from. */
export function AboutScores() {
  // A link to one section (the receipt's 'How scores are inferred') opens the page there: the section is
  // drawn after the browser looked for the address's fragment, so look again once it is.
  useEffect(() => {
    const section = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    section?.scrollIntoView();
  }, []);
  return (
    <main className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
      <Link
        href={shellAddressToReturnTo(paths.home)}
        className="inline-flex items-center gap-2 font-sans text-sm font-semibold text-ink underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Civic Ledger
      </Link>
      <h1 className="mt-6 font-display text-4xl leading-tight font-bold text-ink">About the scores</h1>
      <p className="mt-3 font-serif text-lg text-muted italic">
        Bill and candidate scores run from 1 to 10 and an official's from 0 to 10, higher meaning more progressive. This page says how each
        one is made, so that any number on the site can be checked by hand.
      </p>

      <Section id="bills" title="How a bill gets a score">
        <p>
          A bill is scored in one of three ways, and its card, its page and every receipt say which: by staff, by a score inferred from its
          passage roll call (see{' '}
          <a href="#inferred" className="underline underline-offset-4">
            Scores inferred from the votes
          </a>
          ), or by the published rubric. A staff score always wins; else the inferred score; else the rubric's.
        </p>
        <p>
          <strong>Scored by the published rubric.</strong> Bills imported from Congress.gov and from state legislatures start at a neutral
          5, and fixed weights are added for what the bill is about:
        </p>
        <ul className={list}>
          <li>
            <strong>Its policy area</strong> (Congress.gov gives each bill one): Environmental Protection and Civil Rights and Minority
            Issues add 2; Health, Labor and Employment, Social Welfare, Education, Housing and Community Development, and Native Americans
            add 1; Armed Forces and National Security, and Crime and Law Enforcement take away 1. Every other area adds nothing.
          </li>
          <li>
            <strong>Its legislative subjects</strong>, each counted once: climate change, voting rights and minimum wage add 2; renewable
            energy, air quality, water quality, civil rights, labor-management relations, health care coverage and access, Medicare,
            Medicaid, affordable housing, government employee pay and benefits, public participation and lobbying, and firearms and
            explosives add 1; detention of persons, immigration status and procedures, border security, oil and gas, and tax reform take
            away 1. Together the subjects move the score by at most 3 either way.
          </li>
          <li>
            <strong>Words in its title</strong>: climate, clean energy, environmental justice, affordable, voting rights, equal pay,
            workers, health benefits, postal service and transparency add 1; detention, repeal, tax cut and drilling take away 1; take into
            custody, deport and border wall take away 2. Together the title moves the score by at most 2 either way.
          </li>
        </ul>
        <p>
          The total is kept between 1 and 10. The bill&apos;s Progressive Analysis names every rule that matched and its weight, or says
          that none did.
        </p>
        <p>
          <strong>Scored by Civic Ledger staff.</strong> Staff may score a bill themselves, or correct the rubric&apos;s score, and must
          write the analysis that explains it.
        </p>
        <p>
          <strong>{NOT_YET_SCORED}.</strong> A bill may have no score yet. It then counts in no official&apos;s or candidate&apos;s score:
          votes on it are listed as not counted, with that reason, until it is scored.
        </p>
      </Section>

      <Section id="inferred" title="Scores inferred from the votes">
        <p>
          Every member of a chamber is placed on one progressive–conservative scale, from −1 (most conservative) to +1 (most progressive),
          estimated from all of that chamber's roll calls of the Congress that were not near-unanimous (the smaller side at least 2.5% of
          those voting). This is a principal-component scaling of the roll-call record, the first step of the methods behind VoteView's
          NOMINATE scores: members who vote alike sit close together. Each Yes is +1 and each No −1; a member who did not vote counts as the
          roll call's average, so a member with few votes is drawn towards the middle. The scale is turned so that the Democratic caucus
          sits on the progressive side. An official's page shows their place on it and how many roll calls it rests on.
        </p>
        <p>
          A passage vote on a bill staff have not scored then gets an <strong>inferred</strong> score from 1 to 10: how strongly a Yes sided
          with the progressive end of the chamber. It compares the average place of those who voted Yes with that of those who voted No,
          against the distance between the chamber's two halves: a vote that splits the chamber down the middle with the progressive half
          voting Yes scores 10, with that half voting No 1, and a vote that has nothing to do with the scale 5 or 6. A vote where the
          smaller side is under 10% of those voting stays not scored: a near-unanimous vote tells a reader nothing. The score is labelled
          Inferred wherever it appears, with one sentence on the roll call it came from. A staff score always overrides it, and clearing the
          staff score brings it back.
        </p>
        <p>
          <strong>Its limits.</strong> One dimension cannot hold everything: members who agree on the economy and differ on foreign policy
          look alike. A left-wing protest vote against a bill as too timid can look conservative, because it lands on the same side as the
          right. With few roll calls imported the scale is rough, and a score resting on few counted votes says how few, beside the number.
          The scale and the inferred scores are recomputed by each import of roll calls, never when a page is read, and the same roll calls
          always give the same answer.
        </p>
      </Section>

      <Section id="officials" title="How an official's score is made">
        <p>
          Only a Yes or No vote to <em>pass</em> a scored bill counts, budget measures included: On Passage, Suspend the Rules and Pass,
          agreeing to a resolution, a veto override, a conference report or a motion to concur. Nomination and procedure votes are shown
          with the bill&apos;s roll calls but never counted (see{' '}
          <a href="#vote-kinds" className="underline underline-offset-4">
            Which votes count
          </a>
          ).
        </p>
        <ul className={list}>
          <li>A Yes vote earns the bill&apos;s score in points: Yes on a bill scored 8 earns 8 points.</li>
          <li>A No vote earns 10 minus the bill&apos;s score: No on a bill scored 3 earns 7 points.</li>
          <li>
            The official&apos;s score is the average of those points over the counted votes, rounded to a whole number (a half rounds up, so
            6.5 becomes 7).
          </li>
          <li>
            Not counted: Not voting, Present, votes on a bill not in our records, nomination and procedure votes, votes on a bill staff have
            excluded from scores, and votes on a bill not yet scored.
          </li>
          <li>An official with no counted votes shows &lsquo;No Votes&rsquo;, with no score and no lean.</li>
        </ul>
        <p>
          Every official&apos;s page lists each vote, counted or not and why, with the arithmetic, under &lsquo;How this score is
          calculated&rsquo;.
        </p>
      </Section>

      <Section id="vote-kinds" title="Which votes count">
        <p>
          Every roll call, and every line of an official&apos;s receipt, says what kind of vote it is. A vote to pass a measure takes the
          measure&apos;s kind, read from its title; a vote on a nominee is a nomination; every other question is procedure.
        </p>
        <dl className="grid gap-3">
          {VOTE_KINDS.map((kind) => (
            <div key={kind}>
              <dt className="font-sans font-bold">
                {VOTE_KIND_LABELS[kind]}: {voteKindCounts(kind) ? 'counts' : 'does not count'}
              </dt>
              <dd>{VOTE_KIND_EXPLANATIONS[kind]}</dd>
            </div>
          ))}
        </dl>
        <p>
          <strong>Excluded by staff.</strong> Staff may exclude any one bill from scores, and include it again. Votes on an excluded bill
          stay on its page and on every receipt, marked excluded, and count in no official&apos;s score; everyone who voted on it is
          rescored at once. The bill&apos;s page says that it is excluded.
        </p>
      </Section>

      <Section id="lean" title="Party baseline and lean">
        <p>Each party has a baseline, the score a typical member of it would have:</p>
        <table className="w-full max-w-sm font-sans text-sm">
          <caption className="sr-only">Party baselines</caption>
          <thead>
            <tr className="border-b border-rule-strong/60 text-left text-xs text-muted uppercase">
              <th scope="col" className="py-1.5">
                Party
              </th>
              <th scope="col" className="py-1.5 text-right">
                Baseline
              </th>
            </tr>
          </thead>
          <tbody>
            {BASELINES.map(([label, party]) => (
              <tr key={label} className="border-b border-rule">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {label}
                </th>
                <td className="py-1.5 text-right tabular-nums">{partyBaseline(party)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          The lean is the official&apos;s score minus their party&apos;s baseline, to one decimal. Above +1 reads &lsquo;more progressive
          than party&rsquo;, below -1 &lsquo;more conservative than party&rsquo;, and anything between &lsquo;aligned with party
          average&rsquo;. Without counted votes there is no lean.
        </p>
      </Section>

      <Section id="absences" title="Missed votes">
        <p>
          <strong>Score counting missed votes.</strong> Beside the score, each official has a second figure in which every missed vote (Not
          voting) on a scored bill counts as 0 points. This is the method of the League of Conservation Voters&apos; scorecard: a member who
          is absent does not help the bill. For example, 52 points over 8 counted votes is a score of 7 (6.5 rounded up), but with 1 missed
          vote it is 52 ÷ 9, about 5.78, a score of 6.
        </p>
        <p>
          <strong>Missed-vote rate.</strong> How many of all the roll calls recorded for the official in the period they missed, of any
          kind, procedural ones included, for example &lsquo;Missed 3 of 120 roll calls (2.5%)&rsquo;.
        </p>
      </Section>

      <Section id="candidates" title="A candidate's score">
        <p>
          <strong>Campaign score.</strong> Staff score the candidates they add, with an analysis. Candidates imported from the Federal
          Election Commission get no score from their party: a party is no measure of a person. Until staff score them, one without a voting
          record shows no number, the same words as a bill no one has scored, and sorts after every scored candidate.
        </p>
        <p>
          <strong>Adjusted score.</strong> When a candidate is also a sitting official here (linked by their FEC id, else the same name and
          state, and the same district for the House) with a voting score above 0, the two are averaged and rounded: a campaign score of 8
          and a voting record of 4 make an adjusted score of {adjustedProgressiveScore(8, 4)}. Without a staff score the record&apos;s score
          stands alone. The candidate&apos;s page shows how its score is made.
        </p>
      </Section>

      <Section id="your-match" title="Your match">
        <p>
          When you are signed in you can mark a bill Support or Oppose. Your match with an official is counted over the bills you marked
          that they voted on, from their recorded passage votes (their latest, if they voted more than once):
        </p>
        <ul className={list}>
          <li>a Yes on a bill you support, or a No on a bill you oppose, agrees;</li>
          <li>a No on a bill you support, or a Yes on a bill you oppose, disagrees;</li>
          <li>Not voting and Present are listed but not counted, in neither the agreements nor the total.</li>
        </ul>
        <p>
          The match is agreements ÷ (agreements + disagreements), as a whole percent rounded half up, shown with the bills it counts. An
          official with no Yes or No on your bills has no match yet, not 0%. A candidate with an official record shares that record's match.
          Your positions and your match are private: only you can read them.
        </p>
      </Section>

      <Section id="sources" title="Where the data comes from">
        <ul className={list}>
          <li>
            <strong>Congress.gov</strong> (the Library of Congress): federal bills, their titles, summaries, policy areas, subjects and
            latest actions, and the list of House roll calls.
          </li>
          <li>
            <strong>The Clerk of the House of Representatives</strong>: each House roll call and how every representative voted.
          </li>
          <li>
            <strong>senate.gov</strong>: each Senate roll call and how every senator voted.
          </li>
          <li>
            <strong>OpenFEC</strong>, the Federal Election Commission&apos;s data: candidates and their campaign finance totals.
          </li>
          <li>
            <strong>The congress-legislators dataset</strong> (the @unitedstates project): the sitting members of Congress, their party,
            state, district and the ids the House and Senate records use for them.
          </li>
          <li>
            <strong>Open States</strong>: state legislatures&apos; bills.
          </li>
        </ul>
        <p>Each roll call on a bill&apos;s page links to its source record, and federal bills link to their page on Congress.gov.</p>
      </Section>
    </main>
  );
}
