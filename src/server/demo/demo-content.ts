// Demo content for the embedded first start: two demo accounts (a staff editor and a reader), the newsroom's
// explainers. Real officials, bills, votes and candidates come from the importers.

export const DEMO_PASSWORD = 'civic-demo';

export const DEMO_USERS = [
  {
    email: 'editor@example.org',
    firstName: 'Demo',
    lastName: 'Editor',
    isStaff: 1 as const,
    bio: "The demo newsroom's editor: writes the explainers of how Civic Ledger scores bills and officials.",
  },
  { email: 'reader@example.org', firstName: 'Demo', lastName: 'Reader', isStaff: 0 as const, bio: null },
];

// The newsroom's explainers on the site's data and methods. Their facts and numbers come from the bundled
// recorded files (fixtures/README.md) and from the rules in shared/scoring.ts and imports/bill-rubric.ts:
// when either changes, these texts must change with it. Each block sits on one line because the article
// body turns newlines inside a block into line breaks (docs/decisions/0046-article-body-newlines.md).
export const SAMPLE_ARTICLES = [
  {
    title: "How an official's score is calculated, and how to check it",
    excerpt:
      "An official's score is the average of the points earned on passage votes on scored bills. Here is the arithmetic, worked through, and the receipt on every official's page that lets you check it vote by vote.",
    category: 'Education',
    kind: 'explainer' as const,
    readTime: 4,
    content: `<p>The progressive score of a member of Congress on Civic Ledger, from 0 to 10, is not an opinion about the member. It is arithmetic on their recorded votes and on the scores of the bills they voted on, and every step of it can be checked.</p>
<h2>Which votes count</h2>
<p>Only votes on a bill's final passage (or, for a resolution, its adoption) count, and only when the bill has a score. Votes to end debate (cloture), to take a bill up, on amendments or on nominations are on our record, but they are not in the score: they do not say where a member stood on the bill itself. Of the positions a member can take, only Yes and No count. Present and Not Voting are left out.</p>
<h2>Points for each vote</h2>
<ul>
<li><strong>Yes</strong> earns the bill's score. A Yes on a bill scored 8 is worth 8 points.</li>
<li><strong>No</strong> earns 10 minus the bill's score. A No on the same bill is worth 2; a No on a bill scored 3 is worth 7.</li>
</ul>
<p>The rule is symmetrical: voting against a bill at the bottom of our scale counts as much toward a progressive score as voting for one at the top.</p>
<h2>The average and its rounding</h2>
<p>The score is the total of the points divided by the number of counted votes, rounded to the nearest whole number. An average exactly halfway, such as 6.5, rounds up. A member with no counted votes has no score: their card says <em>No votes</em>, because a 0 would read as a record of voting against everything.</p>
<h3>A worked example</h3>
<p>Take a member with three counted votes: Yes on a bill scored 8 (8 points), No on a bill scored 3 (7 points) and Yes on a bill scored 4 (4 points). The points add up to 19. Divided by 3 votes that is 6.33, which rounds to a score of 6.</p>
<p>On our record as this is written, 301 of the 542 bills of the 119th Congress carry a score: 291 inferred from how their passage roll call split the chamber (see <em>Scores inferred from the votes</em>), and 10 given by our rubric from their titles. The other 241 had no passage vote that divided the chamber and are not yet scored. Take S. 5, the Laken Riley Act. The House passed it on January 22, 2025, in roll call 23; its Yes voters sat at −0.58 on average on the House's scale and its No voters at +0.93, so a Yes sided with the conservative end and the bill is inferred a 2. A senator who voted No when the Senate passed it 64-35 in roll call 7, such as Alex Padilla of California, earns 10 − 2 = 8 points for it; a senator who voted Yes earns 2. Over his 56 counted votes, 484 points, Senator Padilla's score is 9.</p>
<h2>The party baseline and the lean</h2>
<p>Beside the score we show a lean: the score minus a fixed baseline for the member's party, rounded to one decimal. The baselines are 7.5 for Democrats, 2.5 for Republicans, 6 for independents and 5 for any other party. They are reference points we set, not averages of how each party's members actually voted.</p>
<p>A lean above +1 reads as more progressive than the party, below −1 as more conservative, and anything in between as aligned with the party. Senator Padilla's 9 against the Democratic 7.5 is a lean of +1.5: more progressive than the party. A member without counted votes has no lean.</p>
<h2>The receipt</h2>
<p>You do not have to take any of this on trust. Every official's page has a receipt that shows the whole calculation:</p>
<ul>
<li>each counted vote: the bill, its score, the member's Yes or No, and the points it earned;</li>
<li>each vote that was not counted, with the reason: the member did not vote, voted Present, the bill is not yet scored, or the bill is not in our records;</li>
<li>the total of the points, the exact average before rounding, and the score it rounds to;</li>
<li>the party baseline and the lean;</li>
<li>a second figure that counts missed votes, and the member's attendance, explained in <em>Missed votes: the second figure</em>.</li>
</ul>
<p>The receipt and the score on the officials list follow the same rules, and we check the one against the other.</p>
<h2>Checking it yourself</h2>
<ol>
<li>Open the official's page and its receipt.</li>
<li>For each counted vote, open the bill and read its score and the analysis that explains it.</li>
<li>Compare the member's position with the chamber's own record: <a href="https://www.senate.gov/legislative/votes_new.htm" target="_blank" rel="noopener noreferrer">senate.gov</a> for the Senate, the <a href="https://clerk.house.gov/Votes" target="_blank" rel="noopener noreferrer">House Clerk</a> for the House.</li>
<li>Add the points, divide by the number of counted votes and round.</li>
</ol>
<p>If your figure differs from ours, tell us in the discussion below.</p>`,
  },
  {
    title: 'How we score a bill',
    excerpt:
      "Bills we import are scored by a published rubric: a starting 5, moved by the bill's policy area, its legislative subjects and terms in its title, each part capped. We work it through on S. 5 and two other bills on our record.",
    category: 'Education',
    kind: 'explainer' as const,
    readTime: 4,
    content: `<p>Every score on Civic Ledger starts with a bill's score, from 1 to 10, where higher means more progressive. Bills we import from Congress.gov, or that reach us through a roll call, are scored by a rubric: a fixed set of rules, applied the same way to every bill and set out in full below. If our staff read a bill differently, they replace the rubric's score with their own and a written analysis, and the bill records that the score is theirs.</p>
<h2>The three parts</h2>
<p>A bill starts at 5. Three kinds of evidence then move it.</p>
<h3>Policy area</h3>
<p>Congress.gov lists one policy area for each bill. Some areas carry a weight:</p>
<ul>
<li>+2: Environmental Protection; Civil Rights and Minority Issues.</li>
<li>+1: Health; Labor and Employment; Social Welfare; Education; Housing and Community Development; Native Americans.</li>
<li>−1: Armed Forces and National Security; Crime and Law Enforcement.</li>
</ul>
<p>Every other area, such as Taxation or Government Operations and Politics, adds nothing.</p>
<h3>Legislative subjects</h3>
<p>The Library of Congress tags each bill with subjects. A subject that contains one of these phrases adds its weight, once per subject:</p>
<ul>
<li>+2: climate change; voting rights; minimum wage.</li>
<li>+1: renewable energy; air quality; water quality; civil rights; labor-management relations; health care coverage and access; Medicare; Medicaid; affordable housing; government employee pay, benefits; public participation and lobbying; firearms and explosives.</li>
<li>−1: detention of persons; immigration status and procedures; border security; oil and gas; tax reform.</li>
</ul>
<p>Together, subjects can move the score by at most 3 either way.</p>
<h3>Title terms</h3>
<p>Each of these words or phrases found in the title adds its weight. A term matches at the start of a word, so <em>deport</em> also matches <em>deportation</em>.</p>
<ul>
<li>+1: climate; clean energy; environmental justice; affordable; voting rights; equal pay; workers; health benefits; postal service; transparency.</li>
<li>−1: detention; repeal; tax cut; drilling.</li>
<li>−2: take into custody; deport; border wall.</li>
</ul>
<p>Together, title terms can move the score by at most 2 either way.</p>
<p>The total is then kept between 1 and 10. The caps are there so that no single part, whether a long list of subjects or a pointed title, can carry a bill to an extreme on its own. Each bill's analysis names every rule that matched and its weight, so any score can be traced back to its evidence.</p>
<h2>Worked example: S. 5</h2>
<p>S. 5 of the 119th Congress reached us through its Senate roll calls. Those records give its number and its title but not Congress.gov's policy area or subjects, so only the title could be scored. The title reads: “A bill to require the Secretary of Homeland Security to take into custody aliens who have been charged in the United States with theft, and for other purposes.”</p>
<ul>
<li>Start: 5.</li>
<li>Policy area: none on record, 0.</li>
<li>Subjects: none on record, 0.</li>
<li>Title: “take into custody”, −2, within the cap of 2.</li>
<li>Score: 5 − 2 = <strong>3</strong>.</li>
</ul>
<p>A senator's Yes on the passage of S. 5 is therefore worth 3 points in their score, and a No is worth 7.</p>
<h3>Two more from our record</h3>
<p>H.R. 3076 of the 117th Congress, the Postal Service Reform Act of 2022, which became Public Law 117-108, is in the policy area Government Operations and Politics, which carries no weight. We hold no legislative subjects for it. Its title contains <em>postal service</em>, +1. Score: 6.</p>
<p>H.R. 21 of the 117th Congress, the FedRAMP Authorization Act, is in the same policy area. Of its 13 subjects, two match: “Government employee pay, benefits, personnel management” (+1) and “Public participation and lobbying” (+1). Its title has no listed term. Score: 7.</p>
<h2>What the rubric does not do</h2>
<p>It does not read a bill's text, and it does not follow how a bill changed on the floor: S. 5 passed the Senate as amended, and its score still rests on its title alone. It does not weigh a bill's size or likely effect. These are real limits. The rubric is a consistent, checkable first reading, which our staff can replace when a bill needs a closer one.</p>
<p>When no rule matches at all, the rubric gives no score: the bill says <em>Not yet scored</em> and counts in no one's score until our staff score it. <em>Why some bills say Not yet scored</em> explains why we no longer fill that gap with a neutral 5.</p>`,
  },
  {
    title: 'Missed votes: the second figure',
    excerpt:
      "An official's score counts only the votes they cast. Beside it, the receipt shows a second figure that counts a missed vote on a scored bill as zero points, and how many roll calls the member missed.",
    category: 'Education',
    kind: 'explainer' as const,
    readTime: 3,
    content: `<p>An official's score on Civic Ledger is counted on votes cast only. If a member did not vote on a scored bill, that roll call is simply left out of their average. That is fair to a member who was ill, on family leave or kept away by bad weather. It also means a member could stay away from a hard vote and keep their score as it was. So every official's receipt shows a second figure beside the score.</p>
<h2>Missed votes counted as zero</h2>
<p>The second figure follows the method of the <a href="https://scorecard.lcv.org/" target="_blank" rel="noopener noreferrer">League of Conservation Voters' National Environmental Scorecard</a>, which counts an absence against the member. Each missed vote on a scored bill counts as 0 points and is added to the number of votes the average is taken over. Zero is what a No on a bill scored 10 earns, the least progressive vote a member can cast, so missing a vote can never raise this figure.</p>
<h3>An example</h3>
<p>Take a member with three counted votes worth 8, 7 and 9 points, who also missed one vote on the passage of a scored bill.</p>
<ul>
<li>Votes cast only: 24 points over 3 votes, a score of 8.</li>
<li>Missed vote counted as zero: 24 points over 4 votes, 6.</li>
</ul>
<p>Only a vote recorded as Not Voting counts as missed. A member who voted Present was there and chose not to take a side: that vote is in neither figure. Votes on bills that are not yet scored, roll calls other than passage votes, and the passage of a package of nominations or of a House rule for debating a bill are in neither figure either (About the scores lists which kinds of vote count).</p>
<h2>Attendance</h2>
<p>The receipt also shows the member's attendance: out of every roll call we hold in which they were recorded, how many they missed, and the dates of the first and last of those roll calls. It covers roll calls of every kind (passage, cloture, motions, amendments, nominations) on scored bills or not. It is a plain record of attendance and does not enter either score.</p>
<p>“Recorded in” matters. A member is counted only for roll calls whose official member list includes them, so nobody is marked absent for a vote taken before they took their seat. It also covers only the roll calls we hold, not every roll call of the session.</p>
<h2>On our record</h2>
<p>We hold every roll call of the 119th Congress from January 2025 to August 2026: 885 in the Senate and 645 in the House, each with the official list of how every member voted.</p>
<p>Senator Alex Padilla of California was recorded in all 885 Senate roll calls and missed 33 of them, 3.7 percent, between January 9, 2025 and August 7, 2026. One of those was the passage of a scored bill, so his figure with missed votes counted is 484 points over 57 votes, 8.49, which rounds to 8, one below his score of 9 on votes cast (484 points over 56 votes, 8.64). Jim Justice of West Virginia is on the member lists of 883 of the 885, the ones taken after he took his seat, and he is counted only for those.</p>
<h2>Why we show both</h2>
<p>Neither figure replaces the other. The score on votes cast says where a member stood when they voted. The figure with missed votes says what their record looks like when an absence on a scored bill is treated as a vote for nothing. When the two are far apart, the receipt shows which votes were missed and when. The attendance rate puts those misses in context: a member who missed one scored vote but attended nearly every other roll call is in a different position from one who is seldom there.</p>`,
  },
  {
    title: 'Reading a roll call',
    excerpt:
      "A roll call records one question, its result and every member's position. Using the four Senate roll calls on S. 5, here is how to read one, and why only the last of them counts in officials' scores.",
    category: 'Immigration',
    kind: 'explainer' as const,
    readTime: 4,
    content: `<p>A roll call is a recorded vote: the chamber votes on one question and the clerk records each member's answer by name. For every roll call we hold, we show the question, the result, the tally by party and each member's position, with a link to the chamber's own record.</p>
<h2>The parts of a roll call</h2>
<ul>
<li><strong>Question.</strong> What was put to the vote: the passage of a bill, cloture, a motion, an amendment or a nomination.</li>
<li><strong>Result.</strong> Passed, agreed to, rejected, confirmed. Senate records also state the majority required.</li>
<li><strong>Positions.</strong> Yes, No, Present or Not Voting. The Senate records Yea and Nay, the House Yea, Aye, Nay or No; we show them all as Yes and No.</li>
<li><strong>Tally by party.</strong> How many members of each party took each position.</li>
</ul>
<h2>S. 5 in four votes</h2>
<p>S. 5 of the 119th Congress, a bill “to require the Secretary of Homeland Security to take into custody aliens who have been charged in the United States with theft”, took four roll calls in the Senate in January 2025. Read in order, they show a bill's path across the floor.</p>
<ol>
<li><strong>Roll call 1, January 9: cloture on the motion to proceed.</strong> Agreed to, 84-9, with three-fifths required. Republicans 51-0 with 1 not voting, Democrats 32-8 with 5 not voting, independents 1-1. Cloture ends debate on a question, here the question of whether to take the bill up at all.</li>
<li><strong>Roll call 2, January 13: the motion to proceed.</strong> Agreed to, 82-10, by simple majority. Republicans 49-0 with 2 not voting, Democrats 32-9 with 4 not voting, independents 1-1.</li>
<li><strong>Roll call 3, January 15: an amendment.</strong> Senator Cornyn's amendment 14, offered to amendment 8, “to expand the list of criminal offenses that subject inadmissible aliens to mandatory detention”. Agreed to, 70-25. Republicans 49-0 with 3 not voting, Democrats 21-23 with 1 not voting, independents 0-2.</li>
<li><strong>Roll call 7, January 20: passage.</strong> The bill, as amended, passed 64-35. Republicans 52-0, Democrats 12-33, independents 0-2. No senator missed it.</li>
</ol>
<p>The full record of the final vote is on <a href="https://www.senate.gov/legislative/LIS/roll_call_votes/vote1191/vote_119_1_00007.htm" target="_blank" rel="noopener noreferrer">senate.gov</a>.</p>
<h2>Why only passage counts</h2>
<p>The tallies show why the difference matters. Thirty-two Democrats voted to end debate on taking the bill up, and 12 voted for the bill itself. Voting to take up a bill, or to change it, is not the same as voting for it, and members cast procedural votes for many reasons. So only roll call 7 counts in officials' scores. Roll calls 1, 2 and 3 remain on the record, and they count in each senator's attendance, but not in any score. The same goes for the Senate's vote to confirm Marco Rubio as Secretary of State the same evening, 99-0: a nomination is not a bill.</p>
<h2>In the House: suspension of the rules</h2>
<p>The House can pass a bill under suspension of the rules, a fast track with limited debate and no amendments that needs two-thirds of the members voting. House roll call 240, on September 8, 2025, was such a vote, on H.R. 3424: “On Motion to Suspend the Rules and Pass”. It passed 397-1, Republicans 202-0 with 16 not voting and Democrats 195-1 with 16 not voting. Because the motion is to pass the bill, it counts as a passage vote. House roll call 17, on H.R. 30 on January 16, 2025, was an ordinary vote on passage, carried 274-145 with 15 not voting. Neither bill is scored yet, so neither vote is in a score for now.</p>
<h2>Where our records come from</h2>
<ul>
<li>Senate roll calls: the Senate's own roll-call records on senate.gov.</li>
<li>House roll calls: Congress.gov's House vote records, which link each vote to the <a href="https://clerk.house.gov/Votes" target="_blank" rel="noopener noreferrer">House Clerk's</a> record.</li>
<li>Bills: <a href="https://www.congress.gov/" target="_blank" rel="noopener noreferrer">Congress.gov</a>, for titles, policy areas, subjects, latest actions and summaries.</li>
<li>Members of Congress: the public-domain <a href="https://github.com/unitedstates/congress-legislators" target="_blank" rel="noopener noreferrer">congress-legislators</a> dataset.</li>
<li>Candidates: the Federal Election Commission's <a href="https://api.open.fec.gov/developers/" target="_blank" rel="noopener noreferrer">OpenFEC</a> data.</li>
</ul>`,
  },
  {
    title: 'Why some bills say Not yet scored',
    excerpt:
      "When none of our rubric's rules matches a bill, we no longer give it a neutral 5: it says Not yet scored and counts in no official's or candidate's score until our staff score it.",
    category: 'Education',
    kind: 'explainer' as const,
    readTime: 3,
    content: `<p>Some bills on Civic Ledger show no number where the score would be, only the words <em>Not yet scored</em>. That is deliberate.</p>
<h2>What it means</h2>
<p>Bills we import are scored by a published rubric that looks at three things: the bill's policy area on Congress.gov, its legislative subjects and terms in its title (see <em>How we score a bill</em>). When none of its rules matches, because the policy area carries no weight, no subject contains a listed phrase and the title has none of the listed terms, the rubric has no evidence either way. Such a bill is left unscored.</p>
<p>A bill that is not yet scored counts in no official's or candidate's score. Votes on it still appear on each member's receipt, among the votes not counted, with the reason: the bill is not yet scored.</p>
<h2>Why not a neutral 5?</h2>
<p>Until recently, such bills were given a 5, the middle of the scale. That looked harmless; it was not. On a bill scored 5, a Yes earns 5 points and a No earns 10 − 5 = 5 points: the member gets the same 5 whatever they did. Every such vote pulled a member's average toward the middle while saying nothing about where they stood.</p>
<p>Take a member with two counted votes worth 9 points each: a score of 9. Add two votes on bills given a neutral 5 and the average becomes (9 + 9 + 5 + 5) ÷ 4 = 7, a full band lower, from votes that told us nothing. A number we have not earned is worse than no number, so now we say plainly that we have not scored the bill.</p>
<h2>On our record now</h2>
<p>When a roll call names a bill we do not hold, we add the bill from Congress.gov if its record is available, and otherwise from what the roll call itself says: its number, and the title the roll call gives until Congress.gov completes it. H.R. 30, the Preventing Violence Against Women by Illegal Aliens Act, passed 274-145 in House roll call 17 on January 16, 2025, came to our record that way. No one on our staff has scored it, but its passage vote split the House, so it carries a score inferred from that split: its Yes voters sat at −0.50 on average on the House's scale and its No voters at +0.94, and it is inferred a 2. H.R. 3424, the SPACE Act, passed 397-1 under suspension of the rules in roll call 240 on September 8, 2025: a vote nearly everyone cast the same way says nothing about where anyone stands, so it stays Not yet scored and counts in no score.</p>
<h2>How a bill gets scored</h2>
<p>Our staff review bills that are not yet scored and set a score with a written analysis that explains it. The bill then records that its score came from staff rather than from the rubric. From that moment every Yes or No on its passage counts, including votes cast before it was scored, and the receipts show them. Staff can also clear a score, returning a bill to Not yet scored, if a score turns out to misread the bill.</p>
<p>Until then, a bill that is not yet scored is still fully on the record: its roll calls, the tally by party and every member's position are there to read.</p>`,
  },
];
