import { AlertTriangle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { deviceName } from '../../../shared/device-name.ts';
import { ALARMING_AUDIT_KINDS, AUDIT_KINDS, type AuditEvent, type AuditKind } from '../../../shared/schemas/audit.ts';
import { BackLink } from '../../components/back-link.tsx';
import { ShowMore } from '../../components/show-more.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { serverMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { dateTime, relativeTime } from '../../lib/time.ts';
import { useAuditEvents } from './api.ts';

type Person = AuditEvent['actor'];

const ALL = 'all';
const KIND_OPTIONS = [{ value: ALL, label: 'All events' }, ...Object.entries(AUDIT_KINDS).map(([value, label]) => ({ value, label }))];
const COLUMNS = ['When', 'What', 'Who', 'Subject', 'Email', 'From where', 'Details'] as const;

const none = <span className="text-muted">—</span>;
const errorText = (error: Error) => serverMessage(error) ?? error.message;

function PersonLink({ person }: { person: NonNullable<Person> }) {
  return (
    <Link
      href={paths.user(person.id)}
      className="font-semibold text-ink underline decoration-rule-strong/40 underline-offset-2 hover:decoration-ink"
    >
      {person.name}
    </Link>
  );
}

/** Who acted: a signed-in person, else the operator's shell or an anonymous visitor (from detail.via). */
function Actor({ event }: { event: AuditEvent }) {
  if (event.actor) return <PersonLink person={event.actor} />;
  return <span className="text-muted italic">{event.detail.via === 'shell' ? 'Operator (shell)' : 'Visitor'}</span>;
}

function What({ kind }: { kind: AuditKind }) {
  if (!ALARMING_AUDIT_KINDS.has(kind)) return <span className="font-semibold text-ink">{AUDIT_KINDS[kind]}</span>;
  return (
    <span className="inline-flex items-center gap-1 rounded-sm bg-score-low-bg px-1.5 py-0.5 font-semibold whitespace-nowrap text-score-low">
      <AlertTriangle className="size-3.5 shrink-0" role="img" aria-label="Warning" />
      {AUDIT_KINDS[kind]}
    </span>
  );
}

function FromWhere({ event }: { event: AuditEvent }) {
  if (!event.ipAddress && !event.userAgent) return none;
  return (
    <span className="grid">
      {event.ipAddress ? <span className="font-mono text-xs break-words text-ink">{event.ipAddress}</span> : null}
      {event.userAgent ? (
        <span className="text-xs text-muted" title={event.userAgent}>
          {deviceName(event.userAgent)}
        </span>
      ) : null}
    </span>
  );
}

const detailValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function Details({ detail }: { detail: Record<string, unknown> }) {
  const entries = Object.entries(detail);
  if (entries.length === 0) return none;
  return (
    <dl className="grid gap-0.5 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="break-words">
          <dt className="inline text-muted">{key}: </dt>
          <dd className="inline text-ink">{detailValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A cell that, on phones where the table stacks into a list, labels itself with its column's name. */
function Cell({ column, children }: { column: (typeof COLUMNS)[number]; children: ReactNode }) {
  return (
    <td
      data-label={column}
      className="px-3 py-3 align-top max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)]"
    >
      <div className="min-w-0">{children}</div>
    </td>
  );
}

function EventRow({ event }: { event: AuditEvent }) {
  return (
    <tr className="border-b border-rule last:border-b-0 max-sm:block max-sm:px-5 max-sm:py-3">
      <Cell column="When">
        <time dateTime={event.createdAt} className="block whitespace-nowrap text-ink">
          {dateTime(event.createdAt)}
        </time>
        <span className="text-xs text-muted">{relativeTime(event.createdAt)}</span>
      </Cell>
      <Cell column="What">
        <What kind={event.kind} />
      </Cell>
      <Cell column="Who">
        <Actor event={event} />
      </Cell>
      <Cell column="Subject">{event.subject ? <PersonLink person={event.subject} /> : none}</Cell>
      <Cell column="Email">{event.email ? <span className="break-words">{event.email}</span> : none}</Cell>
      <Cell column="From where">
        <FromWhere event={event} />
      </Cell>
      <Cell column="Details">
        <Details detail={event.detail} />
      </Cell>
    </tr>
  );
}

/** Security events for staff: sign-ins and their failures, lockouts, password and staff changes. */
export function AuditLogPage() {
  const [kind, setKind] = useState<AuditKind | undefined>(undefined);
  const events = useAuditEvents(kind);
  const rows = events.items;

  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6">
      <div className="mb-4">
        <BackLink label="User Management" href={paths.adminUsers} />
      </div>
      <Card>
        <div className="flex flex-col gap-3 border-b border-rule px-5 py-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="font-display text-3xl font-bold text-ink">Audit log</h1>
            <p className="mt-1 font-serif text-sm text-muted italic">Sign-ins, lockouts, password and staff changes, newest first.</p>
          </div>
          <Select
            ariaLabel="Show events"
            value={kind ?? ALL}
            onValueChange={(value) => setKind(value === ALL ? undefined : (value as AuditKind))}
            options={KIND_OPTIONS}
            className="w-full sm:w-56"
          />
        </div>
        {events.isLoading ? (
          <div aria-busy="true" aria-label="Loading security events" className="grid gap-3 p-5">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : events.isError && events.error ? (
          <p role="alert" className="p-5 text-sm text-score-low">
            {errorText(events.error)}
          </p>
        ) : rows.length === 0 ? (
          <p className="p-5 text-sm text-muted">No security events yet</p>
        ) : (
          <>
            {/* Long addresses and user agents may still be wider than the card: scroll the table, not the page. */}
            <div
              role="region"
              aria-label="Security events"
              tabIndex={0}
              className="overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-ink"
            >
              <table className="w-full border-collapse font-sans text-sm max-sm:block">
                <caption className="sr-only">Security events, newest first</caption>
                <thead className="border-b border-rule-strong text-left text-xs tracking-wide text-muted uppercase max-sm:hidden">
                  <tr>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-semibold">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="max-sm:block">
                  {rows.map((event) => (
                    <EventRow key={event.id} event={event} />
                  ))}
                </tbody>
              </table>
            </div>
            {events.isMoreError && events.error ? (
              <p role="alert" className="border-t border-rule px-5 py-3 text-sm text-score-low">
                {errorText(events.error)}
              </p>
            ) : null}
            <div className="border-t border-rule px-4 pb-4 empty:hidden">
              <ShowMore
                hasMore={events.hasMore}
                sentinel={events.sentinel}
                onMore={events.showMore}
                loading={events.isFetchingMore}
                label="Load more"
              />
            </div>
          </>
        )}
      </Card>
    </main>
  );
}
