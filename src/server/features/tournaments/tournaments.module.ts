import { EVENT_ENTRY } from '../../../domain/registrations/registration.contract.ts';
import type { Database } from '../../db/client.ts';
import { tournaments } from '../../db/schema/index.ts';
import type { CatalogModule } from '../catalog/catalog.module.ts';
import type { CatalogChangeRules } from '../catalog/catalog-editor.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createEventAnnouncements } from './event-announcements.ts';
import {
  createTournamentsRepository,
  lockTournament,
  type TournamentRow,
  toTournament,
  toTournamentValues,
} from './tournaments.repository.ts';
import { type SeatCounter, tournamentsRoutes } from './tournaments.routes.ts';
import { createTournamentsService } from './tournaments.service.ts';

export interface TournamentsModuleDeps {
  db: Database;
  catalog: CatalogModule;
  /** Each event is listed with its seats, and the signed-in customer's own place. */
  seats: SeatCounter;
  /** What staff's edits of an event mean for its registered players. */
  eventChanges: CatalogChangeRules<TournamentRow>;
  /** New events are announced to the players who asked. */
  mailer: Pick<Mailer, 'queueToMany'>;
  publicUrl: string;
}

/** The stores' events: listed for everyone, edited by staff through the catalog editor. */
export function createTournamentsModule({
  db,
  catalog,
  seats,
  eventChanges,
  mailer,
  publicUrl,
}: TournamentsModuleDeps) {
  const announcements = createEventAnnouncements({ mailer, publicUrl });
  const editor = catalog.editorFor({
    table: tournaments,
    entity: 'tournament',
    notFound: 'Tournament not found',
    toItem: toTournament,
    toValues: toTournamentValues,
    lockRow: lockTournament,
    rules: { ...eventChanges, created: announcements.created },
    soldAs: EVENT_ENTRY,
  });
  const service = createTournamentsService(createTournamentsRepository(db));
  return { routes: tournamentsRoutes(service, seats, editor) };
}
