import type { Database } from '../../db/client.ts';
import { tournaments } from '../../db/schema/index.ts';
import type { CatalogModule } from '../catalog/catalog.module.ts';
import {
  createTournamentsRepository,
  lockTournament,
  toTournament,
  toTournamentValues,
} from './tournaments.repository.ts';
import { tournamentsRoutes } from './tournaments.routes.ts';
import { createTournamentsService } from './tournaments.service.ts';

/** The stores' events: listed for everyone, edited by staff through the catalog editor. */
export function createTournamentsModule({ db, catalog }: { db: Database; catalog: CatalogModule }) {
  const editor = catalog.editorFor({
    table: tournaments,
    entity: 'tournament',
    notFound: 'Tournament not found',
    toItem: toTournament,
    toValues: toTournamentValues,
    lockRow: lockTournament,
  });
  const service = createTournamentsService(createTournamentsRepository(db));
  return { routes: tournamentsRoutes(service, editor) };
}
