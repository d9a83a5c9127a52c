/** A campaign's website and e-mail as filed; the filings' home addresses and phones are never read. */
export function CampaignContacts({ candidate }: { candidate: { website: string | null; campaignEmail?: string | null | undefined } }) {
  if (!candidate.website && !candidate.campaignEmail) return null;
  return (
    <p className="mt-2 flex flex-wrap gap-x-3 font-sans text-sm break-all">
      {candidate.website ? (
        <a href={candidate.website} className="text-ink underline underline-offset-2" rel="noopener noreferrer nofollow">
          Campaign website
        </a>
      ) : null}
      {candidate.campaignEmail ? (
        <a href={`mailto:${candidate.campaignEmail}`} className="text-ink underline underline-offset-2">
          {candidate.campaignEmail}
        </a>
      ) : null}
    </p>
  );
}
