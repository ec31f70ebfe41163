import type { Migration } from '@mikro-orm/migrations';
import { Migration20261121083238 } from './Migration20261121083238.ts';
import { Migration20261121085048 } from './Migration20261121085048.ts';
import { Migration20261121090117 } from './Migration20261121090117.ts';
import { Migration20261121092252 } from './Migration20261121092252.ts';
import { Migration20261121113755 } from './Migration20261121113755.ts';
import { Migration20261124170000 } from './Migration20261124170000.ts';
import { Migration20261124180000 } from './Migration20261124180000.ts';
import { Migration20261124181000 } from './Migration20261124181000.ts';
import { Migration20261124190000 } from './Migration20261124190000.ts';
import { Migration20261124202000 } from './Migration20261124202000.ts';
import { Migration20261124220000 } from './Migration20261124220000.ts';
import { Migration20261124221000 } from './Migration20261124221000.ts';
import { Migration20261124230000 } from './Migration20261124230000.ts';
import { Migration20261126100000 } from './Migration20261126100000.ts';
import { Migration20261126110000 } from './Migration20261126110000.ts';
import { Migration20261126120000 } from './Migration20261126120000.ts';
import { Migration20261126130000 } from './Migration20261126130000.ts';
import { Migration20261127050000 } from './Migration20261127050000.ts';
import { Migration20261127090000 } from './Migration20261127090000.ts';
import { Migration20261128145901 } from './Migration20261128145901.ts';
import { Migration20261128160000 } from './Migration20261128160000.ts';
import { Migration20261128170000 } from './Migration20261128170000.ts';
import { Migration20261128171000 } from './Migration20261128171000.ts';
import { Migration20261128172000 } from './Migration20261128172000.ts';
import { Migration20261128173000 } from './Migration20261128173000.ts';
import { Migration20261128174000 } from './Migration20261128174000.ts';
import { Migration20261128175000 } from './Migration20261128175000.ts';
import { Migration20261128190000 } from './Migration20261128190000.ts';
import { Migration20261128190100 } from './Migration20261128190100.ts';
import { Migration20261128191000 } from './Migration20261128191000.ts';
import { Migration20261128193000 } from './Migration20261128193000.ts';
import { Migration20261128193100 } from './Migration20261128193100.ts';
import { Migration20261128193200 } from './Migration20261128193200.ts';
import { Migration20261128193300 } from './Migration20261128193300.ts';
import { Migration20261128193400 } from './Migration20261128193400.ts';

type MigrationClass = new (...args: ConstructorParameters<typeof Migration>) => Migration;

// Every migration, in order. `npm run db:migration:create` writes a new file; add it here.
export const migrations: { name: string; class: MigrationClass }[] = [
  { name: 'Migration20261121083238', class: Migration20261121083238 },
  { name: 'Migration20261121085048', class: Migration20261121085048 },
  { name: 'Migration20261121090117', class: Migration20261121090117 },
  { name: 'Migration20261121092252', class: Migration20261121092252 },
  { name: 'Migration20261121113755', class: Migration20261121113755 },
  { name: 'Migration20261124170000', class: Migration20261124170000 },
  { name: 'Migration20261124180000', class: Migration20261124180000 },
  { name: 'Migration20261124181000', class: Migration20261124181000 },
  { name: 'Migration20261124190000', class: Migration20261124190000 },
  { name: 'Migration20261124202000', class: Migration20261124202000 },
  { name: 'Migration20261124220000', class: Migration20261124220000 },
  { name: 'Migration20261124221000', class: Migration20261124221000 },
  { name: 'Migration20261124230000', class: Migration20261124230000 },
  { name: 'Migration20261126100000', class: Migration20261126100000 },
  { name: 'Migration20261126110000', class: Migration20261126110000 },
  { name: 'Migration20261126120000', class: Migration20261126120000 },
  { name: 'Migration20261126130000', class: Migration20261126130000 },
  { name: 'Migration20261127050000', class: Migration20261127050000 },
  { name: 'Migration20261127090000', class: Migration20261127090000 },
  { name: 'Migration20261128145901', class: Migration20261128145901 },
  { name: 'Migration20261128160000', class: Migration20261128160000 },
  { name: 'Migration20261128170000', class: Migration20261128170000 },
  { name: 'Migration20261128171000', class: Migration20261128171000 },
  { name: 'Migration20261128172000', class: Migration20261128172000 },
  { name: 'Migration20261128173000', class: Migration20261128173000 },
  { name: 'Migration20261128174000', class: Migration20261128174000 },
  { name: 'Migration20261128175000', class: Migration20261128175000 },
  { name: 'Migration20261128190000', class: Migration20261128190000 },
  { name: 'Migration20261128190100', class: Migration20261128190100 },
  { name: 'Migration20261128191000', class: Migration20261128191000 },
  { name: 'Migration20261128193000', class: Migration20261128193000 },
  { name: 'Migration20261128193100', class: Migration20261128193100 },
  { name: 'Migration20261128193200', class: Migration20261128193200 },
  { name: 'Migration20261128193300', class: Migration20261128193300 },
  { name: 'Migration20261128193400', class: Migration20261128193400 },
];
