// API keys travel in the query string (Congress.gov, OpenFEC, Open States require it), so every URL is
// passed through here before it reaches a log line or an error message.
const SECRET_PARAMS = ['api_key', 'apikey', 'key', 'token'];

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    for (const name of [...parsed.searchParams.keys()]) {
      if (SECRET_PARAMS.includes(name.toLowerCase())) parsed.searchParams.set(name, 'REDACTED');
    }
    return parsed.toString();
  } catch {
    return url.replace(/(api_?key|key|token)=[^&]*/gi, '$1=REDACTED');
  }
}

/** Any text that may quote a URL (an error message kept on record): every key-like query value hidden. */
export function redactSecrets(text: string): string {
  return text.replace(/\b(api_?key|apikey|key|token)=[^&\s"']*/gi, '$1=REDACTED');
}

/** Joins a configured base URL (which may carry a path such as /v3) and a service path plus query. */
export function serviceUrl(base: string, path: string, query: Record<string, string | number | undefined> = {}): string {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}
