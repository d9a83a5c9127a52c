// A short, readable name for the device behind a user agent string ('Firefox on Windows'), for the
// sessions list and the audit log: enough to tell a phone from a script, without a user-agent database.

// Order matters: Edge, Opera and Samsung Internet also say 'Chrome', and every iOS browser says 'Safari'.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

// Android and ChromeOS also say 'Linux'; iPhones say 'like Mac OS X'.
const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const find = (table: readonly [RegExp, string][], agent: string) => table.find(([pattern]) => pattern.test(agent))?.[1];

export function deviceName(userAgent: string | null): string {
  const agent = userAgent?.trim();
  if (!agent) return 'Unknown device';
  const browser = find(BROWSERS, agent);
  const system = find(SYSTEMS, agent);
  const known = browser && system ? `${browser} on ${system}` : (browser ?? system);
  if (known) return known;
  // Tools and bots name themselves as product/version ('curl/8.5.0', 'compatible; Googlebot/2.1').
  const product = [...agent.matchAll(/([A-Za-z][\w.-]*)\/\d/g)].map((match) => match[1]!).find((name) => name !== 'Mozilla');
  return product ?? agent.slice(0, 40);
}
