// `npm run bench`: prints each benchmark's figures next to a baseline measured in the same run.
import { benchBelowTheFold } from './below-the-fold.ts';
import { benchBundleSize } from './bundle-size.ts';
import { benchCongressDataImport } from './congress-data-import.ts';
import { benchLegiscanImport } from './legiscan-import.ts';
import { benchOfficialsAggregate } from './officials-aggregate.ts';

benchBundleSize();
await benchOfficialsAggregate();
await benchCongressDataImport();
await benchLegiscanImport();
await benchBelowTheFold();
