// Where the public data the running product loads is kept (datasets/README.md gives each file's origin):
// the ZIP-to-district table, congress-legislators, every roll call of the 119th Congress and the FEC's
// all-candidates files. The recorded API answers the tests replay are in fixtures/ instead.
import { fileURLToPath } from 'node:url';

export const datasetsDir = fileURLToPath(new URL('../../../datasets', import.meta.url));
