// The Node version check `npm start` and `npm test` run first: on an older Node the app would fail deep
// in a stack trace (a `.ts` file it cannot load), so this says in one line what is needed instead.
// CommonJS and old syntax on purpose: it has to run on whatever Node the machine has.
'use strict';

// The first minor of each major that runs TypeScript files itself, without a flag
// (docs/decisions/0026-node-type-stripping.md); every major from 24 on does.
var FIRST_MINOR = { 22: 18, 23: 6 };

/** The line to print when `version` (e.g. 'v20.20.2') is too old, or null when it will do. */
function versionProblem(version) {
  var bare = String(version).replace(/^v/, '');
  var parts = bare.split('.').map(Number);
  var major = parts[0];
  var minor = parts[1] || 0;
  if (major >= 24 || (major in FIRST_MINOR && minor >= FIRST_MINOR[major])) return null;
  return (
    'Civic Ledger needs Node.js 22.18 or newer (24 LTS recommended); this is ' +
    bare +
    '. Install it with: npm install -g node@24 (or nvm install 24)'
  );
}

module.exports = { versionProblem: versionProblem };

if (require.main === module) {
  var problem = versionProblem(process.version);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
